import { stroked } from './glyphs';
import { describeToastRegions } from './toast-regions';
import { el, glyph, type Markup, type MarkupElement } from './node';

const CLOSE = stroked(18, [['path', { d: 'M6 6l12 12M18 6 6 18' }]], { 'stroke-width': '2' });

export interface DialogOptions {
  title: string;
  /** The close button's label. */
  closeLabel: string;
  /** Size or kind variants (the wide language dialog, a drawer). */
  className?: string;
  part?: string;
  /** 'center' for dialogs, 'start' / 'end' for side drawers. */
  placement?: 'center' | 'start' | 'end';
  /** The title's id (ids are per shadow root, and one overlay is open per element at a time). */
  titleId?: string;
}

/**
 * A modal dialog's markup (src/behaviour/dialog.ts makes it one): the native <dialog>, its title and close button,
 * then `body`. Every renderer draws this; none adds markup of its own.
 */
export function describeDialog(
  {
    title,
    closeLabel,
    className = '',
    part = 'dialog',
    placement = 'center',
    titleId = 'ex-dialog-title',
  }: DialogOptions,
  ...body: Markup[]
): MarkupElement {
  return el(
    'dialog',
    { class: `ex-modal ex-modal--${placement} ${className}`.trim(), part, 'aria-labelledby': titleId },
    el(
      'div',
      { class: 'ex-modal__surface' },
      el(
        'div',
        { class: 'ex-modal__head' },
        el('h2', { id: titleId, class: 'ex-modal__title' }, title),
        el(
          'button',
          {
            type: 'button',
            class: 'ex-icon-button ex-modal__close',
            'aria-label': closeLabel,
            'data-dialog-close': '',
          },
          glyph(CLOSE),
        ),
      ),
      el('div', { class: 'ex-modal__body' }, ...body),
      // The page's toasts show here while this modal is open (all else is inert): their live regions are here from
      // the start, so what is said in them is announced.
      describeToastRegions(),
    ),
  );
}
