import { computed } from 'nanostores';
import { buildHeaderModel } from '../menu/model';
import { $config, $mode, $simulationInfo, $unifiedPage, $user } from './account';
import { $flags } from './flags';
import { $locale } from './locale';
import { $path } from './path';
import { $rewardsAmount, $symbolHints, $traderProUid } from './remote';

/** Everything the header shows, derived from the shared stores by the pure menu model. */
export const $headerModel = computed(
  [$locale, $path, $user, $mode, $unifiedPage, $flags, $config, $simulationInfo, $symbolHints, $traderProUid, $rewardsAmount],
  (locale, path, user, mode, unifiedPage, flags, config, simulationInfo, symbols, traderProUid, rewardsAmount) =>
    buildHeaderModel({
      locale,
      path,
      user,
      mode,
      unifiedPage,
      flags,
      config,
      simulationInfo,
      symbols,
      traderProUid,
      rewardsAmount,
    }),
);
