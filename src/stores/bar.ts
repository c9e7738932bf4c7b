import { computed } from 'nanostores';
import { translatorFor } from '../i18n/texts';
import type { BarInput } from '../markup/bar';
import { buildBarModel } from '../menu/groups';
import type { MenuContext } from '../menu/types';
import { $config, $mode, $simulationInfo, $unifiedPage, $user } from './account';
import { $flags } from './flags';
import { $language, $locale, $textLocale } from './locale';
import { $menuDocument, $menusPending } from './menus';
import { $path } from './path';
import { $theme } from './theme';
import { $unit } from './unit';

const NO_SYMBOLS = { coinPerpetual: null, coinDelivery: null };

/** The menus' context from the page's state: the bar's model reads it, the panels' model adds the API's answers. */
export const $menuContext = computed(
  [$locale, $path, $user, $mode, $unifiedPage, $flags, $config, $simulationInfo, $menuDocument],
  (locale, path, user, mode, unifiedPage, flags, config, simulationInfo, menus): MenuContext => ({
    locale,
    path,
    user,
    mode,
    unifiedPage,
    flags,
    config,
    simulationInfo,
    symbols: NO_SYMBOLS,
    menus,
  }),
);

/**
 * A model built with the navigation document; should a document the reader never saw break it (a cached copy changed
 * in storage by hand), built without it, with one warning: the bar never goes blank.
 */
export function buildWithMenus<T>(build: (context: MenuContext) => T, context: MenuContext): T {
  if (!context.menus) return build(context);
  try {
    return build(context);
  } catch (error) {
    console.warn(
      `[ex-header] the navigation document could not be used (${error instanceof Error ? error.message : String(error)}); the built-in menus show.`,
    );
    return build({ ...context, menus: null });
  }
}

/** What the bar shows at first paint (group triggers, auth links, badges); the panels use $headerModel. */
export const $barModel = computed([$menuContext, $menusPending], (context, pending) => {
  const model = buildWithMenus(buildBarModel, context);
  // While a navigation document is on its way the nav groups wait: neither the built-in ones nor a swap.
  return pending ? { ...model, nav: [] } : model;
});

/** Everything the bar's markup is described from (src/markup/bar.ts): the first paint and a server read this. */
export const $barInput = computed(
  [$barModel, $theme, $language, $textLocale, $flags, $unit],
  (model, theme, language, textLocale, flags, unit): BarInput => ({
    model,
    theme,
    language,
    unit,
    languageSetting: flags.languageSetting,
    t: translatorFor(textLocale),
  }),
);
