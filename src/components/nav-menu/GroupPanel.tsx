import { useEffect } from 'react';
import { announceExposure } from '../../actions/menu-exposure';
import { findGroup } from '../../menu/find-group';
import { groupItemIds } from '../../menu/item-id';
import type { MenuGroup } from '../../menu/types';
import { describeGroupPanel } from '../../markup/panel';
import { describeUserPanel } from '../../markup/user-panel';
import { addStyles } from '../../internal/style-sheet';
import accountCss from '../../styles/user-panel.css?inline';
import { useHost } from '../host';
import { PanelMarkup } from './PanelMarkup';
import { useMenuModel } from './use-menu-model';
import { useViewStore } from '../view-store';

// The user menu's own styles come with the panels (the plain ones add them too).
addStyles(accountCss);

interface GroupPanelProps {
  groupId: string;
  /** Show the group's name above its entries (the collapsed "More menus" list). */
  titled?: boolean;
}

/**
 * The contents of one menu's dropdown (loaded with the first panel): the markup src/markup/panel.ts describes, the
 * same nodes the plain bar draws before React (which this adopts). Announces an exposure analytics event.
 */
export function GroupPanel({ groupId, titled = false }: GroupPanelProps) {
  const host = useHost();
  const input = useViewStore('panelInput');
  const userInput = useViewStore('userPanelInput');
  const group = findGroup(useMenuModel(), groupId);
  // Announced once per opening, and again only when the entries change.
  const itemKey = group ? groupItemIds(group).join() : '';
  useEffect(() => {
    if (itemKey) announceExposure(host, groupId, itemKey.split(','));
  }, [host, groupId, itemKey]);
  if (!group) return null;
  if (group.id === 'user') return <PanelMarkup markup={[describeUserPanel(group as MenuGroup<'user'>, userInput)]} />;
  return <PanelMarkup markup={describeGroupPanel(group, input, titled)} />;
}
