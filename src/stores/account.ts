import { atom } from 'nanostores';
import type { HeaderConfig, Mode, SimulationInfo, User } from '../menu/types';

/** The signed-in user; null is a visitor. */
export const $user = atom<User | null>(null);

export const $mode = atom<Mode>('real');
export const $simulationInfo = atom<SimulationInfo>({});
/** The page is a unified-account (UTA) page. */
export const $unifiedPage = atom<boolean>(false);
export const $config = atom<HeaderConfig>({});

/**
 * The logout sequence has started (account-actions.ts): a second logout does nothing and the logout entry shows
 * that it is busy. It stays true until the page reloads.
 */
export const $loggingOut = atom<boolean>(false);
