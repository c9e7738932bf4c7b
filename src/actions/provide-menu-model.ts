import { startAccountData } from './account-data';
import { checkAgainstTables } from '../menu/document/check-tables';
import type { MenuDocument } from '../menu/document/schema';
import { buildHeaderModel } from '../menu/model';
import { $menuDocument } from '../stores/menus';
import { provideMenuBuilder } from '../stores/model';

let provided = false;

/**
 * Called by whatever draws a panel or a drawer (before React or with it, prefetched when the browser is idle after the
 * first paint), once per page: the menu tables and their builder go to the shared model store (src/stores/model.ts);
 * the signed-in user's account data the model shows (trader-pro check, rewards) starts loading, each call when idle
 * and once per page (src/actions/account-data.ts); and what a navigation document does to the built-in entries is
 * checked against the tables, reported once each.
 */
export function provideMenuModel(): void {
  if (provided) return;
  provided = true;
  provideMenuBuilder(buildHeaderModel);
  startAccountData();
  const reported = new WeakSet<MenuDocument>();
  $menuDocument.subscribe((document) => {
    if (!document || reported.has(document)) return;
    reported.add(document);
    for (const line of checkAgainstTables(document).warnings) console.warn(`[ex-header] menus: ${line}`);
  });
}
