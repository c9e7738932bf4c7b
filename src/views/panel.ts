import { provideMenuModel } from '../actions/provide-menu-model';
import type { DropdownContent } from '../markup/controls';
import { describeDownloadPanel } from '../markup/download-panel';
import type { Markup } from '../markup/node';
import { describeGroupPanel } from '../markup/panel';
import { describeUserPanel } from '../markup/user-panel';
import { findGroup } from '../menu/find-group';
import { groupItemIds } from '../menu/item-id';
import type { HeaderModel, MenuGroup } from '../menu/types';
import downloadCss from '../styles/download-panel.css?inline';
import { entryStyles } from '../styles/entries';
import panelCss from '../styles/panel.css?inline';
import accountCss from '../styles/user-panel.css?inline';
import type { ViewReads, ViewState } from './view-state';
import { $headerModel } from '../stores/model';
import { $downloadPanelInput, $panelInput, $userPanelInput } from '../markup/inputs';

/** What a panel's contents are drawn from, by view store (src/views/view-state.ts). */
type PanelStore = 'headerModel' | 'panelInput' | 'userPanelInput' | 'downloadPanelInput';
export type PanelState = Pick<ViewState, PanelStore>;
const MENU_READS: ViewReads<PanelStore> = {
  headerModel: $headerModel,
  panelInput: $panelInput,
  userPanelInput: $userPanelInput,
} as ViewReads<PanelStore>;
const DOWNLOAD_READS = { downloadPanelInput: $downloadPanelInput } as ViewReads<PanelStore>;

/** What an open panel showed, for the exposure analytics event: a menu by its id and its entries' ids, or the download. */
export interface PanelExposure {
  id: string;
  itemIds: readonly string[];
}

// The menus' panels show the menu model: whoever loads them first provides its builder.
provideMenuModel();

const groupIdsOf = (content: DropdownContent): readonly string[] =>
  content.type === 'menu' ? [content.groupId] : content.type === 'more-menus' ? content.groupIds : [];

const groupsOf = (content: DropdownContent, model: HeaderModel | null) =>
  groupIdsOf(content).flatMap((id) => findGroup(model, id) ?? []);

/**
 * An open dropdown's contents, declared once (a menu's entries, the user menu, "More menus", the app download): the
 * plain renderer draws them (src/plain/menu-panel.ts) and React's one panel (src/components/panel/) adopts and
 * draws the same description.
 */
export const panel = {
  styles: [panelCss, entryStyles, accountCss, downloadCss],
  /** The stores it is drawn from, which redraw it: what `describe` and `exposures` read of the state. */
  reads: (content: DropdownContent): ViewReads<PanelStore> =>
    content.type === 'download' ? DOWNLOAD_READS : MENU_READS,
  describe(content: DropdownContent, state: PanelState): Markup[] {
    if (content.type === 'download') return describeDownloadPanel(state.downloadPanelInput);
    const titled = content.type === 'more-menus';
    return groupsOf(content, state.headerModel).flatMap((group) =>
      group.id === 'user'
        ? [describeUserPanel(group as MenuGroup<'user'>, state.userPanelInput)]
        : describeGroupPanel(group, state.panelInput, titled),
    );
  },
  exposures(content: DropdownContent, state: PanelState): PanelExposure[] {
    if (content.type === 'download')
      return [{ id: 'download', itemIds: state.downloadPanelInput.links.map((link) => link.id) }];
    return groupsOf(content, state.headerModel).map((group) => ({ id: group.id, itemIds: groupItemIds(group) }));
  },
  /** The ids it announces as shown, whatever it holds now. */
  exposureIds: (content: DropdownContent): readonly string[] =>
    content.type === 'download' ? ['download'] : groupIdsOf(content),
};
