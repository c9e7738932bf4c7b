import { dialogBehaviour } from '../behaviour/dialog';
import { elementBehaviours } from '../behaviour/element';
import { readyAhead } from '../internal/ready-ahead';
import { addStyles } from '../internal/style-sheet';
import type { MarkupElement } from '../markup/node';
import type { HostHandle } from '../protocol/view';
import { closeOverlay, type DialogKind } from '../stores/overlay';
import { $toastTargets, register } from '../stores/toasts';
import modalCss from '../styles/modal.css?inline';
import { redrawnBy, type DialogDeclaration, type ViewOptions } from '../views/declaration';
import { drawOverlayRoot, layOutOnce, overlayKey } from '../views/lay-out-ahead';

/** An overlay the plain bar drew; `close` removes it (the dialog closes, focus goes back). */
export interface PlainOverlay {
  close(): void;
}

/**
 * How an overlay is drawn beyond its kind: what the element gives the view (src/views/declaration.ts), and what a
 * reader's closing does (by default the page-wide overlay store closes it; a standalone element removes its `open`).
 */
export interface PlainOverlayOptions extends ViewOptions {
  onClose?: () => void;
}

/** An overlay drawn ahead, detached: `current` while it shows the state now. */
interface Prepared {
  root: HTMLDivElement;
  current: boolean;
  shape?: string;
  stop: () => void;
}
const ready = new Map<string, Prepared>();
/** Elements whose drawn-ahead overlays were forgotten (React took them over, or they were removed). */
const forgotten = new Set<string>();

/**
 * Draws an overlay ahead, detached, and keeps it current when the browser is idle, so that a first tap only shows it:
 * describing and building a drawer costs a phone-class CPU tens of milliseconds the reader would otherwise wait for.
 * Its styles are added now too, and it is laid out once, hidden (src/render/warm-layout.ts), so neither their first
 * parse nor the text's first layout is in the tap. What the declaration readies first comes first (the language
 * dialog's fonts).
 */
export function prepareOverlay(
  handle: HostHandle,
  shadowRoot: ShadowRoot,
  kind: DialogKind,
  declaration: DialogDeclaration,
): void {
  const key = overlayKey(handle, kind);
  forgotten.delete(handle.ownerId);
  if (ready.has(key)) return;
  const view = declaration.view(handle, kind, {});
  const entry: Prepared = {
    root: document.createElement('div'),
    current: false,
    shape: view.shape,
    stop: () => undefined,
  };
  // Described in one step and built in the next: each stays a short task on a slow CPU.
  let stopDrawing: (() => void) | null = null;
  const drawAhead = (start?: 'now') => {
    stopDrawing?.();
    stopDrawing = readyAhead(
      function* () {
        const markup = view.describe();
        yield;
        entry.current = drawOverlayRoot(entry.root, markup);
        // Then laid out once, hidden, piece by piece: the tap's layout finds the fonts and the words' shapes ready.
        if (entry.current) yield* layOutOnce(handle, shadowRoot, kind, entry.root);
      },
      { start },
    );
  };
  const stale = () => {
    entry.current = false;
    drawAhead();
  };
  let stops: (() => void)[] = [];
  let stopFirst: (() => void) | undefined;
  entry.stop = () => {
    stopFirst?.();
    for (const stop of stops) stop();
    stopDrawing?.();
  };
  ready.set(key, entry);
  addStyles(modalCss, ...declaration.styles);
  const begin = () => {
    stops = redrawnBy(view).map((store) => store.listen(stale));
    drawAhead('now');
  };
  if (declaration.beforeDrawnAhead) stopFirst = declaration.beforeDrawnAhead(shadowRoot, begin);
  else begin();
}

/** Forgets what was drawn ahead for an element (it was removed, or the bar it belonged to is gone). */
export function forgetPreparedOverlays(handle: HostHandle): void {
  forgotten.add(handle.ownerId);
  for (const [key, entry] of ready)
    if (key.startsWith(`${handle.ownerId} `)) {
      entry.stop();
      ready.delete(key);
    }
}

/**
 * Draws a dialog or drawer with plain DOM, from its declaration (src/views/), with the same behaviours (src/behaviour/:
 * the dialog, its links, and what its contents do). It lives in an inner root of its own beside the bar's, with the
 * theme, direction and language of the element, so the bar can be drawn again under it (a theme chosen in it) without
 * touching it; redrawn in place when the state changes (a section opened stays open). React does not take the bar
 * over while it is open (src/plain/flow.ts `pending`), so it is never adopted half-way.
 */
export function drawOverlay(
  handle: HostHandle,
  shadowRoot: ShadowRoot,
  kind: DialogKind,
  declaration: DialogDeclaration,
  { onClose, ...options }: PlainOverlayOptions = {},
): PlainOverlay | null {
  const key = overlayKey(handle, kind);
  const prepared = ready.get(key);
  ready.delete(key);
  prepared?.stop();
  const view = declaration.view(handle, kind, options);
  const usable = prepared?.current && prepared.shape === view.shape;
  const root = usable ? prepared.root : document.createElement('div');
  const draw = (markup: MarkupElement | null = view.describe()) => drawOverlayRoot(root, markup);
  if (!usable && !draw()) return null;
  addStyles(modalCss, ...declaration.styles);
  shadowRoot.append(root);
  const dialog = root.querySelector('dialog')!;
  const close = onClose ?? (() => closeOverlay(kind, handle.ownerId));
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
  const stops = redrawnBy(view).map((store) => store.listen(redraw));
  const stopWhileShown = view.whileShown?.(close);
  return {
    close() {
      stopWhileShown?.();
      for (const stop of stops) stop();
      stopBehaviours();
      stopDialog();
      root.remove();
      // Drawn ahead before, it is drawn ahead again for the next time (unless its element stopped that meanwhile).
      if (prepared)
        readyAhead(() => {
          if (!forgotten.has(handle.ownerId)) prepareOverlay(handle, shadowRoot, kind, declaration);
        });
    },
  };
}
