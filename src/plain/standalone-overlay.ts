import type { FirstPaint } from '../protocol/first-paint';
import type { OverlayElementOptions, ShownOverlay } from '../protocol/overlay-options';
import type { HostHandle } from '../protocol/view';
import { $overlay, closeOverlay, openOverlay } from '../stores/overlay';
import { loadedFeature } from '../internal/loader';
import { loadPlainDialog, showPlainDialog, type ShownDialog } from './plain-dialog';
import { paintFlowView } from './flow-view';

const sameShown = (a: ShownOverlay, b: ShownOverlay): boolean =>
  a.kind === b.kind && a.options?.variant === b.options?.variant && a.options?.action === b.options?.action;

/**
 * A standalone overlay element (a dialog or drawer on its own, elements/overlay-element.ts) before React: while it is
 * `open`, what it shows (its options say, from its attributes) is drawn with plain DOM by the plain dialog driver from
 * its declaration, so a host's first `open` does not wait for React; a reader's closing removes `open`, as the
 * element's contract says. React takes the element over only once it has closed.
 */
export function paintStandalone(handle: HostHandle, root: ShadowRoot, options: OverlayElementOptions): FirstPaint {
  // One that shows a view in the page flow (<ex-lang-modal inline>) does so from the start, without `open`.
  const flow = options.flow?.(handle.own.get());
  if (flow) return paintFlowView(handle, root, flow);
  const pageWide = options.pageWide === true;
  let shown: { overlay: ShownOverlay; dialog: ShownDialog } | null = null;
  let frozen = false;
  const close = () => handle.host.removeAttribute('open');
  const hide = () => {
    if (!shown) return;
    const { overlay, dialog } = shown;
    shown = null;
    dialog.hide();
    if (pageWide) closeOverlay(overlay.kind, handle.ownerId);
  };
  const follow = () => {
    const own = handle.own.get();
    const next = own.open === true && !frozen ? options.shows(own) : null;
    if (shown && next && sameShown(shown.overlay, next)) return;
    hide();
    if (!next) return;
    if (pageWide) openOverlay(next.kind, handle.ownerId);
    // One that cannot be drawn closes the element, as its React view does when its code cannot load.
    shown = { overlay: next, dialog: showPlainDialog(handle, root, next.kind, { ...next.options, onClose: close }) };
  };
  // Another overlay opening, page-wide, closes a page-wide one here (one at a time).
  const stopPage = $overlay.listen((open) => {
    if (pageWide && shown && (open?.owner !== handle.ownerId || open.kind !== shown.overlay.kind)) close();
  });
  const stopOwn = handle.own.listen(follow);
  follow();
  const stop = () => {
    stopOwn();
    stopPage();
  };
  return {
    freeze: () => {
      frozen = true;
    },
    pending: () => shown?.dialog.closed ?? null,
    release: stop,
    dispose: () => {
      stop();
      hide();
    },
  };
}

/**
 * Readies what the element opens as the bar readies its dialogs: its scripts run, then it is drawn and laid out ahead
 * (src/plain/overlay-root.ts `prepareOverlay`), so that its first `open` only shows it. Returns what forgets it (the
 * element went, or React took it over).
 */
export function readyStandalone(handle: HostHandle, root: ShadowRoot, options: OverlayElementOptions): () => void {
  const shown = options.shows(handle.own.get());
  let live = true;
  // A failure surfaces, logged by the loader, when the element opens.
  if (shown)
    loadPlainDialog(shown.kind).then(
      ({ driver, declaration }) => live && driver.prepareOverlay(handle, root, shown.kind, declaration),
      () => undefined,
    );
  return () => {
    live = false;
    loadedFeature('plain-menu-panel')?.forgetPreparedOverlays(handle);
  };
}
