import { atom, computed } from 'nanostores';
import type { HeaderModel, MenuContext } from '../menu/types';
import { buildWithMenus } from '../menu/context';
import { $menuContext } from './bar';
import { $rewardsAmount, $symbolHints, $traderProUid } from './remote';

export type MenuBuilder = (context: MenuContext) => HeaderModel;

/**
 * The menu tables and their builder (menu/model.ts) load with the first panel or drawer, which hands the builder
 * over here; the store itself stays in the core so every element and feature shares one model.
 */
const $builder = atom<MenuBuilder | null>(null);

export function provideMenuBuilder(build: MenuBuilder): void {
  if ($builder.get() !== build) $builder.set(build);
}

/** Everything the panels and drawers show, derived from the shared stores; null until the builder has loaded. */
export const $headerModel = computed(
  [$menuContext, $symbolHints, $traderProUid, $rewardsAmount, $builder],
  (context, symbols, traderProUid, rewardsAmount, build) =>
    build ? buildWithMenus(build, { ...context, symbols, traderProUid, rewardsAmount }) : null,
);
