/**
 * The readers the studio previews a document for: the spec's account kinds, each as what the page gives <ex-header>
 * (its `user`, `mode`, `simulation-info` and `unified-page`) and as the menu context the review builds the menus in.
 */
import { resolveFlags } from '../../src/menu/flags';
import type { MenuContext, Mode, SimulationInfo, User } from '../../src/menu/types';

export interface Reader {
  id: string;
  label: string;
  user: User | null;
  mode: Mode;
  simulationInfo: SimulationInfo;
  unifiedPage: boolean;
}

const MASTER: User = { userId: '1001', loginName: 'alice@example.com', rechargeFlag: 1, showUserVip: 1, vipLevel: 2 };

export const READERS: readonly Reader[] = [
  { id: 'visitor', label: 'Visitor', user: null, mode: 'real', simulationInfo: {}, unifiedPage: false },
  { id: 'master', label: 'Master account', user: MASTER, mode: 'real', simulationInfo: {}, unifiedPage: false },
  {
    id: 'sub-account',
    label: 'Sub-account',
    user: { userId: '2001', loginName: 'desk-01@sub', childFlag: 1 },
    mode: 'real',
    simulationInfo: {},
    unifiedPage: false,
  },
  {
    id: 'sub-account-trader',
    label: 'Sub-account trader',
    user: { userId: '2003', loginName: 'trader-03@sub', childFlag: 1, subAccountTrader: true },
    mode: 'real',
    simulationInfo: {},
    unifiedPage: false,
  },
  {
    id: 'demo',
    label: 'Demo account',
    user: { userId: '3001', loginName: 'demo@example.com', demoUType: 'DemoStatus', accountMode: 1 },
    mode: 'real',
    simulationInfo: { simulation: true },
    unifiedPage: false,
  },
  {
    id: 'simulation',
    label: 'Simulation trading',
    user: MASTER,
    mode: 'simulation',
    simulationInfo: { simulation: true, unifiedSimulation: true },
    unifiedPage: false,
  },
  {
    id: 'unified',
    label: 'Unified trading account',
    user: { userId: '4001', loginName: 'uta@example.com', unified: true, canUseUnified: true, showUserVip: 1 },
    mode: 'real',
    simulationInfo: {},
    unifiedPage: true,
  },
];

export function readerById(id: string): Reader {
  return READERS.find((reader) => reader.id === id) ?? READERS[0];
}

/** The menu context of a reader on the site's home page in a locale. */
export function readerContext(reader: Reader, locale: string): MenuContext {
  return {
    locale,
    path: '/',
    user: reader.user,
    mode: reader.mode,
    unifiedPage: reader.unifiedPage,
    config: {},
    simulationInfo: reader.simulationInfo,
    symbols: { coinPerpetual: null, coinDelivery: null },
    flags: resolveFlags(locale),
  };
}

/** The attributes <ex-header> takes for a reader (null: removed). */
export function readerAttributes(reader: Reader): Record<string, string | null> {
  return {
    user: reader.user ? JSON.stringify(reader.user) : null,
    mode: reader.mode,
    'simulation-info': JSON.stringify(reader.simulationInfo),
    'unified-page': reader.unifiedPage ? '' : null,
  };
}
