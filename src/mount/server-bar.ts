import { viewportLayout } from '../internal/layout';
import { describeBar, describeRoot } from '../markup/bar';
import { $barInput } from '../markup/bar-input';
import type { FirstPaint } from '../protocol/first-paint';
import { drawElement } from '../render/markup-patch';
import { focusedControlOf, removeDrawnNodes, takeServerBar } from '../render/server-markup';
import type { HostHandle } from '../protocol/view';
import { $barFits } from '../stores/bar-fit';
import { forgetBarFit } from '../behaviour/bar-fit';

/**
 * ES-module build, over a server-rendered bar (renderHeader): React is here when the element connects, so nothing is
 * drawn before it. The server's bar is kept where it shows what React draws first (only the bar for this layout and
 * theme, src/render/server-markup.ts `takeServerBar`), else the bar is drawn from the state; in the same task React
 * adopts those nodes: the element's one adoption. No behaviour, size or store is followed here (React's view does
 * all of that once it owns the nodes).
 */
export function takeServerHeader(handle: HostHandle, root: ShadowRoot): FirstPaint {
  // Mounted until React owns the nodes: its first render reads the stores' current values (an unmounted computed
  // store keeps a stale cache, which @nanostores/react would compare against when it subscribes).
  const stopListening = $barInput.listen(() => undefined);
  const layout = viewportLayout();
  handle.setLayout(layout);
  $barFits.setKey(handle.ownerId, { layout, visibleMenus: null });
  const input = $barInput.get();
  const focus = focusedControlOf(root);
  const drawn = drawElement(describeRoot(input, 'ex-header-root', describeBar(input, layout)));
  let bar: HTMLElement | null = takeServerBar(root, drawn);
  if (!bar) {
    removeDrawnNodes(root);
    root.prepend((bar = drawn));
    if (focus) bar.querySelector<HTMLElement>(focus)?.focus({ preventScroll: true });
  }
  return {
    freeze: () => undefined,
    pending: () => null,
    release() {
      stopListening();
      bar = null;
    },
    dispose() {
      stopListening();
      bar?.remove();
      bar = null;
      forgetBarFit(handle);
    },
  };
}
