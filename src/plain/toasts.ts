import { showViewport, toastsBehaviour } from '../behaviour/toasts';
import { addStyles } from '../internal/style-sheet';
import { describeToasts } from '../markup/toasts';
import { patchElement } from '../render/markup-patch';
import { toastViewportIn } from '../render/toast-viewport';
import { $panelInput } from '../markup/inputs';
import { $toastOwners, $toasts, $toastTargets, register } from '../stores/toasts';
import toastsCss from '../styles/toasts.css?inline';

/**
 * The page's toasts drawn by the plain bar before React (an account action's "Copied"), from their one description
 * (src/markup/toasts.ts) with their one behaviour (src/behaviour/toasts.ts), by the first element that draws toasts:
 * into the live regions its toast root has held since its first paint (src/render/toast-root.ts), or, while one of
 * ours is open, into the top modal's (all else is inert then). It gives way by itself once the element's view draws
 * the toasts (src/components/toast/ToastViewport.tsx registers the element's own id). Returns the function that
 * stops it.
 */
export function drawToasts(ownerId: string, shadowRoot: ShadowRoot): () => void {
  addStyles(toastsCss);
  const id = `plain:${ownerId}`;
  const unregister = register($toastOwners, id);
  let viewport: HTMLElement | null = null;
  let own = false;
  let stopBehaviour: (() => void) | null = null;

  /** Leaves the viewport it filled empty (its regions stay, for what is said next). */
  const release = () => {
    stopBehaviour?.();
    if (viewport) patchElement(viewport, describeToasts(null, [], { popover: own }));
    stopBehaviour = viewport = null;
  };
  const draw = () => {
    if ($toastOwners.get().includes(ownerId)) return stop();
    if ($toastOwners.get()[0] !== id) return release();
    const target = $toastTargets.get().at(-1) ?? null;
    const next = toastViewportIn(target ?? shadowRoot);
    if (!next) return release();
    if (next !== viewport) {
      release();
      viewport = next;
      own = target === null;
      stopBehaviour = toastsBehaviour(next);
    }
    patchElement(next, describeToasts($panelInput.get().t, $toasts.get(), { popover: own }));
    showViewport(next);
  };
  let stops: (() => void)[] = [];
  const stop = () => {
    for (const undo of stops) undo();
    stops = [];
    unregister();
    release();
  };
  draw();
  stops = [$toasts, $toastTargets, $toastOwners, $panelInput].map((store) => store.listen(draw));
  return stop;
}
