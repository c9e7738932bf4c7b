/**
 * The account actions of the user menu (spec section 4): copy the UID, the mode transitions and logout.
 * An entry's behaviour (src/behaviour/action-entries.ts) calls `runAccountAction`; the state they change lives in account.ts and remote.ts.
 * js-cookie loads with it, with the panels and drawers that offer logout.
 */
import Cookies from 'js-cookie';
import { LOGOUT_RELOAD_DELAY_MS, REFRESH_TOKEN_COOKIE } from '../constants';
import { ExLogoutEvent, ExModeChangeEvent, type Emit } from '../events';
import { translatorFor } from '../i18n/texts';
import { sitePath } from '../menu/routes';
import { planModeChange, type ModeAction } from '../menu/transitions';
import type { MenuAction } from '../menu/types';
import { $loggingOut, $mode, $user } from '../stores/account';
import { api, type ApiModule } from '../stores/api';
import { $textLocale } from '../stores/locale';
import { $linkSite } from '../stores/bar';
import { leavePage, navigate } from './navigation';
import { clearAccountData } from './account-data';
import { showToast } from '../stores/toasts';
import { ensurePageToasts } from './page-toasts';
import { deepActiveElement } from '../internal/focus';
import { closeOverlay } from '../stores/overlay';

export type AccountActionResult = 'done' | 'prevented' | 'ignored';

// ---- Copy the UID ------------------------------------------------------------------------------------------

/** The pre-Clipboard-API way: select a hidden text area and run the copy command. */
function copyWithSelection(text: string): boolean {
  const previous = deepActiveElement();
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  // Set through the CSSOM, which a strict style-src policy allows.
  Object.assign(area.style, {
    position: 'fixed',
    insetBlockStart: '0',
    insetInlineStart: '0',
    opacity: '0',
    pointerEvents: 'none',
  });
  document.body.append(area);
  let copied = false;
  try {
    area.select();
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  previous?.focus({ preventScroll: true });
  return copied;
}

/** Copies text with the Clipboard API, falling back to the copy command; true when it was copied. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, document not focused): try the older way.
  }
  return typeof document !== 'undefined' && copyWithSelection(text);
}

/** Spec section 4, copy: copies the UID and shows the "Copied" toast (or an error toast). */
export async function copyUid(uid: string): Promise<boolean> {
  const copied = uid !== '' && (await copyText(uid));
  const t = translatorFor($textLocale.get());
  showToast(
    copied ? { kind: 'success', message: t('common.copied') } : { kind: 'error', message: t('common.copyFailed') },
  );
  return copied;
}

// ---- Mode transitions ----------------------------------------------------------------------------------------

/**
 * Enter or leave simulation, or switch between the demo and the real account (the table in menu/transitions.ts):
 * a cancelable `ex-mode-change` { from, to } from the host first; unless a listener prevents it, the header mode
 * changes and the page opens through the header's navigation (ex-navigate, 500 ms).
 */
export function changeMode(action: ModeAction, emit: Emit): AccountActionResult {
  const plan = planModeChange(action, { mode: $mode.get(), user: $user.get() });
  if (!plan) return 'ignored';
  if (!emit(new ExModeChangeEvent({ from: plan.from, to: plan.to }))) return 'prevented';
  if (plan.mode) $mode.set(plan.mode);
  // The analytics item id is page-unique, group-qualified like the menus' (src/menu/item-id.ts).
  if (plan.path)
    navigate({ id: `user.${plan.itemId}`, href: sitePath(plan.path, $linkSite.get()), newWindow: false }, emit);
  return 'done';
}

// ---- Logout ------------------------------------------------------------------------------------------------------

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The cookie domains the exchange may have set the refresh token on, for a page host: the host itself and every
 * parent domain of at least two labels (www.exchange.com -> www.exchange.com, exchange.com). Without a public-suffix
 * list the registrable domain is not known for sure, so every parent is tried: a browser ignores a domain it
 * would never have accepted (co.uk), so the extra removals are harmless. IP addresses and single-label hosts
 * (localhost) have host-only cookies only: none.
 */
export function cookieDomains(hostname: string): string[] {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || !host.includes('.') || host.includes(':') || host.startsWith('[') || IPV4.test(host)) return [];
  const labels = host.split('.');
  const domains: string[] = [];
  for (let start = 0; start <= labels.length - 2; start += 1) domains.push(labels.slice(start).join('.'));
  return domains;
}

/**
 * The cookie paths the refresh token may have been set on, as seen from a page: every prefix of its path, with and
 * without the trailing slash, because a cookie is removed only by naming its exact path
 * ('/spot/BTCUSDT' -> '/', '/spot', '/spot/', '/spot/BTCUSDT', '/spot/BTCUSDT/'). A cookie whose path is not a
 * prefix of the page's is not sent to this page, so it cannot be a session here.
 */
export function cookiePaths(pathname: string): string[] {
  const segments = pathname.split(/[\\/]+/).filter(Boolean);
  const paths = ['/'];
  let prefix = '';
  for (const segment of segments) {
    prefix += `/${segment}`;
    paths.push(prefix, `${prefix}/`);
  }
  return paths;
}

/**
 * Removes the refresh-token cookie (bt_rtoken, spec section 9) wherever the page could see it: on every path prefix
 * of the page (cookiePaths), host-only and on the host and each parent domain (cookieDomains). An HttpOnly cookie
 * cannot be removed from script: the logout call's answer clears that one on the server's side.
 */
export function removeRefreshTokenCookie(
  hostname: string = typeof location === 'undefined' ? '' : location.hostname,
  pathname: string = typeof location === 'undefined' ? '/' : location.pathname,
): void {
  const domains = cookieDomains(hostname);
  for (const path of cookiePaths(pathname)) {
    Cookies.remove(REFRESH_TOKEN_COOKIE, { path });
    for (const domain of domains) Cookies.remove(REFRESH_TOKEN_COOKIE, { path, domain });
  }
}

export interface LogoutOptions {
  /** Reloads the page (default location.reload()); tests pass their own. */
  reload?: () => void;
}

/**
 * Spec section 4, logout: a cancelable `ex-logout`; unless prevented, remove the bt_rtoken cookie, call the logout
 * endpoint, clear the local user state (user, trader-pro uid, rewards, and the API module's per-page dedupe so the
 * next user's calls run again), then reload LOGOUT_RELOAD_DELAY_MS (1 s) after the click. The answer is not read,
 * so a slow or hanging server never delays the reload: the state is cleared when the call settles or at the 1 s
 * mark, whichever is first, and the request is sent with `keepalive` so it still reaches the server when the
 * reload leaves the page before it answered. While it runs, another logout does nothing.
 */
export async function logout(
  emit: Emit,
  { reload = () => location.reload() }: LogoutOptions = {},
): Promise<AccountActionResult> {
  if ($loggingOut.get()) return 'ignored';
  if (!emit(new ExLogoutEvent())) return 'prevented';
  const clicked = Date.now();
  $loggingOut.set(true);
  removeRefreshTokenCookie();
  let module: ApiModule | null = null;
  const call = api()
    .then((loaded) => {
      module = loaded;
      return loaded.postLogout();
    })
    .catch((error: unknown) =>
      console.warn('[ex-header] The logout call failed; the local session is cleared anyway.', error),
    );
  let cap: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([call, new Promise<void>((resolve) => (cap = setTimeout(resolve, LOGOUT_RELOAD_DELAY_MS)))]);
  clearTimeout(cap);
  (module as ApiModule | null)?.invalidate();
  clearAccountData();
  $user.set(null);
  setTimeout(
    () => leavePage({ href: location.href, newWindow: false, itemId: 'logout' }, emit, reload),
    Math.max(0, clicked + LOGOUT_RELOAD_DELAY_MS - Date.now()),
  );
  return 'done';
}

// ---- One entry point for the menus -----------------------------------------------------------------------------

/** Runs a user-menu action entry; `values` are the entry's (copy-uid reads `uid`). */
export async function runAccountAction(
  action: MenuAction,
  emit: Emit,
  values: Readonly<Record<string, string | number>> = {},
  options: LogoutOptions = {},
): Promise<AccountActionResult> {
  switch (action) {
    case 'copy-uid':
      return (await copyUid(String(values.uid ?? ''))) ? 'done' : 'ignored';
    case 'logout':
      return logout(emit, options);
    default:
      return changeMode(action, emit);
  }
}

/**
 * An action entry's click (src/behaviour/action-entries.ts): its action from the element the entry is in, so the
 * cancelable events come from it; a mode change that went ahead closes the menu or drawer it was in; copying keeps it
 * open, and so does logout, to show that it is busy. A failure is logged, never thrown.
 */
export async function runActionEntry(entry: HTMLElement, { ownerId, emit }: { ownerId: string; emit: Emit }) {
  const action = entry.dataset.action as MenuAction;
  ensurePageToasts();
  try {
    const result = await runAccountAction(action, emit, { uid: entry.dataset.uid ?? '' });
    if (result === 'done' && action !== 'copy-uid' && action !== 'logout') closeOverlay(undefined, ownerId);
  } catch (error) {
    console.warn(`[ex-header] The "${action}" action failed:`, error);
  }
}
