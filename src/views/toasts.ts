import { toastsBehaviour } from '../behaviour/toasts';
import { $panelInput } from '../markup/inputs';
import { describeToasts } from '../markup/toasts';
import type { MarkupElement } from '../markup/node';
import { toastRoots } from '../render/toast-root';
import { toastViewportIn } from '../render/toast-viewport';
import { $toasts, $toastTargets } from '../stores/toasts';
import toastsCss from '../styles/toasts.css?inline';

/** Where the page's toasts are drawn now, and whether the viewport is a toast root's (a popover) or a modal's. */
export interface ToastsPlace {
  viewport: HTMLElement;
  own: boolean;
}

/**
 * The page's toasts (an account action's "Copied", a security check's failure), declared once: drawn once per page
 * (src/plain/toasts.ts, in either build: they are in no view's tree), into the live regions the first element's toast
 * root has held since its first paint (src/render/toast-root.ts), or, while one of ours is open, into the top modal's
 * (all else is inert then).
 */
export const pageToasts = {
  styles: [toastsCss],
  /** What redraws them: the toasts, where they go, and the texts (and a toast root going, which the driver watches). */
  follows: [$toasts, $toastTargets, $panelInput],
  /** Where they are drawn now: null when no element on the page has a toast root. */
  place(): ToastsPlace | null {
    const target = $toastTargets.get().at(-1) ?? null;
    const [first] = toastRoots;
    const container = target ?? first;
    const viewport = container ? toastViewportIn(container) : null;
    return viewport ? { viewport, own: target === null } : null;
  },
  /** The viewport with the toasts now (src/markup/toasts.ts). */
  describe: (own: boolean): MarkupElement => describeToasts($panelInput.get().t, $toasts.get(), { popover: own }),
  /** What the reader does with them (src/behaviour/toasts.ts), on the viewport they are drawn in. */
  behaviour: toastsBehaviour,
};
