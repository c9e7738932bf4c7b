import { announceExposure, forgetExposure } from '../actions/menu-exposure';
import { entryStyles } from '../styles/entries';
import panelCss from '../styles/panel.css?inline';
import accountCss from '../styles/user-panel.css?inline';
import downloadCss from '../styles/download-panel.css?inline';
import { addStyles } from '../internal/style-sheet';
import type { DropdownContent } from '../markup/controls';
import { describeDownloadPanel } from '../markup/download-panel';
import type { Markup } from '../markup/node';
import { describeGroupPanel } from '../markup/panel';
import { describeUserPanel } from '../markup/user-panel';
import { findGroup } from '../menu/find-group';
import { groupItemIds } from '../menu/item-id';
import { provideMenuModel } from '../actions/provide-menu-model';
import type { MenuGroup } from '../menu/types';
import { patchChildren } from '../render/markup-patch';
import type { HostHandle } from '../render/view';
import { $headerModel } from '../stores/model';
import { $downloadPanelInput, $panelInput, $userPanelInput } from '../markup/inputs';

// The open panel's own styles come with the views too (src/components/dropdown/Dropdown.tsx and the panels); added once.
addStyles(panelCss, entryStyles, accountCss, downloadCss);
provideMenuModel();

/** A panel's entries as the plain bar drew them, until the views adopt them. */
export interface PlainPanelContents {
  /** Stops redrawing (the views adopt the entries as they are, and draw any change after). */
  freeze(): void;
  /** The panel closed before the views came (`announced`: it shows again at once, in a redrawn bar: one opening). */
  close(options?: { announced?: boolean }): void;
}

const groupIdsOf = (content: DropdownContent): readonly string[] =>
  content.type === 'menu' ? [content.groupId] : content.type === 'more-menus' ? content.groupIds : [];

/** What a panel announces as shown: each menu by its id, or the app download. */
const exposureIdsOf = (content: DropdownContent): readonly string[] =>
  content.type === 'download' ? ['download'] : groupIdsOf(content);

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
  const titled = content.type === 'more-menus';
  let frozen = false;
  const groups = () => {
    const model = $headerModel.get();
    return groupIdsOf(content).flatMap((id) => findGroup(model, id) ?? []);
  };
  const describe = (): Markup[] => {
    if (content.type === 'download') return describeDownloadPanel($downloadPanelInput.get());
    const input = $panelInput.get();
    return groups().flatMap((group) =>
      group.id === 'user'
        ? [describeUserPanel(group as MenuGroup<'user'>, $userPanelInput.get())]
        : describeGroupPanel(group, input, titled),
    );
  };
  const draw = () => {
    if (!frozen) patchChildren(panel, describe());
  };
  const inputs = content.type === 'download' ? [$downloadPanelInput] : [$headerModel, $userPanelInput];
  const stops = inputs.map((store) => store.listen(draw));
  draw();
  if (announce) {
    if (content.type === 'download')
      announceExposure(
        host,
        'download',
        $downloadPanelInput.get().links.map((link) => link.id),
        { beforeViews: true },
      );
    for (const group of groups()) announceExposure(host, group.id, groupItemIds(group), { beforeViews: true });
  }
  return {
    freeze: () => void (frozen = true),
    close({ announced = false } = {}) {
      for (const stop of stops) stop();
      if (!announced) for (const id of exposureIdsOf(content)) forgetExposure(host, id);
    },
  };
}

export { drawOverlay, prepareOverlay, warmOverlay } from './overlays';
// The menus' behaviour and their top-layer placement come with their panels' code, after the first frame: the core
// only catches what a reader asks of a menu before then (src/first-paint/dropdowns.ts).
export { dropdownBehaviour } from '../behaviour/dropdown';
export { showInTopLayer } from '../behaviour/panel-dom';
export { forgetPreparedOverlays } from './overlay-root';
