import type { Translate } from '../i18n/texts';
import type { Toast } from '../stores/toasts';
import { el, type MarkupElement } from './node';

/**
 * The page's toasts: two live regions that always exist (so what is added is announced), assertive for errors and
 * polite for the rest, each toast its text and a close button. `popover`: outside a modal the viewport is a manual
 * popover (the top layer, where no host's clipping or stacking reaches); inside one it takes its place in the
 * dialog. What the reader does with them is src/behaviour/toasts.ts's.
 */
export function describeToasts(
  t: Translate,
  toasts: readonly Toast[],
  { popover }: { popover: boolean },
): MarkupElement {
  const region = (errors: boolean) =>
    el(
      'div',
      { class: 'ex-toasts__region', 'aria-live': errors ? 'assertive' : 'polite', 'aria-atomic': 'false' },
      toasts
        .filter((toast) => (toast.kind === 'error') === errors)
        .map((toast) =>
          el(
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
          ),
        ),
    );
  return el(
    'div',
    {
      class: 'ex-toasts',
      part: 'toasts',
      popover: popover ? 'manual' : null,
      role: toasts.length > 0 ? 'region' : null,
      'aria-label': toasts.length > 0 ? t('toast.region') : null,
    },
    region(true),
    region(false),
  );
}
