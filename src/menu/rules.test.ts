import { describe, expect, it } from 'vitest';
import { deriveFacts, hasDemoAccountModeBits, NAMED_RULES } from './rules';
import { RULE_NAMES } from './rule-names';
import { ctx, USERS } from '../../tests/fixtures/menu-contexts';

describe('hasDemoAccountModeBits (accountMode bits 1, 2, 4)', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, true],
    [4, true],
    [6, true],
    [8, false],
    [9, true],
    [16, false],
    [undefined, false],
    [null, false],
    [Number.NaN, false],
  ])('%s -> %s', (mode, expected) => {
    expect(hasDemoAccountModeBits(mode)).toBe(expected);
  });
});

describe('deriveFacts', () => {
  it('visitor', () => {
    const f = deriveFacts(ctx());
    expect(f).toMatchObject({
      signedIn: false,
      master: false,
      subAccount: false,
      realMoney: false,
      real: true,
      locale: 'en',
    });
  });

  it('master in real mode can move real money', () => {
    expect(deriveFacts(ctx({ user: USERS.master }))).toMatchObject({
      signedIn: true,
      master: true,
      realMoney: true,
      rechargeAllowed: true,
    });
  });

  it('sub-account: childFlag true or 1; recharge only with rechargeFlag', () => {
    expect(deriveFacts(ctx({ user: USERS.sub }))).toMatchObject({
      subAccount: true,
      master: false,
      rechargeAllowed: false,
    });
    expect(deriveFacts(ctx({ user: USERS.subWithRecharge }))).toMatchObject({
      subAccount: true,
      rechargeAllowed: true,
    });
    expect(deriveFacts(ctx({ user: { userId: '9', childFlag: 0 } })).master).toBe(true);
  });

  it('modes', () => {
    expect(deriveFacts(ctx({ user: USERS.master, mode: 'simulation' }))).toMatchObject({
      simulation: true,
      real: false,
      realMoney: false,
    });
    expect(deriveFacts(ctx({ user: USERS.master, mode: 'unified-simulation' }))).toMatchObject({
      simulation: true,
      creationDemo: false,
    });
    expect(deriveFacts(ctx({ user: USERS.master, mode: 'creation-demo' }))).toMatchObject({
      simulation: false,
      creationDemo: true,
      real: false,
    });
  });

  it('demo account: DemoStatus or an accountMode demo bit', () => {
    expect(deriveFacts(ctx({ user: USERS.demoStatus }))).toMatchObject({ demoStatus: true, demoAccount: true });
    expect(deriveFacts(ctx({ user: { userId: '1', accountMode: 2 } }))).toMatchObject({
      demoStatus: false,
      demoAccount: true,
    });
    expect(deriveFacts(ctx({ user: USERS.demoDefault }))).toMatchObject({ demoDefault: true, demoAccount: false });
  });

  it('path facts: locale prefix stripped, futures base from the current path', () => {
    expect(deriveFacts(ctx({ locale: 'de', path: '/de/trade-swap/usdt/BTCUSDT?x=1' }))).toMatchObject({
      path: '/trade-swap/usdt/BTCUSDT?x=1',
      futuresBase: '',
    });
    expect(deriveFacts(ctx({ path: '' })).futuresBase).toBe('/futures');
  });

  it('rewards amount and trader-pro uid are sanitized', () => {
    expect(deriveFacts(ctx({ user: USERS.master, rewardsAmount: Number.NaN })).rewardsAmount).toBe(0);
    expect(deriveFacts(ctx({ user: USERS.master, traderProUid: '' })).traderPro).toBe(false);
    expect(deriveFacts(ctx({ user: USERS.master, traderProUid: null })).traderPro).toBe(false);
    expect(deriveFacts(ctx({ traderProUid: 'x' })).traderPro).toBe(false);
  });
});

describe('the rules a navigation document may name', () => {
  it('are exactly the names a document is validated against (rule-names.ts), each a rule', () => {
    expect(Object.keys(NAMED_RULES).sort()).toEqual([...RULE_NAMES].sort());
    expect(RULE_NAMES).toContain('flag.futures');
    for (const rule of Object.values(NAMED_RULES)) expect(typeof rule).toBe('function');
  });
});
