import { toastsBehaviour } from '../behaviour/toasts';
import { $panelInput } from '../markup/inputs';
import { describeToasts } from '../markup/toasts';
import type { MarkupElement } from '../markup/node';
import { toastViewportIn } from '../render/toast-viewport';
import { $toastOwners, $toasts, $toastTargets } from '../stores/toasts';
import toastsCss from '../styles/toasts.css?inline';

/** Where an element draws the page's toasts now, and whether the viewport is its own (a popover) or a modal's. */
export interface ToastsPlace {
  viewport: HTMLElement;
  own: boolean;
}

/**
 * The page's toasts (an account action's "Copied", a security check's failure), declared once: drawn once per page,
 * by the first element that draws them (`$toastOwners`), into the live regions its toast root has held since its first
 * paint (src/render/toast-root.ts), or, while one of ours is open, into the top modal's (all else is inert then). The
 * plain renderer draws them before React (src/plain/toasts.ts), React's view after (src/components/toast/).
 */
export const pageToasts = {
  styles: [toastsCss],
  /** What redraws them: the toasts, where they go, who draws them, and the texts. */
  follows: [$toasts, $toastTargets, $toastOwners, $panelInput],
  /** Where `owner` draws them now: null when another element does, or its shadow root has no toast root. */
  placeIn(owner: string, shadowRoot: ShadowRoot): ToastsPlace | null {
    if ($toastOwners.get()[0] !== owner) return null;
    const target = $toastTargets.get().at(-1) ?? null;
    const viewport = toastViewportIn(target ?? shadowRoot);
    return viewport ? { viewport, own: target === null } : null;
  },
  /** The viewport with the toasts now (src/markup/toasts.ts). */
  describe: (own: boolean): MarkupElement => describeToasts($panelInput.get().t, $toasts.get(), { popover: own }),
  /** What the reader does with them (src/behaviour/toasts.ts), on the viewport they are drawn in. */
  behaviour: toastsBehaviour,
};
