// @vitest-environment happy-dom
/** The account actions (spec section 4): logout, mode changes, copy UID; HTTP against the demo exchange API on 127.0.0.1. */
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoApi } from '../../demo/api/index.mjs';
import { LOGOUT_RELOAD_DELAY_MS, REFRESH_TOKEN_COOKIE } from '../constants';
import { ExAnalyticsEvent, ExLogoutEvent, ExModeChangeEvent, ExNavigatedEvent, ExNavigateEvent } from '../events';
import { API_PATHS, invalidate, postTraderProCheck } from '../api';
import { setPageUrl, startTestServer, type TestServer } from '../../tests/support/test-server';
import { $loggingOut, $mode, $user } from '../stores/account';
import {
  changeMode,
  cookieDomains,
  cookiePaths,
  copyUid,
  logout,
  removeRefreshTokenCookie,
  runAccountAction,
} from './account-actions';
import { api } from '../stores/api';
import { $apiBaseSetting } from '../stores/endpoints';
import { $localeSetting } from '../stores/locale';
import { cancelPendingNavigation } from './navigation';
import { $noNavigation } from '../stores/navigation';
import { $rewardsAmount, $traderProUid } from '../stores/remote';
import { $toasts, dismissToast } from '../stores/toasts';

let server: TestServer;
let demo: ReturnType<typeof createDemoApi>;
/** What happened, in order: events sent, requests received, reloads. */
let log: string[];
let events: Event[];
/** Whether each event is let through (false = a listener prevented it). */
let allow: (event: Event) => boolean;
const emit = (event: Event): boolean => {
  events.push(event);
  log.push(`event:${event.type}`);
  return allow(event);
};

const MASTER = { userId: '1001', loginName: 'alice@example.com' };

beforeEach(async () => {
  demo = createDemoApi({ prefix: '/api' });
  log = [];
  events = [];
  allow = () => true;
  server = await startTestServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    // The cookie as the page has it when the request arrives (same process).
    log.push(
      `request:${path}${path.endsWith('/logout') ? ` cookie=${Cookies.get(REFRESH_TOKEN_COOKIE) ?? 'none'}` : ''}`,
    );
    if (!(await demo.handle(request, response))) response.writeHead(404).end();
  });
  setPageUrl(`${server.origin}/futures/usdt/BTCUSDT`);
  $apiBaseSetting.set(`${server.origin}/api`);
  invalidate();
  $user.set(MASTER);
  $mode.set('real');
  $loggingOut.set(false);
  Cookies.set(REFRESH_TOKEN_COOKIE, 'refresh-token-1', { path: '/' });
});

afterEach(async () => {
  cancelPendingNavigation();
  $user.set(null);
  $mode.set('real');
  $loggingOut.set(false);
  $localeSetting.set(null);
  $traderProUid.set(null);
  $rewardsAmount.set(0);
  Cookies.remove(REFRESH_TOKEN_COOKIE, { path: '/' });
  for (const toast of $toasts.get()) dismissToast(toast.id);
  invalidate();
  demo.close();
  await server.close();
  $apiBaseSetting.set(null);
});

describe('logout (spec section 4)', () => {
  it('ex-logout, then cookie removed, logout called, local state cleared, reload 1 s after the click', async () => {
    $traderProUid.set('tp-1');
    $rewardsAmount.set(120);
    let reloadedAt = 0;
    let clearedAt = 0;
    const clickedAt = performance.now();
    $user.listen((user) => {
      if (user === null) {
        clearedAt = performance.now();
        log.push('user:null');
      }
    });
    const cookieAtEvent: (string | undefined)[] = [];
    allow = (event) => {
      if (event instanceof ExLogoutEvent) cookieAtEvent.push(Cookies.get(REFRESH_TOKEN_COOKIE));
      return true;
    };
    const reload = vi.fn(() => {
      reloadedAt = performance.now();
      log.push('reload');
    });

    await expect(logout(emit, { reload })).resolves.toBe('done');
    const event = events[0] as ExLogoutEvent;
    expect(event).toBeInstanceOf(ExLogoutEvent);
    expect([event.type, event.cancelable, event.bubbles, event.composed]).toEqual(['ex-logout', true, true, true]);
    expect(cookieAtEvent).toEqual(['refresh-token-1']); // the event comes before anything changes
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
    expect(demo.state.loggedIn).toBe(false);
    expect([$user.get(), $traderProUid.get(), $rewardsAmount.get(), $loggingOut.get()]).toEqual([null, null, 0, true]);
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(clearedAt - clickedAt).toBeLessThan(LOGOUT_RELOAD_DELAY_MS);
    expect(reloadedAt - clickedAt).toBeGreaterThanOrEqual(LOGOUT_RELOAD_DELAY_MS - 5);
    expect(reloadedAt - clickedAt).toBeLessThan(LOGOUT_RELOAD_DELAY_MS + 300);
    expect(log).toEqual([
      'event:ex-logout',
      `request:/api${API_PATHS.logout} cookie=none`,
      'user:null',
      'event:ex-navigated',
      'reload',
    ]);
    const navigated = events.at(-1) as ExNavigatedEvent;
    expect(navigated.detail).toEqual({ href: location.href, newWindow: false, itemId: 'logout', followed: true });
  });

  it('no-navigation: the reload is announced (ex-navigated, followed false) and left to the page', async () => {
    $noNavigation.set(true);
    const reload = vi.fn();
    try {
      await expect(logout(emit, { reload })).resolves.toBe('done');
      await vi.waitFor(() => expect(log.at(-1)).toBe('event:ex-navigated'), { timeout: 3000 });
      expect((events.at(-1) as ExNavigatedEvent).detail.followed).toBe(false);
      expect(reload).not.toHaveBeenCalled();
      expect($user.get()).toBeNull();
    } finally {
      $noNavigation.set(false);
    }
  });

  it("the next user's calls run again (the API module's per-page dedupe is invalidated)", async () => {
    const module = await api();
    await module.postTraderProCheck();
    let reloaded = (): void => undefined;
    const reload = new Promise<void>((resolve) => (reloaded = resolve));
    await logout(emit, { reload: () => reloaded() });
    await reload; // its timer does not outlive the test
    demo.state.loggedIn = true;
    await postTraderProCheck();
    expect(log.filter((line) => line === `request:/api${API_PATHS.traderProCheck}`)).toHaveLength(2);
  });

  it('cancelled (preventDefault on ex-logout): nothing happens', async () => {
    allow = (event) => !(event instanceof ExLogoutEvent);
    const reload = vi.fn();
    await expect(logout(emit, { reload })).resolves.toBe('prevented');
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_RELOAD_DELAY_MS + 100));
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBe('refresh-token-1');
    expect(log).toEqual(['event:ex-logout']);
    expect(demo.state.loggedIn).toBe(true);
    expect([$user.get(), $loggingOut.get()]).toEqual([MASTER, false]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a second click while logging out does nothing', async () => {
    const reload = vi.fn();
    const first = logout(emit, { reload });
    expect($loggingOut.get()).toBe(true);
    const second = logout(emit, { reload });
    await expect(second).resolves.toBe('ignored');
    await expect(first).resolves.toBe('done');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events.filter((event) => event instanceof ExLogoutEvent)).toHaveLength(1);
    expect(log.filter((line) => line.startsWith(`request:/api${API_PATHS.logout}`))).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a failing logout call is ignored: the session is cleared and the page reloads anyway', async () => {
    demo.state.failAll = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = vi.fn();
    await expect(logout(emit, { reload })).resolves.toBe('done');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('logout call failed'), expect.anything());
    expect([$user.get(), Cookies.get(REFRESH_TOKEN_COOKIE)]).toEqual([null, undefined]);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it.each([
    ['hangs', { hangAll: true }],
    ['answers after 5 s', { latencyMs: 5000 }],
  ])(
    'a logout endpoint that %s does not hold the reload back: cleared and reloaded 1 s after the click',
    async (_, state) => {
      Object.assign(demo.state, state);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      let clearedAt = 0;
      $user.listen((user) => {
        if (user === null) clearedAt = performance.now();
      });
      let reloadedAt = 0;
      const reload = vi.fn(() => (reloadedAt = performance.now()));
      const clickedAt = performance.now();
      await expect(logout(emit, { reload })).resolves.toBe('done');
      expect(log).toContain(`request:/api${API_PATHS.logout} cookie=none`);
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
      expect(clearedAt - clickedAt).toBeGreaterThanOrEqual(LOGOUT_RELOAD_DELAY_MS - 5);
      expect(reloadedAt - clickedAt).toBeGreaterThanOrEqual(LOGOUT_RELOAD_DELAY_MS - 5);
      expect(reloadedAt - clickedAt).toBeLessThan(LOGOUT_RELOAD_DELAY_MS + 300);
      expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
    },
  );

  it('sends the logout call with keepalive, so the reload cannot cancel it', async () => {
    const inits: RequestInit[] = [];
    const original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      inits.push(init ?? {});
      return original(input, init);
    });
    await logout(emit, { reload: () => undefined });
    expect(inits.map((init) => [init.method, init.keepalive])).toContainEqual(['POST', true]);
  });

  it('with the server gone entirely, likewise', async () => {
    await server.close();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = vi.fn();
    await expect(logout(emit, { reload })).resolves.toBe('done');
    expect($user.get()).toBeNull();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
    server = await startTestServer((_request, response) => response.end());
  });
});

describe('the refresh-token cookie: every path prefix of the page, on the host and its parent domains', () => {
  it.each([
    ['/', ['/']],
    ['', ['/']],
    ['/spot', ['/', '/spot', '/spot/']],
    ['/spot/', ['/', '/spot', '/spot/']],
    ['/de/spot/BTCUSDT', ['/', '/de', '/de/', '/de/spot', '/de/spot/', '/de/spot/BTCUSDT', '/de/spot/BTCUSDT/']],
    ['//spot\\x', ['/', '/spot', '/spot/', '/spot/x', '/spot/x/']],
  ])('paths of %j -> %j', (pathname, paths) => {
    expect(cookiePaths(pathname)).toEqual(paths);
  });

  it('removes a cookie set on a path prefix of the page, with or without the trailing slash', async () => {
    setPageUrl(`${server.origin}/spot/BTCUSDT`);
    Cookies.remove(REFRESH_TOKEN_COOKIE, { path: '/' });
    for (const path of ['/spot', '/spot/', '/spot/BTCUSDT']) {
      Cookies.set(REFRESH_TOKEN_COOKIE, `token at ${path}`, { path });
      expect(Cookies.get(REFRESH_TOKEN_COOKIE), path).toBe(`token at ${path}`);
      await logout(emit, { reload: () => undefined });
      expect(Cookies.get(REFRESH_TOKEN_COOKIE), `after logout, set on ${path}`).toBeUndefined();
      $loggingOut.set(false);
      $user.set(MASTER);
    }
  });

  it.each([
    ['www.exchange.com', ['www.exchange.com', 'exchange.com']],
    ['exchange.com', ['exchange.com']],
    ['a.b.exchange.co.uk', ['a.b.exchange.co.uk', 'b.exchange.co.uk', 'exchange.co.uk', 'co.uk']],
    ['WWW.Exchange.COM.', ['www.exchange.com', 'exchange.com']],
    ['localhost', []],
    ['127.0.0.1', []],
    ['[::1]', []],
    ['', []],
  ])('%s -> %j', (host, domains) => {
    expect(cookieDomains(host)).toEqual(domains);
  });

  it('removes the host-only cookie and each domain cookie on every path prefix', () => {
    const remove = vi.spyOn(Cookies, 'remove');
    removeRefreshTokenCookie('www.exchange.com', '/spot/');
    const paths = ['/', '/spot', '/spot/'];
    expect(remove.mock.calls).toEqual(
      paths.flatMap((path) => [
        ['bt_rtoken', { path }],
        ['bt_rtoken', { path, domain: 'www.exchange.com' }],
        ['bt_rtoken', { path, domain: 'exchange.com' }],
      ]),
    );
  });
});

describe('mode changes (spec section 4): cancelable ex-mode-change first', () => {
  /** The navigation that followed, as the host saw it (the test's host routes itself: ex-navigate prevented). */
  function navigations(): string[] {
    return events
      .filter((event): event is ExNavigateEvent => event instanceof ExNavigateEvent)
      .map((event) => event.detail.href);
  }
  beforeEach(() => {
    allow = (event) => !(event instanceof ExNavigateEvent);
  });

  it('enter simulation: event, mode, then the demo futures page in the page language', () => {
    $localeSetting.set('de');
    expect(changeMode('enter-simulation', emit)).toBe('done');
    expect((events[0] as ExModeChangeEvent).detail).toEqual({ from: 'real', to: 'simulation' });
    expect(events[0]).toBeInstanceOf(ExModeChangeEvent);
    expect(events[0].cancelable).toBe(true);
    expect($mode.get()).toBe('simulation');
    expect(events[1]).toBeInstanceOf(ExAnalyticsEvent);
    expect(navigations()).toEqual(['/de/futures/susdt/SBTCSUSDT']);
  });

  it('enter unified simulation', () => {
    changeMode('enter-unified-simulation', emit);
    expect((events[0] as ExModeChangeEvent).detail).toEqual({ from: 'real', to: 'unified-simulation' });
    expect($mode.get()).toBe('unified-simulation');
  });

  it('cancelled: neither the mode nor the page changes', () => {
    allow = () => false;
    expect(changeMode('enter-simulation', emit)).toBe('prevented');
    expect($mode.get()).toBe('real');
    expect(events).toHaveLength(1);
  });

  it('leave simulation without a unified account: real mode, then futures/usdt/BTCUSDT', () => {
    $mode.set('simulation');
    changeMode('leave-simulation', emit);
    expect((events[0] as ExModeChangeEvent).detail).toEqual({ from: 'simulation', to: 'real' });
    expect($mode.get()).toBe('real');
    expect(navigations()).toEqual(['/futures/usdt/BTCUSDT']);
  });

  it('leave simulation with a unified account: exits only', () => {
    $user.set({ ...MASTER, canUseUnified: true });
    $mode.set('unified-simulation');
    changeMode('leave-simulation', emit);
    expect((events[0] as ExModeChangeEvent).detail).toEqual({ from: 'unified-simulation', to: 'real' });
    expect($mode.get()).toBe('real');
    expect(navigations()).toEqual([]);
  });

  it('creation demo: switch back to the real account', () => {
    $mode.set('creation-demo');
    changeMode('switch-to-real', emit);
    expect((events[0] as ExModeChangeEvent).detail).toEqual({ from: 'creation-demo', to: 'real' });
    expect($mode.get()).toBe('real');
  });

  it('demo switching both ways opens the change-demo-account page; the user stays until the host changes it', () => {
    $user.set({ userId: '3001', demoUType: 'DemoStatus' });
    changeMode('switch-to-real', emit);
    $user.set({ userId: '3002', demoUType: 'DemoDefault' });
    changeMode('switch-to-demo', emit);
    const modeEvents = events.filter((event): event is ExModeChangeEvent => event instanceof ExModeChangeEvent);
    expect(modeEvents.map((event) => event.detail)).toEqual([
      { from: 'demo', to: 'real' },
      { from: 'real', to: 'demo' },
    ]);
    expect(navigations()).toEqual(['/account/changeDemoAccount', '/account/changeDemoAccount']);
    expect($mode.get()).toBe('real');
  });

  it('an action that does not apply sends nothing', () => {
    expect(changeMode('leave-simulation', emit)).toBe('ignored');
    $user.set(null);
    expect(changeMode('enter-simulation', emit)).toBe('ignored');
    expect(events).toEqual([]);
  });
});

describe('copy UID (spec section 4: "Copied" toast)', () => {
  it('copies with the Clipboard API and shows "Copied"', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await expect(runAccountAction('copy-uid', emit, { uid: '1001' })).resolves.toBe('done');
    expect(writeText).toHaveBeenCalledWith('1001');
    expect($toasts.get()).toMatchObject([{ kind: 'success', message: 'Copied' }]);
  });

  it('falls back to the copy command when the Clipboard API refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    const exec = vi.fn(() => true);
    (document as unknown as { execCommand: typeof exec }).execCommand = exec;
    await expect(copyUid('1001')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    expect($toasts.get()).toMatchObject([{ kind: 'success', message: 'Copied' }]);
  });

  it('shows an error toast when nothing can copy', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    (document as unknown as { execCommand: () => boolean }).execCommand = () => false;
    await expect(copyUid('1001')).resolves.toBe(false);
    expect($toasts.get()).toMatchObject([{ kind: 'error', message: 'Could not copy' }]);
  });
});
