import type { OverlayKind } from '../stores/overlay';

/**
 * The overlays the plain bar draws itself before React: the language dialog (src/first-paint/lang-dialog.ts), the
 * theme dialog, and the navigation, preferences and account drawers (overlays.ts).
 */
export type PlainOverlayKind = 'lang' | 'theme' | 'drawer:nav' | 'drawer:user' | 'drawer:preferences';

export const isPlainOverlay = (kind: OverlayKind): kind is PlainOverlayKind =>
  kind === 'lang' || kind === 'theme' || kind.startsWith('drawer:');

/** The feature script that draws it: the language dialog's is its own, loaded only when a reader asks for it. */
export const plainOverlayFeature = (kind: PlainOverlayKind) =>
  kind === 'lang' ? ('plain-lang-dialog' as const) : ('plain-menu-panel' as const);

/** The plain overlay a control opens, or null. */
export function plainOverlayOf(control: Element): PlainOverlayKind | null {
  const dialog = control.matches('button[data-overlay-trigger]') ? control.getAttribute('data-overlay-trigger') : null;
  const drawer = control.matches('button[data-drawer]') ? control.getAttribute('data-drawer') : null;
  const kind = (dialog ?? (drawer ? `drawer:${drawer}` : null)) as OverlayKind | null;
  return kind && isPlainOverlay(kind) ? kind : null;
}

/** An overlay or the toasts the plain bar drew (src/first-paint/overlay-root.ts, toasts.ts), or a node inside one. */
export const PLAIN_OVERLAY_ROOT = '.ex-overlay-root, .ex-toast-root';
