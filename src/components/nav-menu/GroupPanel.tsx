import { useEffect } from 'react';
import { ExAnalyticsEvent } from '../../events';
import type { HeaderModel, MenuEntry, MenuGroup } from '../../menu/types';
import { UserPanel } from '../account/UserPanel';
import { useAccountAction } from '../account/use-account-action';
import { useHost } from '../host';
import { useT } from '../use-t';
import { groupItemIds } from './item-id';
import { MenuPanel } from './MenuPanel';
import { useMenuModel } from './use-menu-model';

export type GroupId = MenuGroup['id'];

/** Finds a group of the full model by id: a navigation group or one of the account menus. */
export function findGroup(model: HeaderModel | null, id: GroupId): MenuGroup | null {
  if (!model) return null;
  if (id === 'assets') return model.assets;
  if (id === 'orders') return model.orders;
  if (id === 'user') return model.user;
  return model.nav.find((group) => group.id === id) ?? null;
}

interface GroupPanelProps {
  groupId: GroupId;
  onAction?: (entry: MenuEntry) => void;
  /** Show the group's name above its entries (the collapsed "More menus" list). */
  titled?: boolean;
}

/** The contents of one menu's dropdown (loaded with the first panel); announces an exposure analytics event. */
export function GroupPanel({ groupId, onAction, titled = false }: GroupPanelProps) {
  const t = useT();
  const { emit } = useHost();
  // Action entries (copy UID, mode changes, logout) run through the account actions unless the caller handles them.
  const runAccountAction = useAccountAction();
  const act = onAction ?? runAccountAction;
  const group = findGroup(useMenuModel(), groupId);
  const itemIds = group ? groupItemIds(group) : [];
  const itemKey = itemIds.join(',');
  useEffect(() => {
    if (itemKey) emit(new ExAnalyticsEvent({ type: 'exposure', itemId: groupId, itemIds: itemKey.split(',') }));
  }, [emit, groupId, itemKey]);
  if (!group) return null;
  if (group.id === 'user') return <UserPanel group={group as MenuGroup<'user'>} onAction={act} />;
  if (!titled) return <MenuPanel group={group} onAction={act} />;
  return (
    <div className="ex-overflow__group" data-menu={group.id} role="group" aria-label={group.label ?? t(group.labelKey)}>
      <p className="ex-overflow__title" aria-hidden="true">
        {group.label ?? t(group.labelKey)}
      </p>
      <MenuPanel group={group} onAction={act} />
    </div>
  );
}
