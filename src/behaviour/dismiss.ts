/**
 * Dismisses what `area` has open (a menu) when the reader presses Escape anywhere on the page (WCAG 1.4.13) or puts a
 * pointer down outside it. Returns the function that stops listening; run it only while something is open.
 *
 * "Outside" is decided without looking into the page's event paths: inside a host's closed shadow root the document
 * cannot see our nodes in `composedPath()`, so `area` marks the pointer events that went through it, and the
 * document's listener, which runs after (bubble phase), ignores those.
 */
export function dismissOnOutside(area: HTMLElement, dismiss: () => void): () => void {
  let inside: Event | null = null;
  const mark = (event: Event): void => void (inside = event);
  const onPointerDown = (event: Event): void => {
    if (event !== inside) dismiss();
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') dismiss();
  };
  area.addEventListener('pointerdown', mark);
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    area.removeEventListener('pointerdown', mark);
    document.removeEventListener('pointerdown', onPointerDown);
    document.removeEventListener('keydown', onKeyDown);
  };
}
