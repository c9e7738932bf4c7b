import { loadedFeature, loadFeature } from '../internal/loader';
import type { FirstPaint } from '../render/first-paint';
import type { HostHandle } from '../render/view';
import { $overlay, closeOverlay, openOverlay, type DrawerKind } from '../stores/overlay';
import type { DrawOverlay, PlainOverlay, PlainOverlayOptions } from './overlay-root';
import { plainOverlayFeature, type PlainOverlayKind } from './plain-overlays';

/** What a standalone element shows while `open`, from its own attributes (null: nothing the plain renderer draws). */
export interface StandaloneOverlay {
  kind: PlainOverlayKind;
  /** It joins the page-wide overlay store (one overlay at a time), as the element's React view does. */
  pageWide: boolean;
  variant?: PlainOverlayOptions['variant'];
  action?: string;
}

/**
 * A standalone overlay element (<ex-theme-modal>, <ex-drawer>, <ex-lang-modal> as a dialog, <ex-security-dialog>)
 * before React: while it is `open`, its overlay is drawn with plain DOM by the code the bar's own overlays use
 * (src/first-paint/overlays.ts, lang-dialog.ts) or its own (security-dialog.ts), so a host's first `open` does not
 * wait for React; a reader's closing removes `open`, as the element's contract says. React takes the element over
 * only once the overlay has closed.
 */
function standaloneOverlayPainter(overlayOf: (own: Record<string, unknown>) => StandaloneOverlay | null) {
  return (handle: HostHandle, root: ShadowRoot): FirstPaint => {
    let shown: {
      overlay: StandaloneOverlay;
      drawn: PlainOverlay | null;
      done: () => void;
      closed: Promise<void>;
    } | null = null;
    let frozen = false;
    const close = () => handle.host.removeAttribute('open');
    const hide = () => {
      if (!shown) return;
      const { overlay, drawn, done } = shown;
      shown = null;
      drawn?.close();
      if (overlay.pageWide) closeOverlay(overlay.kind, handle.ownerId);
      done();
    };
    const follow = () => {
      const own = handle.own.get();
      const next = own.open === true && !frozen ? overlayOf(own) : null;
      if (
        shown &&
        next &&
        shown.overlay.kind === next.kind &&
        shown.overlay.variant === next.variant &&
        shown.overlay.action === next.action
      )
        return;
      hide();
      if (!next) return;
      let done!: () => void;
      const closed = new Promise<void>((resolve) => (done = resolve));
      const current: NonNullable<typeof shown> = { overlay: next, drawn: null, done, closed };
      shown = current;
      if (next.pageWide) openOverlay(next.kind, handle.ownerId);
      const feature = plainOverlayFeature(next.kind);
      const draw = (module: { drawOverlay: DrawOverlay }) => {
        if (shown !== current) return;
        const { variant, action } = next;
        current.drawn = module.drawOverlay(handle, root, next.kind, { onClose: close, variant, action });
        if (!current.drawn) close();
      };
      const loaded = loadedFeature(feature);
      if (loaded) draw(loaded);
      else
        loadFeature(feature).then(draw, () => {
          // The loader logged why; the element closes, as its React view does when its code cannot load.
          if (shown === current) close();
        });
    };
    // Another overlay opening, page-wide, closes a page-wide one here (one at a time).
    const stopPage = $overlay.listen((open) => {
      if (shown?.overlay.pageWide && (open?.owner !== handle.ownerId || open.kind !== shown.overlay.kind)) close();
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
        return { layout: null, visibleMenus: null };
      },
      pending: () => shown?.closed ?? null,
      release: stop,
      dispose: () => {
        stop();
        hide();
      },
    };
  };
}

type StandaloneTag = 'ex-theme-modal' | 'ex-drawer' | 'ex-lang-modal' | 'ex-security-dialog';

/** What each standalone element shows while open (an inline language picker is drawn by inline-picker.ts). */
const OVERLAY_OF: Record<StandaloneTag, (own: Record<string, unknown>) => StandaloneOverlay | null> = {
  'ex-theme-modal': () => ({ kind: 'theme', pageWide: false }),
  'ex-drawer': (own) => ({ kind: `drawer:${own.kind as DrawerKind}`, pageWide: true }),
  'ex-lang-modal': (own) =>
    own.inline === true ? null : { kind: 'lang', pageWide: false, variant: own.variant as 'default' | 'wide' },
  'ex-security-dialog': (own) => ({ kind: 'security', pageWide: true, action: String(own.action ?? '') }),
};

export const paintStandalone = (tag: StandaloneTag, handle: HostHandle, root: ShadowRoot): FirstPaint =>
  standaloneOverlayPainter(OVERLAY_OF[tag])(handle, root);

/** Fetches and runs the script that draws what the element opens, so that its first `open` only draws. */
export function readyStandalone(tag: StandaloneTag, own: Record<string, unknown>): void {
  const overlay = OVERLAY_OF[tag](own);
  // A failure surfaces, logged by the loader, when the element opens.
  if (overlay) loadFeature(plainOverlayFeature(overlay.kind)).catch(() => undefined);
}
