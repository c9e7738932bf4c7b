import { STATE_PARSERS } from '../attributes/state-parsers';
import { el, type MarkupElement } from '../markup/node';

/** A state attribute's text as a page would write it: JSON for objects, presence for true, nothing for false. */
function attributeText(kind: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (kind === 'boolean') return value === true || value === '' || value === 'true' ? '' : null;
  if (kind === 'json' && typeof value !== 'string') return JSON.stringify(value);
  return String(value);
}

/** A navigation document is handed to the browser in the shadow root (render-header.ts), not as an attribute. */
const WRITTEN_STATE = STATE_PARSERS.filter((parser) => parser.name !== 'menus');

/** The state attributes of <ex-header> for these options (its properties): what the element parses again. */
export function headerAttributes(options: object): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const parser of WRITTEN_STATE) {
    const text = attributeText(parser.kind, (options as Record<string, unknown>)[parser.property]);
    if (text !== null) attributes[parser.name] = text;
  }
  return attributes;
}

export type ServerLayout = 'auto' | 'desktop' | 'compact';

/** The bar a render draws: `desktop` or `compact` where a server knows, else `auto` (the element's width picks). */
export const layoutOf = ({ layout }: { layout?: unknown }): ServerLayout =>
  layout === 'desktop' || layout === 'compact' ? layout : 'auto';

/**
 * The <ex-header> element itself: its state attributes and the layout a server fixed. What a browser renders where
 * the server rendered describeServerHeader (render-header.ts): the parser has made the rest its shadow root.
 */
export function describeHeaderElement(options: { layout?: unknown }, ...children: MarkupElement[]): MarkupElement {
  const layout = layoutOf(options);
  return el(
    'ex-header',
    { ...headerAttributes(options), 'data-ex-layout': layout === 'auto' ? null : layout },
    children,
  );
}
