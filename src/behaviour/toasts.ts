import { deepActiveElement, takesFocus } from '../internal/focus';
import { $toasts, dismissToast, pauseToasts, resumeToasts } from '../stores/toasts';
import { dropdownSelector, triggerOf } from './dropdown-wrapper';

/**
 * Where focus may go back to from a control: the control itself, then the trigger of the menu it is in (found now:
 * a menu's entries are gone once it closes, and it closes when focus or a click leaves it).
 */
function returnTargets(control: Element | null): HTMLElement[] {
  if (!(control instanceof HTMLElement)) return [];
  const menu = control.closest(dropdownSelector());
  const trigger = menu ? triggerOf(menu) : null;
  return trigger && trigger !== control ? [control, trigger] : [control];
}

/**
 * Shows a viewport that is a popover (outside a modal) in the top layer. It stays shown, empty between toasts: its
 * live regions must stay in the accessibility tree to be announced.
 */
export function showViewport(viewport: HTMLElement): void {
  if (
    viewport.hasAttribute('popover') &&
    typeof viewport.showPopover === 'function' &&
    viewport.isConnected &&
    !viewport.matches(':popover-open')
  )
    viewport.showPopover();
}

/**
 * What the page's toast viewport does (src/markup/toasts.ts), whoever drew it: shown as a manual popover outside a
 * modal; time stands still while the pointer or focus is on it; a close button dismisses its toast and gives focus
 * back to where it was before it entered the toasts, else where it was when that toast appeared, else (inside a
 * modal) the dialog's first control (WCAG 2.4.3). Returns the function that stops it.
 */
export function toastsBehaviour(viewport: HTMLElement): () => void {
  let returnFocus: HTMLElement[] = [];
  const origins = new Map<number, HTMLElement[]>();
  const noteOrigins = () => {
    const shown = new Set($toasts.get().map((toast) => toast.id));
    for (const id of origins.keys()) if (!shown.has(id)) origins.delete(id);
    for (const id of shown) if (!origins.has(id)) origins.set(id, returnTargets(deepActiveElement()));
  };
  noteOrigins();
  const stopOrigins = $toasts.listen(noteOrigins);

  showViewport(viewport);

  const onFocusIn = (event: FocusEvent) => {
    pauseToasts();
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !viewport.contains(from)) returnFocus = returnTargets(from);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && viewport.contains(event.relatedTarget))) resumeToasts();
  };
  const onClick = (event: MouseEvent) => {
    const close = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-toast-close]') : null;
    if (!close || !viewport.contains(close)) return;
    const id = Number(close.dataset.toastClose);
    const candidates = [...returnFocus, ...(origins.get(id) ?? [])];
    returnFocus = [];
    dismissToast(id);
    const modal = viewport.closest('dialog');
    const modalControl = modal?.querySelector<HTMLElement>('button, [href], input, [tabindex]:not([tabindex="-1"])');
    [...candidates, modalControl].some((candidate) => candidate != null && takesFocus(candidate));
  };
  viewport.addEventListener('pointerenter', pauseToasts);
  viewport.addEventListener('pointerleave', resumeToasts);
  viewport.addEventListener('focusin', onFocusIn);
  viewport.addEventListener('focusout', onFocusOut);
  viewport.addEventListener('click', onClick);
  return () => {
    stopOrigins();
    viewport.removeEventListener('pointerenter', pauseToasts);
    viewport.removeEventListener('pointerleave', resumeToasts);
    viewport.removeEventListener('focusin', onFocusIn);
    viewport.removeEventListener('focusout', onFocusOut);
    viewport.removeEventListener('click', onClick);
  };
}
