/** The signed-in user's account data (trader-pro check, rewards amount) against the demo exchange API over real HTTP. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoApi } from '../../demo/api/index.mjs';
import { API_PATHS, invalidate } from '../api';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { $unifiedPage, $user } from '../stores/account';
import { clearAccountData, startAccountData } from './account-data';
import { $apiBaseSetting } from '../stores/endpoints';
import { $accountDataStarted, $rewardsAmount, $traderProUid } from '../stores/remote';

let server: TestServer;
let demo: ReturnType<typeof createDemoApi>;
/** Paths of the exchange calls the server received, in order. */
let calls: string[];
let stop: () => void = () => undefined;

const TRADER_PRO = `/api${API_PATHS.traderProCheck}`;
const REWARDS = `/api${API_PATHS.rewardsAmount}`;
const ALICE = { userId: '1001', loginName: 'alice@example.com' };
const BOB = { userId: '1002', loginName: 'bob@example.com' };

beforeEach(async () => {
  demo = createDemoApi({ prefix: '/api' });
  calls = [];
  server = await startTestServer(async (request, response) => {
    if (!request.url?.includes('/__demo/')) calls.push(new URL(request.url ?? '/', 'http://x').pathname);
    if (!(await demo.handle(request, response))) response.writeHead(404).end();
  });
  $apiBaseSetting.set(`${server.origin}/api`);
  invalidate();
});

afterEach(async () => {
  stop();
  stop = () => undefined;
  $user.set(null);
  $unifiedPage.set(false);
  clearAccountData();
  invalidate();
  demo.close();
  await server.close();
  $apiBaseSetting.set(null);
});

/** Lets the idle callback (200 ms without requestIdleCallback) and the requests run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));
const count = (path: string) => calls.filter((call) => call === path).length;

describe('account data (spec sections 6 and 7)', () => {
  it('a signed-in user: both calls once, after an idle wait, results in the stores', async () => {
    $user.set(ALICE);
    stop = startAccountData();
    expect(calls).toEqual([]); // nothing before the browser is idle
    await vi.waitFor(() => expect($rewardsAmount.get()).toBe(120), { timeout: 3000 });
    await vi.waitFor(() => expect($traderProUid.get()).toBe('6012834751'), { timeout: 3000 });
    expect(count(TRADER_PRO)).toBe(1);
    expect(count(REWARDS)).toBe(1);
  });

  it('a visitor: no calls, empty values', async () => {
    stop = startAccountData();
    await settle();
    expect(calls).toEqual([]);
    expect([$traderProUid.get(), $rewardsAmount.get()]).toEqual([null, 0]);
  });

  it('on a unified-account page the trader-pro check does not run; the rewards call does', async () => {
    $unifiedPage.set(true);
    $user.set(ALICE);
    stop = startAccountData();
    await vi.waitFor(() => expect($rewardsAmount.get()).toBe(120), { timeout: 3000 });
    await settle();
    expect(count(TRADER_PRO)).toBe(0);
    expect($traderProUid.get()).toBeNull();
  });

  it('runs once per page: a second start does nothing, and the same user set again does not call again', async () => {
    $user.set(ALICE);
    stop = startAccountData();
    const second = startAccountData();
    expect($accountDataStarted.get()).toBe(true);
    await vi.waitFor(() => expect($traderProUid.get()).toBe('6012834751'), { timeout: 3000 });
    $user.set({ ...ALICE });
    await settle();
    second();
    expect([count(TRADER_PRO), count(REWARDS)]).toEqual([1, 1]);
  });

  it('a different user clears the values, invalidates and runs both again', async () => {
    $user.set(ALICE);
    stop = startAccountData();
    await vi.waitFor(() => expect($rewardsAmount.get()).toBe(120), { timeout: 3000 });
    await vi.waitFor(() => expect($traderProUid.get()).toBe('6012834751'), { timeout: 3000 });
    demo.state.rewardsAmount = 7;
    demo.state.traderProUid = null;
    $user.set(BOB);
    expect([$traderProUid.get(), $rewardsAmount.get()]).toEqual([null, 0]);
    await vi.waitFor(() => expect($rewardsAmount.get()).toBe(7), { timeout: 3000 });
    expect([count(TRADER_PRO), count(REWARDS)]).toEqual([2, 2]);
    expect($traderProUid.get()).toBeNull();
    // Signing out clears them and calls nothing.
    $user.set(null);
    expect($rewardsAmount.get()).toBe(0);
    await settle();
    expect(calls).toHaveLength(4);
  });

  it('leaving the unified page runs the trader-pro check', async () => {
    $unifiedPage.set(true);
    $user.set(ALICE);
    stop = startAccountData();
    await vi.waitFor(() => expect($rewardsAmount.get()).toBe(120), { timeout: 3000 });
    $unifiedPage.set(false);
    await vi.waitFor(() => expect($traderProUid.get()).toBe('6012834751'), { timeout: 3000 });
    expect(count(TRADER_PRO)).toBe(1);
  });

  it.each([
    ['HTTP 503 (failAll)', { failAll: true }],
    ['a business error (session ended)', { loggedIn: false }],
  ])('a failure (%s) leaves empty values, warns once per call, rejects nothing', async (_name, state) => {
    Object.assign(demo.state, state);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      $user.set(ALICE);
      stop = startAccountData();
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2), { timeout: 3000 });
      // Another user fails again: still one warning per call.
      $user.set(BOB);
      await vi.waitFor(() => expect(count(REWARDS)).toBe(2), { timeout: 3000 });
      await settle();
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
        expect.stringMatching(/trader-pro check is unavailable|rewards amount is unavailable/),
        expect.stringMatching(/trader-pro check is unavailable|rewards amount is unavailable/),
      ]);
      expect([$traderProUid.get(), $rewardsAmount.get()]).toEqual([null, 0]);
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
