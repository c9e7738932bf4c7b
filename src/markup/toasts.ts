import type { Translate } from '../i18n/texts';
import type { Toast } from '../stores/toasts';
import { el, type MarkupElement } from './node';
import { describeToastRegions } from './toast-regions';

/** One toast: its text and a close button. */
function describeToast(t: Translate, toast: Toast): MarkupElement {
  return el(
    'div',
    { id: `ex-toast-${toast.id}`, class: `ex-toast ex-toast--${toast.kind}`, 'data-toast': toast.kind },
    el('p', { class: 'ex-toast__message' }, toast.message),
    el(
      'button',
      {
        type: 'button',
        class: 'ex-toast__close',
        'aria-label': t('toast.dismiss'),
        'data-toast-close': String(toast.id),
      },
      '×',
    ),
  );
}

/** The toasts a region holds: errors in the assertive one, the rest in the polite one. */
const toastsOf = (toasts: readonly Toast[], errors: boolean): readonly Toast[] =>
  toasts.filter((toast) => (toast.kind === 'error') === errors);

/**
 * The viewport with the page's toasts. `popover`: outside a modal the viewport is a manual popover (the top layer,
 * where no host's clipping or stacking reaches); inside one it takes its place in the dialog. `t` may be null while
 * there are no toasts. What the reader does with them is src/behaviour/toasts.ts's.
 */
export function describeToasts(
  t: Translate | null,
  toasts: readonly Toast[],
  { popover }: { popover: boolean },
): MarkupElement {
  const draw = (errors: boolean) => (t ? toastsOf(toasts, errors).map((toast) => describeToast(t, toast)) : []);
  return describeToastRegions(viewportAttributes(t, toasts, popover), draw(true), draw(false));
}

/** What the viewport says of itself: a named region while it holds toasts, a popover outside a modal. */
function viewportAttributes(
  t: Translate | null,
  toasts: readonly Toast[],
  popover: boolean,
): Record<'popover' | 'role' | 'aria-label', string | null> {
  const shown = t !== null && toasts.length > 0;
  return {
    popover: popover ? 'manual' : null,
    role: shown ? 'region' : null,
    'aria-label': shown ? t('toast.region') : null,
  };
}
