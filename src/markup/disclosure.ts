import { GLYPHS } from './glyphs';
import { el, glyph, type Markup, type MarkupElement } from './node';

export interface DisclosureOptions {
  /** The section's id (unique in its drawer): it names the section and its button and region. */
  id: string;
  title: string;
  /** The current value, shown beside the title (the language, say). */
  summary?: string;
  open?: boolean;
}

/**
 * One accordion section of a drawer: a heading button (aria-expanded) and the region it shows and hides. What a
 * click does is src/behaviour/disclosure.ts's; the region's contents are drawn only while it is open.
 */
export function describeDisclosure(
  { id, title, summary, open = false }: DisclosureOptions,
  ...content: Markup[]
): MarkupElement {
  const [button, region] = [`ex-acc-${id}-b`, `ex-acc-${id}-p`];
  return el(
    'div',
    { class: 'ex-acc', 'data-section': id, 'data-state': open ? 'open' : 'closed' },
    el(
      'h3',
      {},
      el(
        'button',
        {
          type: 'button',
          id: button,
          class: 'ex-acc__trigger',
          'aria-expanded': String(open),
          'aria-controls': region,
        },
        el('span', { class: 'ex-acc__title' }, title),
        summary ? el('span', { class: 'ex-acc__summary' }, summary) : null,
        glyph(GLYPHS.chevronDown),
      ),
    ),
    el(
      'div',
      { id: region, class: 'ex-acc__panel', role: 'region', 'aria-labelledby': button, hidden: open ? null : '' },
      ...(open ? content : []),
    ),
  );
}
