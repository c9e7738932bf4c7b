// The user dropdown's header block and account actions in real Chromium (shadow DOM): text-only user values,
// copy UID with its toast, avatar URL rules, VIP level, the rewards badge, logout's busy state, a mode change.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { USER_DROPDOWN_WIDTH_PX } from '../../constants';
import type { ExModeChangeEvent, ExNavigateEvent } from '../../events';
import { $loggingOut, $mode } from '../../stores/account';
import { api } from '../../stores/api';
import { $apiBase } from '../../stores/endpoints';
import { $toasts } from '../../stores/toasts';
import { cleanup, mount, shadow, until } from '../../../tests/support/elements';

/** The exchange calls (trader-pro check, rewards amount, run when idle) answer from here: the page's API client. */
const answer: typeof fetch = (input) => {
  const url = String(input instanceof Request ? input.url : input);
  const data = url.includes('redicon')
    ? { amount: 1234 }
    : url.includes('trader-pro')
      ? { traderProUid: 'tp-9' }
      : null;
  return Promise.resolve(
    new Response(JSON.stringify({ code: '00000', msg: 'success', data }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
};
beforeAll(async () => {
  const module = await api();
  module.setApiClient(module.createApiClient({ baseURL: $apiBase.get(), fetch: answer }));
  module.invalidate();
});
afterAll(async () => (await api()).setApiClient(null));
afterEach(() => {
  cleanup();
  $loggingOut.set(false);
  $mode.set('real');
  delete (window as { __xss?: number }).__xss;
});

const HOSTILE = '<img src=x onerror="window.__xss=1">';

type Header = HTMLElement;

async function openUserMenu(user: Record<string, unknown>): Promise<{ header: Header; panel: HTMLElement }> {
  const header = mount<Header>(`<ex-header></ex-header>`, 1280).element;
  header.setAttribute('user', JSON.stringify(user));
  const trigger = await until(
    () => shadow(header).querySelector<HTMLButtonElement>('[data-menu="user"] .ex-menu__trigger'),
    'the user menu',
  );
  await userEvent.click(trigger);
  const panel = await until(
    () => shadow(header).querySelector<HTMLElement>('[data-menu="user"] .ex-panel'),
    'the user panel',
  );
  await until(() => panel.querySelector('.ex-user'), 'the user summary');
  return { header, panel };
}

const toastTexts = () =>
  [...document.querySelectorAll('ex-header')].flatMap((host) =>
    [...shadow(host).querySelectorAll('.ex-toast__message')].map((node) => node.textContent),
  );

describe('the user dropdown', () => {
  it('shows avatar initials, login name and UID as text, the VIP level, and is 258 px wide', async () => {
    const { panel } = await openUserMenu({
      userId: '20251101',
      loginName: HOSTILE,
      showUserVip: 1,
      vipLevel: 3,
      userAvatar: 'javascript:alert(1)',
    });
    const summary = panel.querySelector('.ex-user')!;
    expect(summary.querySelector('.ex-user__name')?.textContent).toBe(HOSTILE);
    expect(summary.querySelector('.ex-user__name')?.getAttribute('title')).toBe(HOSTILE);
    expect(panel.querySelector('img')).toBeNull();
    expect(summary.querySelector('.ex-user__avatar')?.textContent).toBe('<');
    expect(summary.querySelector('.ex-user__uid-value')?.textContent).toBe('20251101');
    expect(summary.querySelector('.ex-user__vip')?.textContent).toBe('VIP 3');
    expect(summary.getAttribute('aria-label')).toBe('Account summary');
    expect(panel.getBoundingClientRect().width).toBe(USER_DROPDOWN_WIDTH_PX);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    // Profile and session are drawn by the panel itself: the UID's copy button and logout at the end.
    const ids = [...panel.querySelectorAll('[data-item-id]')].map((node) => node.getAttribute('data-item-id'));
    expect(ids[0]).toBe('user.copyUid');
    expect(ids.at(-1)).toBe('user.logout');
    expect(ids.filter((id) => id === 'user.copyUid')).toHaveLength(1);
  });

  it('copy UID: copies the UID and shows the "Copied" toast', async () => {
    const { panel } = await openUserMenu({ userId: '20251101', loginName: 'alice@example.com' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const button = panel.querySelector<HTMLButtonElement>('.ex-user__copy')!;
    expect(button.getAttribute('aria-label')).toBe('Copy UID 20251101');
    await userEvent.click(button);
    await until(() => toastTexts().includes('Copied'), 'the Copied toast');
    expect(writeText).toHaveBeenCalledWith('20251101');
    expect($toasts.get()).toMatchObject([{ kind: 'success', message: 'Copied' }]);
    // Copying keeps the menu open.
    expect(panel.hidden).toBe(false);
  });

  it('copy UID with the real clipboard of the browser (Clipboard API or the copy command)', async () => {
    const { panel } = await openUserMenu({ userId: '777', loginName: 'bob' });
    await userEvent.click(panel.querySelector<HTMLButtonElement>('.ex-user__copy')!);
    await until(() => $toasts.get().length > 0, 'a toast');
    expect($toasts.get()[0]).toMatchObject({ kind: 'success', message: 'Copied' });
  });

  it('a copy that cannot happen shows an error toast', async () => {
    const { panel } = await openUserMenu({ userId: '20251101', loginName: 'alice' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const exec = vi.spyOn(document, 'execCommand').mockReturnValue(false);
    await userEvent.click(panel.querySelector<HTMLButtonElement>('.ex-user__copy')!);
    await until(() => toastTexts().includes('Could not copy'), 'the error toast');
    expect(exec).toHaveBeenCalledWith('copy');
  });

  it('avatar: a same-site picture is shown, and falls back to the initials when it does not load', async () => {
    // The browser keeps 250 resource entries; the test's own modules (served one by one) fill most of them.
    performance.clearResourceTimings();
    const { panel } = await openUserMenu({ userId: '20251101', loginName: 'alice', userAvatar: '/no-such-avatar.png' });
    const avatar = panel.querySelector('.ex-user__avatar')!;
    await until(() => avatar.getAttribute('data-avatar') === 'initials', 'the initials after the load error');
    expect(performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/no-such-avatar.png'))).toBe(
      true,
    );
    expect(avatar.textContent).toBe('A');
  });

  it('rewards badge "N points" (Intl-formatted) and the TraderPro entry from the account calls', async () => {
    const { panel } = await openUserMenu({ userId: '20251101', loginName: 'alice' });
    const rewards = await until(
      () => panel.querySelector('[data-item-id="user.rewards"] .ex-entry__fee'),
      'the rewards badge',
    );
    expect(rewards.textContent).toBe('1,234 points');
    await until(() => panel.querySelector('[data-item-id="user.tradeProAccount"]'), 'the TraderPro entry');
  });

  it('logout shows that it is busy and ignores clicks while logging out', async () => {
    const { header, panel } = await openUserMenu({ userId: '20251101', loginName: 'alice' });
    const events: Event[] = [];
    header.addEventListener('ex-logout', (event) => events.push(event));
    $loggingOut.set(true);
    const logout = await until(
      () => panel.querySelector<HTMLButtonElement>('[data-item-id="user.logout"][aria-busy="true"]'),
      'the busy state',
    );
    expect(logout.getAttribute('aria-disabled')).toBe('true');
    expect(logout.textContent).toBe('Logging out…');
    await userEvent.click(logout, { force: true });
    expect(events).toEqual([]);
  });

  it('a mode change sends ex-mode-change, navigates through ex-navigate and closes the menu', async () => {
    const { header, panel } = await openUserMenu({ userId: '20251101', loginName: 'alice' });
    header.setAttribute('simulation-info', '{"simulation": true}');
    const changes: ExModeChangeEvent[] = [];
    const navigations: ExNavigateEvent[] = [];
    header.addEventListener('ex-mode-change', (event) => changes.push(event));
    header.addEventListener('ex-navigate', (event) => {
      event.preventDefault();
      navigations.push(event);
    });
    const enter = await until(
      () => panel.querySelector<HTMLButtonElement>('[data-item-id="user.enterSimulation"]'),
      'the demo trading entry',
    );
    await userEvent.click(enter);
    // The account actions are their own script, run once it is there (fetched when the pointer came to the entry).
    await until(() => changes.length > 0, 'the mode change');
    expect(changes.map((event) => event.detail)).toEqual([{ from: 'real', to: 'simulation' }]);
    expect(navigations.map((event) => event.detail.href)).toEqual(['/futures/susdt/SBTCSUSDT']);
    expect($mode.get()).toBe('simulation');
    await until(() => panel.hidden, 'the menu to close');
    // The bar shows the simulation badge at once.
    expect(shadow(header).querySelector('[part="mode-badge"]')?.textContent).toBe('Demo trading');
  });
});
