/**
 * Mode transitions (spec section 4) as data: for each mode action of the user menu, the `ex-mode-change` detail
 * `{ from, to }`, the header mode it sets and the page it opens. Pure; src/actions/account-actions.ts carries a plan
 * out (the cancelable event first; when a listener prevents it, nothing happens).
 *
 * `from` / `to` name account states: the four header modes, plus 'demo' for a user signed in to the demo account
 * (demoUType 'DemoStatus'; the header mode stays 'real' for them).
 *
 * | action                     | applies to                         | from → to                      | sets mode | then opens                              |
 * |----------------------------|------------------------------------|--------------------------------|-----------|-----------------------------------------|
 * | enter-simulation           | real mode, not a demo-status user  | real → simulation              | yes       | /futures/susdt/SBTCSUSDT (demo futures)  |
 * | enter-unified-simulation   | real mode, not a demo-status user  | real → unified-simulation      | yes       | /futures/susdt/SBTCSUSDT                 |
 * | leave-simulation           | simulation, user.canUseUnified     | (unified-)simulation → real    | yes       | nothing: the page exits simulation       |
 * | leave-simulation           | simulation, otherwise              | (unified-)simulation → real    | yes       | /futures/usdt/BTCUSDT                    |
 * | leave-simulation           | creation-demo                      | creation-demo → real           | yes       | nothing (back to the real account)      |
 * | switch-to-real             | creation-demo                      | creation-demo → real           | yes       | nothing (back to the real account)      |
 * | switch-to-real             | demo-status user                   | demo → real                    | no        | the change-demo-account page            |
 * | switch-to-demo             | default-demo user, real mode       | real → demo                    | no        | the change-demo-account page            |
 *
 * Why: the classic demo trades on its own demo-symbol pages, so leaving it without a unified account must open the
 * real futures page (the spec's "clears the simulation state and goes to futures/usdt/BTCUSDT"); a unified account's
 * simulation is a state of the same unified pages, so leaving it only changes the mode. Switching between the demo
 * and the real account changes who is signed in, which only the exchange can do (no call of spec section 7 does it):
 * the header opens the account-switch page (/account/changeDemoAccount, or the sub-account variant) and keeps its
 * user until the host page sets the new one. Pages opened go through the header's navigation (ex-navigate, 500 ms).
 */

import { ROUTES } from './routes';
import { DEMO_DEFAULT, DEMO_STATUS } from './rules';
import type { MenuAction, Mode, User } from './types';

export type AccountState = Mode | 'demo';
export type ModeAction = Exclude<MenuAction, 'logout' | 'copy-uid'>;

export interface ModeChangePlan {
  /** The `ex-mode-change` detail. */
  from: AccountState;
  to: AccountState;
  /** The header mode to set ($mode), or null to leave it. */
  mode: Mode | null;
  /** The page to open (no language prefix), or null to stay. */
  path: string | null;
  /** The menu entry id, for the navigation's analytics. */
  itemId: string;
}

export interface ModeChangeInput {
  mode: Mode;
  user: User | null;
}

/** The account state the header is in: its mode, or 'demo' for a demo-status user in real mode. */
export function accountState({ mode, user }: ModeChangeInput): AccountState {
  if (mode === 'real' && user?.demoUType === DEMO_STATUS) return 'demo';
  return mode;
}

function changeDemoAccountPath(user: User): string {
  return user.childFlag ? ROUTES.subChangeDemoAccount : ROUTES.changeDemoAccount;
}

const backToReal = (itemId: string): ModeChangePlan => ({
  from: 'creation-demo',
  to: 'real',
  mode: 'real',
  path: null,
  itemId,
});

/** What a mode action does from the current state; null when it does not apply (then nothing happens). */
export function planModeChange(action: ModeAction, input: ModeChangeInput): ModeChangePlan | null {
  const { mode, user } = input;
  if (!user) return null;
  const from = accountState(input);
  switch (action) {
    case 'enter-simulation':
    case 'enter-unified-simulation': {
      if (from !== 'real') return null;
      const to: Mode = action === 'enter-simulation' ? 'simulation' : 'unified-simulation';
      const itemId = action === 'enter-simulation' ? 'enterSimulation' : 'enterUnifiedSimulation';
      return { from, to, mode: to, path: ROUTES.simulationEntry, itemId };
    }
    case 'leave-simulation':
      if (mode === 'creation-demo') return backToReal('leaveSimulation');
      if (mode !== 'simulation' && mode !== 'unified-simulation') return null;
      return {
        from,
        to: 'real',
        mode: 'real',
        path: user.canUseUnified ? null : ROUTES.leaveSimulation,
        itemId: 'leaveSimulation',
      };
    case 'switch-to-real':
      if (mode === 'creation-demo') return backToReal('switchToReal');
      if (from !== 'demo') return null;
      return { from, to: 'real', mode: null, path: changeDemoAccountPath(user), itemId: 'switchToReal' };
    case 'switch-to-demo':
      if (from !== 'real' || user.demoUType !== DEMO_DEFAULT) return null;
      return { from, to: 'demo', mode: null, path: changeDemoAccountPath(user), itemId: 'switchToDemo' };
    default:
      return null;
  }
}
