import { dialogOpenedBy } from '../behaviour/overlay-triggers';
import type { Markup } from '../markup/node';
import type { DialogKind } from '../stores/overlay';

/** The dialog or drawer a control opens, or null. */
export function plainOverlayOf(control: Element): DialogKind | null {
  return control.localName === 'button' ? dialogOpenedBy((name) => control.getAttribute(name)) : null;
}

/** The dialogs and drawers a described bar's buttons open, each once, in the bar's order. */
export function overlaysIn(markup: Markup, found = new Set<DialogKind>()): DialogKind[] {
  if (typeof markup === 'string') return [...found];
  const kind = markup.tag === 'button' ? dialogOpenedBy((name) => markup.attributes[name]) : null;
  if (kind) found.add(kind);
  for (const child of markup.children) overlaysIn(child, found);
  return [...found];
}

/** An overlay or the toasts the plain bar drew (src/plain/overlay-root.ts, toasts.ts), or a node inside one. */
export const PLAIN_OVERLAY_ROOT = '.ex-overlay-root, .ex-toast-root';
