import { useStore } from '@nanostores/react';
import { buildHeaderModel } from '../../menu/model';
import type { HeaderModel } from '../../menu/types';
import { $headerModel, provideMenuBuilder } from '../../stores/model';

// Panels and drawers load with the menu tables: hand the builder to the shared store as soon as they load.
provideMenuBuilder(buildHeaderModel);

/** The full menu model (panels, drawers); null only if the builder has not been provided. */
export function useMenuModel(): HeaderModel | null {
  return useStore($headerModel);
}
