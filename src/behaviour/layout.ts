import { hostWidth, layoutForWidth, type Layout } from '../internal/layout';

/**
 * Which bar an element shows (src/internal/layout.ts), followed as its own width changes, for every renderer. The
 * width is watched on an empty block of the element's width and no height at the start of its shadow root, not on the
 * element: switching bars changes the element's height, and a watched size changing in its own ResizeObserver
 * callback would end the frame with a "ResizeObserver loop" error. Its callbacks run after the frame's layout and
 * before its paint, so a bar drawn for the wrong width is corrected in that same frame. `onLayout` hears each change
 * of layout from `current`. Returns the function that stops following (and removes the probe).
 */
export function followLayout(host: HTMLElement, current: Layout, onLayout: (layout: Layout) => void): () => void {
  const root = host.shadowRoot;
  if (!root) return () => undefined;
  const probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.toggleAttribute('data-ex-probe', true);
  root.prepend(probe);
  let layout = current;
  const observer = new ResizeObserver(() => {
    const next = layoutForWidth(hostWidth(host));
    if (next === layout) return;
    layout = next;
    onLayout(next);
  });
  observer.observe(probe);
  return () => {
    observer.disconnect();
    probe.remove();
  };
}
