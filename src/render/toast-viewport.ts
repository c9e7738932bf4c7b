/** The toasts' viewport in a toast root (src/render/toast-root.ts) or a modal's surface. */
export function toastViewportIn(container: Element): HTMLElement | null {
  const viewport = Array.from(container.children).find((child) => child.classList.contains('ex-toasts'));
  return (viewport as HTMLElement | undefined) ?? null;
}
