import { describe, expect, it } from 'vitest';
import { buildHeaderModel } from './model';
import { ctx, flatEntries, USERS } from '../../tests/fixtures/menu-contexts';
import { accountState, planModeChange, type ModeAction, type ModeChangePlan } from './transitions';
import type { Mode, User } from './types';

const canUseUnified: User = { ...USERS.master, canUseUnified: true };

/** One row per spec-section-4 transition: action, mode, user -> plan (null: the action does nothing). */
const TABLE: [string, ModeAction, Mode, User | null, ModeChangePlan | null][] = [
  [
    'enter classic simulation',
    'enter-simulation',
    'real',
    USERS.master,
    { from: 'real', to: 'simulation', mode: 'simulation', path: '/futures/susdt/SBTCSUSDT', itemId: 'enterSimulation' },
  ],
  [
    'enter unified simulation',
    'enter-unified-simulation',
    'real',
    USERS.unified,
    {
      from: 'real',
      to: 'unified-simulation',
      mode: 'unified-simulation',
      path: '/futures/susdt/SBTCSUSDT',
      itemId: 'enterUnifiedSimulation',
    },
  ],
  ['a demo-status user never enters simulation', 'enter-simulation', 'real', USERS.demoStatus, null],
  ['no entering simulation from simulation', 'enter-simulation', 'simulation', USERS.master, null],
  ['no entering simulation from creation demo', 'enter-unified-simulation', 'creation-demo', USERS.master, null],
  [
    'leave simulation without a unified account: real mode and futures/usdt/BTCUSDT',
    'leave-simulation',
    'simulation',
    USERS.master,
    { from: 'simulation', to: 'real', mode: 'real', path: '/futures/usdt/BTCUSDT', itemId: 'leaveSimulation' },
  ],
  [
    'leave unified simulation without a unified account',
    'leave-simulation',
    'unified-simulation',
    USERS.unified,
    { from: 'unified-simulation', to: 'real', mode: 'real', path: '/futures/usdt/BTCUSDT', itemId: 'leaveSimulation' },
  ],
  [
    'leave simulation with a unified account: exit only (stay on the page)',
    'leave-simulation',
    'unified-simulation',
    canUseUnified,
    { from: 'unified-simulation', to: 'real', mode: 'real', path: null, itemId: 'leaveSimulation' },
  ],
  [
    'leave classic simulation with a unified account: exit only',
    'leave-simulation',
    'simulation',
    canUseUnified,
    { from: 'simulation', to: 'real', mode: 'real', path: null, itemId: 'leaveSimulation' },
  ],
  [
    'leave in creation demo: back to the real account',
    'leave-simulation',
    'creation-demo',
    USERS.master,
    { from: 'creation-demo', to: 'real', mode: 'real', path: null, itemId: 'leaveSimulation' },
  ],
  ['leave when not in simulation: nothing', 'leave-simulation', 'real', USERS.master, null],
  [
    'switch to real in creation demo',
    'switch-to-real',
    'creation-demo',
    USERS.master,
    { from: 'creation-demo', to: 'real', mode: 'real', path: null, itemId: 'switchToReal' },
  ],
  [
    'demo-status user switches to real on the change-demo-account page',
    'switch-to-real',
    'real',
    USERS.demoStatus,
    { from: 'demo', to: 'real', mode: null, path: '/account/changeDemoAccount', itemId: 'switchToReal' },
  ],
  [
    'demo-status sub-account: the sub-account change-demo-account page',
    'switch-to-real',
    'real',
    USERS.demoStatusSub,
    { from: 'demo', to: 'real', mode: null, path: '/subaccount/setting/changeDemoAccount', itemId: 'switchToReal' },
  ],
  ['switch to real for a real user: nothing', 'switch-to-real', 'real', USERS.master, null],
  [
    'default-demo user switches to demo',
    'switch-to-demo',
    'real',
    USERS.demoDefault,
    { from: 'real', to: 'demo', mode: null, path: '/account/changeDemoAccount', itemId: 'switchToDemo' },
  ],
  ['switch to demo for a user who is not default-demo: nothing', 'switch-to-demo', 'real', USERS.master, null],
  ['switch to demo in simulation: nothing', 'switch-to-demo', 'simulation', USERS.demoDefault, null],
  ['no user: nothing', 'enter-simulation', 'real', null, null],
];

describe('planModeChange (spec section 4)', () => {
  it.each(TABLE)('%s', (_name, action, mode, user, plan) => {
    expect(planModeChange(action, { mode, user })).toEqual(plan);
  });
});

describe('accountState', () => {
  it.each([
    ['real', USERS.master, 'real'],
    ['real', USERS.demoStatus, 'demo'],
    ['simulation', USERS.demoStatus, 'simulation'],
    ['creation-demo', USERS.master, 'creation-demo'],
    ['real', null, 'real'],
  ] as const)('%s mode, user %j -> %s', (mode, user, state) => {
    expect(accountState({ mode, user })).toBe(state);
  });
});

describe('every mode entry the model shows has a plan, so no click is ever a dead end', () => {
  const rows: [string, Parameters<typeof ctx>[0]][] = [
    ['master with flags', { user: USERS.master, simulationInfo: { simulation: true, unifiedSimulation: true } }],
    ['simulation', { user: USERS.master, mode: 'simulation' }],
    ['unified simulation, unified account', { user: canUseUnified, mode: 'unified-simulation' }],
    ['creation demo', { user: USERS.master, mode: 'creation-demo' }],
    ['demo status', { user: USERS.demoStatus }],
    ['default demo, switch open', { user: USERS.demoDefault, config: { accountShow: { switchOpen: true } } }],
  ];
  it.each(rows)('%s', (_name, options) => {
    const context = ctx(options);
    const actions = flatEntries(buildHeaderModel(context))
      .map(({ entry }) => entry.action)
      .filter((action): action is ModeAction => !!action && action !== 'logout' && action !== 'copy-uid');
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions)
      expect(planModeChange(action, { mode: context.mode, user: context.user }), action).not.toBeNull();
  });
});
