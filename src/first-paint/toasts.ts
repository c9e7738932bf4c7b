import { toastsBehaviour } from '../behaviour/toasts';
import { addStyles } from '../internal/style-sheet';
import { describeRoot } from '../markup/bar';
import { describeToasts } from '../markup/toasts';
import { toElement } from '../render/markup-dom';
import { patchElement } from '../render/markup-patch';
import { $textLanguage } from '../stores/locale';
import { $panelInput } from '../markup/inputs';
import { $toastOwners, $toasts, $toastTargets, register, type Toast } from '../stores/toasts';
import toastsCss from '../styles/toasts.css?inline';

/**
 * The page's toasts drawn by the plain bar before React (an account action's "Copied"), from their one description
 * (src/markup/toasts.ts) with their one behaviour (src/behaviour/toasts.ts): by the first element that draws toasts,
 * in an inner root of its own, or inside the top modal of ours while one is open (all else is inert then). Its live
 * regions are drawn empty first and filled a frame later, so what it shows is announced. It gives way by itself once
 * the element's view draws the toasts (src/components/toast/ToastViewport.tsx registers the element's own id).
 * Returns the function that removes it.
 */
export function drawToasts(ownerId: string, shadowRoot: ShadowRoot): () => void {
  addStyles(toastsCss);
  const id = `plain:${ownerId}`;
  const unregister = register($toastOwners, id);
  const root = document.createElement('div');
  shadowRoot.append(root);
  let viewport: HTMLElement | null = null;
  let stopBehaviour: (() => void) | null = null;
  let live = false;

  const remove = () => {
    stopBehaviour?.();
    viewport?.remove();
    stopBehaviour = viewport = null;
  };
  const draw = () => {
    if ($toastOwners.get().includes(ownerId)) return stop();
    const { t, theme } = $panelInput.get();
    for (const [name, value] of Object.entries(
      describeRoot({ theme, textLanguage: $textLanguage.get() }, 'ex-toast-root').attributes,
    ))
      if (value != null) root.setAttribute(name, value);
    if ($toastOwners.get()[0] !== id) return remove();
    const target = $toastTargets.get().at(-1) ?? null;
    const parent = target ?? root;
    const toasts: readonly Toast[] = live ? $toasts.get() : [];
    const markup = describeToasts(t, toasts, { popover: target === null });
    if (viewport && viewport.parentNode === parent) return patchElement(viewport, markup);
    remove();
    viewport = toElement(markup) as HTMLElement;
    parent.append(viewport);
    stopBehaviour = toastsBehaviour(viewport);
  };
  let frame = 0;
  let stops: (() => void)[] = [];
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const undo of stops) undo();
    stops = [];
    unregister();
    remove();
    root.remove();
  };
  draw();
  if (!root.isConnected) return stop;
  frame = requestAnimationFrame(() => {
    live = true;
    draw();
  });
  stops = [$toasts, $toastTargets, $toastOwners, $panelInput, $textLanguage].map((store) => store.listen(draw));
  return stop;
}
