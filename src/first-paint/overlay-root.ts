import { dialogBehaviour } from '../behaviour/dialog';
import { elementBehaviours } from '../behaviour/element';
import { addStyles } from '../internal/style-sheet';
import { describeRoot } from '../markup/bar';
import type { MarkupElement } from '../markup/node';
import { patchChildren } from '../render/markup-patch';
import type { HostHandle } from '../render/view';
import { $textLanguage } from '../stores/locale';
import { closeOverlay } from '../stores/overlay';
import { $userPanelInput } from '../stores/panel';
import { $toastTargets, register } from '../stores/toasts';
import modalCss from '../styles/modal.css?inline';
import type { PlainOverlayKind } from './plain-overlays';

/** An overlay the plain bar drew; `close` removes it (the dialog closes, focus goes back). */
export interface PlainOverlay {
  close(): void;
}

/** One overlay the plain bar draws: its description now, what it follows, and what its contents do. */
export interface PlainOverlayView {
  /** The markup from the state now (null while what it needs is not there yet). */
  describe(): MarkupElement | null;
  /** Stores whose changes redraw it (the theme and the language always do). */
  follows: readonly { listen(listener: () => void): () => void }[];
  styles: readonly string[];
  /** What its contents do beyond the dialog's own behaviour (src/behaviour/dialog.ts `contents`). */
  contents?: (dialog: HTMLDialogElement, close: () => void) => () => void;
  /** Runs once it is shown (a drawer announces the sections it shows open). */
  onOpen?: (dialog: HTMLDialogElement) => void;
}

/**
 * Draws an overlay with plain DOM, from the description the views render, with the same behaviours (src/behaviour/:
 * the dialog, its links, and what its contents do). It lives in an inner root of its own beside the bar's, with the
 * theme, direction and language of the element, so the bar can be drawn again under it (a theme chosen in it) without
 * touching it; redrawn in place when the state changes (a section opened stays open). React does not take the bar
 * over while it is open (src/first-paint/header.ts), so it is never adopted half-way.
 */
export function drawPlainOverlay(
  handle: HostHandle,
  shadowRoot: ShadowRoot,
  kind: PlainOverlayKind,
  view: PlainOverlayView,
): PlainOverlay | null {
  const first = view.describe();
  if (!first) return null;
  addStyles(modalCss, ...view.styles);
  const root = document.createElement('div');
  const draw = (markup: MarkupElement | null = view.describe()) => {
    if (!markup) return;
    const { theme } = $userPanelInput.get();
    for (const [name, value] of Object.entries(
      describeRoot({ theme, textLanguage: $textLanguage.get() }, 'ex-overlay-root').attributes,
    ))
      if (value != null) root.setAttribute(name, value);
    patchChildren(root, [markup]);
  };
  draw(first);
  shadowRoot.append(root);
  const dialog = root.querySelector('dialog')!;
  const close = () => closeOverlay(kind, handle.ownerId);
  const stopBehaviours = elementBehaviours(root, handle);
  const stopDialog = dialogBehaviour(dialog, {
    onClose: close,
    host: handle,
    // While open, the page's toasts are drawn in it (everything outside a modal is inert and unannounced).
    whileOpen: (surface) => register($toastTargets, surface),
    contents: view.contents && ((shown) => view.contents!(shown, close)),
  });
  view.onOpen?.(dialog);
  const redraw = () => draw();
  const stops = [$userPanelInput, $textLanguage, ...view.follows].map((store) => store.listen(redraw));
  return {
    close() {
      for (const stop of stops) stop();
      stopBehaviours();
      stopDialog();
      root.remove();
    },
  };
}
