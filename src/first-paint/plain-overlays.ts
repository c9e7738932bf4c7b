import type { Markup } from '../markup/node';
import type { OverlayKind } from '../stores/overlay';

/**
 * The overlays drawn with plain DOM before React: the language dialog (src/first-paint/lang-dialog.ts), the theme
 * dialog, the navigation, preferences and account drawers (overlays.ts), and <ex-security-dialog>'s
 * (security-dialog.ts).
 */
export type PlainOverlayKind = 'lang' | 'theme' | 'drawer:nav' | 'drawer:user' | 'drawer:preferences' | 'security';

export const isPlainOverlay = (kind: OverlayKind): kind is PlainOverlayKind =>
  kind === 'lang' || kind === 'theme' || kind === 'security' || kind.startsWith('drawer:');

/** The feature script that draws it: the language and security dialogs' are their own, loaded when one is asked for. */
export const plainOverlayFeature = (kind: PlainOverlayKind) =>
  kind === 'lang'
    ? ('plain-lang-dialog' as const)
    : kind === 'security'
      ? ('plain-security' as const)
      : ('plain-menu-panel' as const);

/** What the bar's own buttons open (the security dialog is an element's of its own). */
export type BarOverlayKind = Exclude<PlainOverlayKind, 'security'>;

/** The overlay a button opens, from its attributes (`data-overlay-trigger`, `data-drawer`), or null. */
function overlayOfButton(attribute: (name: string) => string | null | undefined): BarOverlayKind | null {
  const drawer = attribute('data-drawer');
  const kind = (attribute('data-overlay-trigger') ?? (drawer ? `drawer:${drawer}` : null)) as OverlayKind | null;
  return kind && kind !== 'security' && isPlainOverlay(kind) ? kind : null;
}

/** The plain overlay a control opens, or null. */
export function plainOverlayOf(control: Element): BarOverlayKind | null {
  return control.localName === 'button' ? overlayOfButton((name) => control.getAttribute(name)) : null;
}

/** The overlays a described bar's buttons open, each once, in the bar's order. */
export function overlaysIn(markup: Markup, found = new Set<BarOverlayKind>()): BarOverlayKind[] {
  if (typeof markup === 'string') return [...found];
  const kind = markup.tag === 'button' ? overlayOfButton((name) => markup.attributes[name]) : null;
  if (kind) found.add(kind);
  for (const child of markup.children) overlaysIn(child, found);
  return [...found];
}

/** An overlay or the toasts the plain bar drew (src/first-paint/overlay-root.ts, toasts.ts), or a node inside one. */
export const PLAIN_OVERLAY_ROOT = '.ex-overlay-root, .ex-toast-root';
