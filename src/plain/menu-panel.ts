import { announceExposure, forgetExposure } from '../actions/menu-exposure';
import { addStyles } from '../internal/style-sheet';
import type { DropdownContent } from '../markup/controls';
import { patchChildren } from '../render/markup-patch';
import type { HostHandle } from '../protocol/view';
import { panel as panelView, type PanelState } from '../views/panel';
import { valuesOf } from '../internal/store-values';

// The open panel's own styles come with React's panel too; added once.
addStyles(...panelView.styles);

/** A panel's entries as the plain bar drew them, until the views adopt them. */
export interface PlainPanelContents {
  /** Stops redrawing (the views adopt the entries as they are, and draw any change after). */
  freeze(): void;
  /** The panel closed before the views came (`announced`: it shows again at once, in a redrawn bar: one opening). */
  close(options?: { announced?: boolean }): void;
}

/**
 * Draws an open panel's contents with plain DOM (script-tag build, before React has loaded): a menu's entries, the
 * user menu, "More menus" or the app download, from the same descriptions (src/markup/) and stores the views render,
 * so React adopts these nodes as they are. Kept up to date (the API's market symbols, a locale file, logout starting)
 * until the views take over; a redraw keeps the nodes that still fit.
 */
export function drawMenuPanel(
  host: HostHandle,
  panel: HTMLElement,
  content: DropdownContent,
  { announce = true } = {},
): PlainPanelContents {
  let frozen = false;
  // Only what this panel reads (an unwatched derived store computes when read).
  const reads = panelView.reads(content);
  const state = () => valuesOf(reads) as PanelState;
  const draw = () => {
    if (!frozen) patchChildren(panel, panelView.describe(content, state()));
  };
  const stops = Object.values(reads).map((store) => store.listen(draw));
  draw();
  if (announce)
    for (const { id, itemIds } of panelView.exposures(content, state()))
      announceExposure(host, id, itemIds, { beforeViews: true });
  return {
    freeze: () => void (frozen = true),
    close({ announced = false } = {}) {
      for (const stop of stops) stop();
      if (!announced) for (const id of panelView.exposureIds(content)) forgetExposure(host, id);
    },
  };
}

// The plain renderer's one dialog driver (src/plain/overlay-root.ts): the bar readies its dialogs when idle,
// once this script has run.
export { drawOverlay, forgetPreparedOverlays, prepareOverlay } from './overlay-root';
// The menus' behaviour and their top-layer placement come with their panels' code, after the first frame: the core
// only catches what a reader asks of a menu before then (src/plain/dropdowns.ts).
export { dropdownBehaviour } from '../behaviour/dropdown';
export { showInTopLayer } from '../behaviour/panel-dom';
