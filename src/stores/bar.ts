import { computed } from 'nanostores';
import { translate } from '../i18n/texts';
import type { BarInput } from '../markup/bar';
import { buildBarModel } from '../menu/groups';
import { $config, $mode, $simulationInfo, $unifiedPage, $user } from './account';
import { $flags } from './flags';
import { $language, $locale, $textLocale } from './locale';
import { $path } from './path';
import { $theme } from './theme';
import { $unit } from './unit';

const NO_SYMBOLS = { coinPerpetual: null, coinDelivery: null };

/** What the bar shows at first paint (group triggers, auth links, badges); the panels use $headerModel. */
export const $barModel = computed(
  [$locale, $path, $user, $mode, $unifiedPage, $flags, $config, $simulationInfo],
  (locale, path, user, mode, unifiedPage, flags, config, simulationInfo) =>
    buildBarModel({ locale, path, user, mode, unifiedPage, flags, config, simulationInfo, symbols: NO_SYMBOLS }),
);

/** Everything the bar's markup is described from (src/markup/bar.ts): the first paint and a server read this. */
export const $barInput = computed(
  [$barModel, $theme, $language, $textLocale, $flags, $unit],
  (model, theme, language, textLocale, flags, unit): BarInput => ({
    model,
    theme,
    language,
    unit,
    languageSetting: flags.languageSetting,
    t: (key, values) => translate(textLocale, key, values),
  }),
);
