/**
 * The signed-in user's account data (spec sections 6 and 7): the trader-pro check ($traderProUid) and the rewards
 * amount ($rewardsAmount), both in remote.ts.
 *
 * - Both run only for a signed-in user; the trader-pro check not on a unified-account page.
 * - After the first paint: the loader starts with the first panel or drawer code (src/actions/provide-menu-model.ts, which
 *   the browser fetches when idle, or on a first click); each run waits for idle time, then goes through the page's API module (`api()`), whose per-page dedupe makes each call run once
 *   however many elements are on the page.
 * - A different user clears both values, invalidates that call's dedupe and runs it again; a visitor clears them.
 * - A failure (HTTP error, business code, timeout, no network) leaves the empty value, warns once per call, and is
 *   never an unhandled rejection: the header stays usable.
 *
 * This module holds no state of its own (only remote.ts's atoms and the running loader's closure), and
 * `$accountDataStarted` makes sure only one loader runs.
 */
import type { WritableAtom } from 'nanostores';
import { $unifiedPage, $user } from '../stores/account';
import { api, type ApiModule } from '../stores/api';
import { readyAhead } from '../internal/ready-ahead';
import { $accountDataStarted, $rewardsAmount, $traderProUid } from '../stores/remote';

interface AccountCall<T> {
  store: WritableAtom<T>;
  empty: T;
  /** Named in the one warning when it fails. */
  what: string;
  /** Whether it runs on this page for a signed-in user. */
  applies(): boolean;
  path(module: ApiModule): string;
  load(module: ApiModule): Promise<T>;
}

const TRADER_PRO: AccountCall<string | null> = {
  store: $traderProUid,
  empty: null,
  what: 'The trader-pro check',
  // Spec section 6: "Trader-pro check: runs unless on a unified-account page."
  applies: () => !$unifiedPage.get(),
  path: (module) => module.API_PATHS.traderProCheck,
  load: (module) => module.postTraderProCheck().then((answer) => answer.traderProUid),
};

const REWARDS: AccountCall<number> = {
  store: $rewardsAmount,
  empty: 0,
  what: 'The rewards amount',
  applies: () => true,
  path: (module) => module.API_PATHS.rewardsAmount,
  load: (module) => module.postRewardsAmount(),
};

/** Keeps one call's store in step with the user and page; returns its stop function. */
function follow<T>(call: AccountCall<T>): () => void {
  /** The userId the store's value is for (or is loading for); null: none. */
  let shownFor: string | null = null;
  /** The userId whose answer the API module's dedupe holds. */
  let requestedFor: string | null = null;
  let warned = false;
  let cancelIdle = (): void => undefined;

  const update = (): void => {
    const user = $user.get();
    const key = user && call.applies() ? user.userId : null;
    if (key === shownFor) return;
    cancelIdle();
    cancelIdle = () => undefined;
    shownFor = key;
    call.store.set(call.empty);
    if (key === null) return;
    cancelIdle = readyAhead(() => {
      api()
        .then((module) => {
          if (requestedFor !== null && requestedFor !== key) {
            module.invalidate(module.requestKey(module.getApiClient()?.baseURL ?? '', call.path(module)));
          }
          requestedFor = key;
          return call.load(module);
        })
        .then((value) => {
          if (shownFor === key) call.store.set(value);
        })
        .catch((error: unknown) => {
          if (warned) return;
          warned = true;
          console.warn(`[ex-header] ${call.what} is unavailable; the header works without it.`, error);
        });
    });
  };

  const stopUser = $user.subscribe(update);
  const stopPage = $unifiedPage.listen(update);
  return () => {
    stopUser();
    stopPage();
    cancelIdle();
  };
}

/**
 * Starts loading the account data for the page's lifetime (once per page: later calls do nothing and return a
 * no-op). Returns the stop function (tests).
 */
export function startAccountData(): () => void {
  if ($accountDataStarted.get()) return () => undefined;
  $accountDataStarted.set(true);
  const stops = [follow(TRADER_PRO), follow(REWARDS)];
  return () => {
    for (const stop of stops) stop();
    $accountDataStarted.set(false);
  };
}

/** Empties both values (logout); the API module's dedupe is invalidated by the caller. */
export function clearAccountData(): void {
  $traderProUid.set(null);
  $rewardsAmount.set(0);
}
