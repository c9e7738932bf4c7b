import type { HeaderModel, MenuGroup } from './types';

/** Finds a group of the full model by id: a navigation group or one of the account menus. */
export function findGroup(model: HeaderModel | null, id: string): MenuGroup | null {
  if (!model) return null;
  if (id === 'assets') return model.assets;
  if (id === 'orders') return model.orders;
  if (id === 'user') return model.user;
  return model.nav.find((group) => group.id === id) ?? null;
}
