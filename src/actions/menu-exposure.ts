import { ExAnalyticsEvent } from '../events';
import { groupItemIds } from '../menu/item-id';
import type { MenuGroup } from '../menu/types';
import type { HostHandle } from '../render/view';

/** Panels the plain bar drew and announced, which the views then adopt: their opening is not announced twice. */
const announcedBeforeViews = new Set<string>();
const keyOf = (host: Pick<HostHandle, 'ownerId'>, groupId: string) => `${host.ownerId}\n${groupId}`;

/**
 * Announces that a menu's panel was shown (the exposure analytics event, with the ids of its entries): once per
 * opening, whether the plain bar drew it (`beforeViews`), the views did, or the views adopted the plain bar's.
 */
export function announceExposure(
  host: Pick<HostHandle, 'ownerId' | 'emit'>,
  group: MenuGroup,
  { beforeViews = false } = {},
): void {
  const key = keyOf(host, group.id);
  if (beforeViews) announcedBeforeViews.add(key);
  else if (announcedBeforeViews.delete(key)) return;
  const itemIds = groupItemIds(group);
  if (itemIds.length > 0) host.emit(new ExAnalyticsEvent({ type: 'exposure', itemId: group.id, itemIds }));
}

/** A panel the plain bar drew closed before the views came: its next opening is a new one. */
export function forgetExposure(host: Pick<HostHandle, 'ownerId'>, groupId: string): void {
  announcedBeforeViews.delete(keyOf(host, groupId));
}
