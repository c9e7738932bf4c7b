import { TOAST_ROOT } from './toast-root';

/** The toasts' viewport of an element's shadow root (its toast root's), or of a modal's surface. */
export function toastViewportIn(container: ParentNode): HTMLElement | null {
  const parent =
    container instanceof ShadowRoot
      ? Array.from(container.children).find((child) => child.classList.contains(TOAST_ROOT))
      : container;
  const viewport = Array.from(parent?.children ?? []).find((child) => child.classList.contains('ex-toasts'));
  return (viewport as HTMLElement | undefined) ?? null;
}
