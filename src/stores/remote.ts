import { atom, onMount } from 'nanostores';
import type { SymbolHints } from '../menu/types';
import { api } from './api';
import { readyAhead } from '../internal/ready-ahead';

const UNKNOWN_SYMBOLS: SymbolHints = { coinPerpetual: null, coinDelivery: null };

/** Contract symbols the menu needs (first Coin-M perpetual and delivery symbol); null while unknown. */
export const $symbolHints = atom<SymbolHints>(UNKNOWN_SYMBOLS);
/** Trader-pro check result: the signed-in user's TraderPro uid, null when none or not (yet) known. */
export const $traderProUid = atom<string | null>(null);
/** Rewards amount (points) from the redicon call; 0 when unknown. */
export const $rewardsAmount = atom<number>(0);

// Only the Coin-M settled entry needs the symbol list: loaded once per page (deduplicated in src/api) when idle.
onMount($symbolHints, () => {
  let live = true;
  const cancel = readyAhead(() => {
    void api()
      .then(({ loadCoinSymbolHints }) => loadCoinSymbolHints())
      .then((hints) => {
        if (live) $symbolHints.set(hints);
      })
      .catch((error: unknown) =>
        console.warn('[ex-header] Contract symbols are unavailable; the settled Coin-M entry stays hidden.', error),
      );
  });
  return () => {
    live = false;
    cancel();
  };
});

/**
 * The account-data loader (account-data.ts) has started: it runs once per page, whichever lazily loaded copy of it
 * (menu panels, drawers) starts first.
 */
export const $accountDataStarted = atom<boolean>(false);
