import { useLayoutEffect, type RefObject } from 'react';
import { $toastTargets, register } from '../../stores/toasts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What the native modal <dialog> (Modal.tsx) leaves to us, for the dialog around `ref`:
 * - Tab and Shift+Tab wrap inside it (the browser would move focus out to its own UI, then the page's body);
 * - while open it is where the page's toasts are drawn (everything outside a modal is inert and unannounced): in its
 *   surface, in the flow below the title row, so a toast never covers the dialog's title or close button.
 */
export function useModalExtras(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const dialog = ref.current?.closest('dialog');
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Tab') return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (item) => item.getClientRects().length > 0,
      );
      if (items.length === 0) return;
      const active = (dialog.getRootNode() as ShadowRoot | Document).activeElement;
      const [first, last] = [items[0], items[items.length - 1]];
      const outside = !active || !dialog.contains(active);
      if (event.shiftKey ? outside || active === first : outside || active === last) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    const unregister = register($toastTargets, dialog.querySelector('.ex-modal__surface') ?? dialog);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      unregister();
    };
  }, [ref]);
}
