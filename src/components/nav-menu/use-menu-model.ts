import { useStore } from '@nanostores/react';
import { buildHeaderModel } from '../../menu/model';
import type { HeaderModel } from '../../menu/types';
import { checkAgainstTables } from '../../menu/document/check-tables';
import type { MenuDocument } from '../../menu/document/schema';
import { $menuDocument } from '../../stores/menus';
import { $headerModel, provideMenuBuilder } from '../../stores/model';

// Panels and drawers load with the menu tables: hand the builder to the shared store as soon as they load.
provideMenuBuilder(buildHeaderModel);

// With the tables here, what a navigation document does to the built-in entries is checked: reported once each.
const reported = new WeakSet<MenuDocument>();
$menuDocument.subscribe((document) => {
  if (!document || reported.has(document)) return;
  reported.add(document);
  for (const line of checkAgainstTables(document).warnings) console.warn(`[ex-header] menus: ${line}`);
});

/** The full menu model (panels, drawers); null only if the builder has not been provided. */
export function useMenuModel(): HeaderModel | null {
  return useStore($headerModel);
}
