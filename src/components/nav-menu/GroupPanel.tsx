import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { announceExposure } from '../../actions/menu-exposure';
import { findGroup } from '../../menu/find-group';
import { groupItemIds } from '../../menu/item-id';
import type { MenuEntry, MenuGroup } from '../../menu/types';
import { describeGroupPanel } from '../../markup/panel';
import { $panelInput } from '../../stores/panel';
import { UserPanel } from '../account/UserPanel';
import { useAccountAction } from '../account/use-account-action';
import { useHost } from '../host';
import { PanelMarkup } from './PanelMarkup';
import { useMenuModel } from './use-menu-model';

interface GroupPanelProps {
  groupId: string;
  onAction?: (entry: MenuEntry) => void;
  /** Show the group's name above its entries (the collapsed "More menus" list). */
  titled?: boolean;
}

/**
 * The contents of one menu's dropdown (loaded with the first panel): the markup src/markup/panel.ts describes, the
 * same nodes the plain bar draws before React (which this adopts). Announces an exposure analytics event.
 */
export function GroupPanel({ groupId, onAction, titled = false }: GroupPanelProps) {
  const host = useHost();
  // Action entries (copy UID, mode changes, logout) run through the account actions unless the caller handles them.
  const runAccountAction = useAccountAction();
  const act = onAction ?? runAccountAction;
  const input = useStore($panelInput);
  const group = findGroup(useMenuModel(), groupId);
  // Announced once per opening, and again only when the entries change.
  const itemKey = group ? groupItemIds(group).join() : '';
  useEffect(() => {
    if (itemKey) announceExposure(host, groupId, itemKey.split(','));
  }, [host, groupId, itemKey]);
  if (!group) return null;
  if (group.id === 'user') return <UserPanel group={group as MenuGroup<'user'>} onAction={act} />;
  return <PanelMarkup markup={describeGroupPanel(group, input, titled)} onAction={act} />;
}
