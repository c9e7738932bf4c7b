import { useStore } from '@nanostores/react';
import { provideMenuModel } from '../../actions/provide-menu-model';
import type { HeaderModel } from '../../menu/types';
import { $headerModel } from '../../stores/model';

provideMenuModel();

/** The full menu model (panels, drawers); null only if the builder has not been provided. */
export function useMenuModel(): HeaderModel | null {
  return useStore($headerModel);
}
