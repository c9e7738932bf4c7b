/** The focused element, looking through shadow roots (the header's buttons live in one). */
export function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Focuses the element and tells whether it took focus (a hidden or removed one does not). */
export function takesFocus(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  element.focus({ preventScroll: true });
  return (element.getRootNode() as Document | ShadowRoot).activeElement === element;
}
