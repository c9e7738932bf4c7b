import { computed } from 'nanostores';
import { buildBarModel } from '../menu/groups';
import { $config, $mode, $simulationInfo, $unifiedPage, $user } from './account';
import { $flags } from './flags';
import { $locale } from './locale';
import { $path } from './path';

const NO_SYMBOLS = { coinPerpetual: null, coinDelivery: null };

/** What the bar shows at first paint (group triggers, auth links, badges); the panels use $headerModel. */
export const $barModel = computed(
  [$locale, $path, $user, $mode, $unifiedPage, $flags, $config, $simulationInfo],
  (locale, path, user, mode, unifiedPage, flags, config, simulationInfo) =>
    buildBarModel({ locale, path, user, mode, unifiedPage, flags, config, simulationInfo, symbols: NO_SYMBOLS }),
);
