import { dialogBehaviour } from '../behaviour/dialog';
import { elementBehaviours } from '../behaviour/element';
import { readyAhead, type Readying } from '../internal/ready-ahead';
import { addStyles } from '../internal/style-sheet';
import { describeRoot } from '../markup/bar';
import type { MarkupElement } from '../markup/node';
import { patchChildren } from '../render/markup-patch';
import { dialogPieces, layOutAhead } from '../render/warm-layout';
import type { HostHandle } from '../protocol/view';
import { $textLanguage } from '../stores/locale';
import { closeOverlay, type DialogKind } from '../stores/overlay';
import { $userPanelInput } from '../markup/inputs';
import { $toastTargets, register } from '../stores/toasts';
import modalCss from '../styles/modal.css?inline';
import { redrawnBy, type DialogDeclaration, type ViewOptions } from '../views/declaration';

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

/** Draws the overlay's root (theme, direction, language) and its markup into `root`; false when there is none yet. */
function drawInto(root: HTMLElement, markup: MarkupElement | null): boolean {
  if (!markup) return false;
  const { theme } = $userPanelInput.get();
  for (const [name, value] of Object.entries(
    describeRoot({ theme, textLanguage: $textLanguage.get() }, 'ex-overlay-root').attributes,
  ))
    if (value != null) root.setAttribute(name, value);
  patchChildren(root, [markup]);
  return true;
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
const readyKey = (handle: HostHandle, kind: DialogKind) => `${handle.ownerId} ${kind}`;

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
  const key = readyKey(handle, kind);
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
        entry.current = drawInto(entry.root, markup);
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

/** The overlays laid out ahead to the end, by element, kind and text language: the caches filled stay filled. */
const laidOut = new Set<string>();
const laidOutKey = (handle: HostHandle, kind: DialogKind) => `${readyKey(handle, kind)} ${$textLanguage.get()}`;

/**
 * Lays a drawn overlay out once, hidden, from the next step on (src/render/warm-layout.ts), unless it was for this
 * element in this language already (the plain bar's, then React's for the same element; a redraw for a theme chosen).
 */
function* layOutOnce(handle: HostHandle, shadowRoot: ShadowRoot, kind: DialogKind, root: Element): Readying {
  const key = laidOutKey(handle, kind);
  if (laidOut.has(key)) return;
  yield;
  if (yield* layOutAhead(shadowRoot, dialogPieces(root))) laidOut.add(key);
}

/**
 * Lays out an overlay once, hidden, without keeping it: for one another renderer will draw (React's drawn ahead, which
 * stay hidden until a tap and so are laid out first then), after what the declaration readies first. Returns what
 * stops it.
 */
export function warmOverlay(
  handle: HostHandle,
  shadowRoot: ShadowRoot,
  kind: DialogKind,
  declaration: DialogDeclaration,
): () => void {
  if (laidOut.has(laidOutKey(handle, kind))) return () => undefined;
  let stop = () => undefined as void;
  const layOut = () => {
    const root = document.createElement('div');
    if (!drawInto(root, declaration.view(handle, kind, {}).describe())) return;
    addStyles(modalCss, ...declaration.styles);
    stop = readyAhead(() => layOutOnce(handle, shadowRoot, kind, root), { start: 'now' });
  };
  const stopFirst = declaration.beforeDrawnAhead?.(shadowRoot, layOut);
  if (!stopFirst) layOut();
  return () => {
    stopFirst?.();
    stop();
  };
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
 * over while it is open (src/plain/header.ts), so it is never adopted half-way.
 */
export function drawOverlay(
  handle: HostHandle,
  shadowRoot: ShadowRoot,
  kind: DialogKind,
  declaration: DialogDeclaration,
  { onClose, ...options }: PlainOverlayOptions = {},
): PlainOverlay | null {
  const key = readyKey(handle, kind);
  const prepared = ready.get(key);
  ready.delete(key);
  prepared?.stop();
  const view = declaration.view(handle, kind, options);
  const usable = prepared?.current && prepared.shape === view.shape;
  const root = usable ? prepared.root : document.createElement('div');
  const draw = (markup: MarkupElement | null = view.describe()) => drawInto(root, markup);
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
