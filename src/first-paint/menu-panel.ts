import { announceExposure, forgetExposure } from '../actions/menu-exposure';
import { entryStyles } from '../components/nav-menu/entry-styles';
import panelCss from '../components/dropdown/panel.css?inline';
import { addStyles } from '../internal/style-sheet';
import type { DropdownContent } from '../markup/controls';
import { describeGroupPanel } from '../markup/panel';
import { findGroup } from '../menu/find-group';
import { groupItemIds } from '../menu/item-id';
import { provideMenuModel } from '../menu/provide-model';
import { toDom } from '../render/markup-dom';
import type { HostHandle } from '../render/view';
import { $headerModel } from '../stores/model';
import { $panelInput } from '../stores/panel';

// The open panel's own styles come with the views too (src/components/dropdown/Dropdown.tsx); added once.
addStyles(panelCss, entryStyles);
provideMenuModel();

/** A menu panel's entries as the plain bar drew them, until the views adopt them. */
export interface PlainPanelContents {
  /** Stops redrawing: a change after this leaves the entries stale (and the view that adopts them draws anew). */
  freeze(): void;
  stale(): boolean;
  /** The panel closed before the views came (`announced`: it shows again at once, in a redrawn bar: one opening). */
  close(options?: { announced?: boolean }): void;
}

const groupIdsOf = (content: DropdownContent): readonly string[] =>
  content.type === 'menu' ? [content.groupId] : content.type === 'more-menus' ? content.groupIds : [];

/**
 * Draws an open menu's entries with plain DOM (script-tag build, before React has loaded): the markup of
 * src/markup/panel.ts from the same stores as the views' GroupPanel, so React adopts these nodes as they are. Kept up
 * to date (the API's market symbols, a locale file) until the views take over.
 */
export function drawMenuPanel(
  host: HostHandle,
  panel: HTMLElement,
  content: DropdownContent,
  { announce = true } = {},
): PlainPanelContents {
  const titled = content.type === 'more-menus';
  let frozen = false;
  let stale = false;
  const groups = () => {
    const model = $headerModel.get();
    return groupIdsOf(content).flatMap((id) => findGroup(model, id) ?? []);
  };
  const draw = () => {
    if (frozen) {
      stale = true;
      return;
    }
    const input = $panelInput.get();
    // The entry that has focus keeps it when the entries are drawn again (the markets' symbols arrived, say).
    const focused = (panel.getRootNode() as ShadowRoot).activeElement?.getAttribute('data-item-id');
    panel.replaceChildren(
      ...groups()
        .flatMap((group) => describeGroupPanel(group, input, titled))
        .map((markup) => toDom(markup)),
    );
    if (focused) panel.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(focused)}"]`)?.focus();
  };
  // An icon that does not load leaves no broken-image mark (error events do not bubble: caught on the way down).
  const hideBrokenIcon = (event: Event) => {
    if (event.target instanceof HTMLImageElement) event.target.hidden = true;
  };
  panel.addEventListener('error', hideBrokenIcon, true);
  const stopModel = $headerModel.listen(draw);
  const stopInput = $panelInput.listen(draw);
  draw();
  if (announce)
    for (const group of groups()) announceExposure(host, group.id, groupItemIds(group), { beforeViews: true });
  return {
    freeze: () => void (frozen = true),
    stale: () => stale,
    close({ announced = false } = {}) {
      stopModel();
      stopInput();
      panel.removeEventListener('error', hideBrokenIcon, true);
      if (!announced) for (const id of groupIdsOf(content)) forgetExposure(host, id);
    },
  };
}
