import { el, type MarkupElement } from './node';

/**
 * The page's toasts' viewport: two live regions, assertive for errors and polite for the rest, drawn empty from the
 * start (an element's first paint, a dialog's first draw: a screen reader announces changes only to regions it
 * already knows) and filled by whoever draws the page's toasts.
 */
export function describeToastRegions(
  attributes: Record<string, string | null> = {},
  errors: readonly MarkupElement[] = [],
  others: readonly MarkupElement[] = [],
): MarkupElement {
  const region = (assertive: boolean, toasts: readonly MarkupElement[]) =>
    el(
      'div',
      { class: 'ex-toasts__region', 'aria-live': assertive ? 'assertive' : 'polite', 'aria-atomic': 'false' },
      toasts,
    );
  return el('div', { class: 'ex-toasts', part: 'toasts', ...attributes }, region(true, errors), region(false, others));
}
