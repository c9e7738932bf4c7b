import { atom, computed } from 'nanostores';
import type { HeaderConfig, Mode, SimulationInfo, User } from '../menu/types';

/** The signed-in user; null is a visitor. */
export const $user = atom<User | null>(null);
export const $isLoggedIn = computed($user, (user) => user !== null);

export const $mode = atom<Mode>('real');
export const $simulationInfo = atom<SimulationInfo>({});
/** The page is a unified-account (UTA) page. */
export const $unifiedPage = atom<boolean>(false);
export const $config = atom<HeaderConfig>({});
