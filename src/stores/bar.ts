import { computed } from 'nanostores';
import { buildWithMenus, menuContextOf } from '../menu/context';
import { buildBarModel } from '../menu/groups';
import type { MenuContext } from '../menu/types';
import { $config, $mode, $simulationInfo, $unifiedPage, $user } from './account';
import { $flags } from './flags';
import { $locale } from './locale';
import { $menuDocument, $menusPending } from './menus';
import { $path } from './path';
import { $guestSite, $siteBaseSetting, pageOrigin } from './endpoints';

/** The menus' context from the page's state: the bar's model reads it, the panels' model adds the API's answers. */
export const $menuContext = computed(
  [$locale, $path, $user, $mode, $unifiedPage, $flags, $config, $simulationInfo, $menuDocument, $siteBaseSetting],
  (locale, path, user, mode, unifiedPage, flags, config, simulationInfo, menus, siteBase): MenuContext =>
    menuContextOf({
      locale,
      path,
      user,
      mode,
      unifiedPage,
      flags,
      config,
      simulationInfo,
      menus,
      siteBase,
      pageOrigin: pageOrigin(),
    }),
);

/** Where the header's internal links go (menu/site.ts): the locale, and the exchange's site on a guest page. */
export const $linkSite = computed([$locale, $guestSite], (locale, site) => ({ locale, site }));

/** What the bar shows at first paint (group triggers, auth links, badges); the panels use $headerModel. */
export const $barModel = computed([$menuContext, $menusPending], (context, pending) => {
  const model = buildWithMenus(buildBarModel, context);
  // While a navigation document is on its way the nav groups wait: neither the built-in ones nor a swap.
  return pending ? { ...model, nav: [] } : model;
});
