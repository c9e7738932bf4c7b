import { provideMenuModel } from '../../actions/provide-menu-model';
import type { HeaderModel } from '../../menu/types';
import { useViewStore } from '../view-store';

provideMenuModel();

/** The full menu model (panels, drawers); null only if the builder has not been provided. */
export function useMenuModel(): HeaderModel | null {
  return useViewStore('headerModel');
}
