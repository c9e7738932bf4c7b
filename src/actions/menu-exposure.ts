import { ExAnalyticsEvent, type Emit } from '../events';

/** The element that announces: its owner id and how it sends events. */
type Announcer = { ownerId: string; emit: Emit };

/** Panels the plain bar drew and announced, which the views then adopt: their opening is not announced twice. */
const announcedBeforeViews = new Set<string>();
const keyOf = (host: Pick<Announcer, 'ownerId'>, groupId: string) => `${host.ownerId}\n${groupId}`;

/**
 * Announces that a panel was shown (the exposure analytics event: the menu's id and the ids of its entries; a menu,
 * or the app download): once per opening, whether the plain bar drew it (`beforeViews`), the views did, or the views
 * adopted the plain bar's.
 */
export function announceExposure(
  host: Announcer,
  itemId: string,
  itemIds: readonly string[],
  { beforeViews = false } = {},
): void {
  const key = keyOf(host, itemId);
  if (beforeViews) announcedBeforeViews.add(key);
  else if (announcedBeforeViews.delete(key)) return;
  if (itemIds.length > 0) host.emit(new ExAnalyticsEvent({ type: 'exposure', itemId, itemIds: [...itemIds] }));
}

/** A panel the plain bar drew closed before the views came: its next opening is a new one. */
export function forgetExposure(host: Pick<Announcer, 'ownerId'>, groupId: string): void {
  announcedBeforeViews.delete(keyOf(host, groupId));
}
