import type * as Events from './events';

/** Typed events dispatched from the host elements: all bubble and cross the shadow boundary (composed). */

export interface NavigateDetail {
  href: string;
  newWindow: boolean;
  itemId: string;
}
export interface NavigatedDetail {
  href: string;
  newWindow: boolean;
  itemId: string;
  /** False when `no-navigation` is set: the header stayed on the page and left the navigation to the host. */
  followed: boolean;
}
export interface LocaleChangeDetail {
  locale: string;
  href: string;
}
export interface UnitChangeDetail {
  unit: string;
}
export interface ThemeChangeDetail {
  theme: 'dark' | 'light';
}
export interface ModeChangeDetail {
  from: string;
  to: string;
}
export type LogoutDetail = Record<string, never>;
export interface AnalyticsDetail {
  type: 'click' | 'exposure';
  itemId: string;
  [key: string]: unknown;
}
export interface SecuritySuccessDetail {
  action: string;
  options: unknown;
}
export interface SecurityVerifyDetail {
  action: string;
  /** 'original': codes holds each verification field by name (email, mobile, google, code); 'fido2': a passkey. */
  method: 'original' | 'fido2';
  codes: Record<string, string>;
}
export interface SecurityFailDetail {
  action: string;
  code: string;
  message: string;
}

/**
 * An event of the public contract. Each subclass declares its name (`type`), whether a listener may cancel it and,
 * in its doc comment, what it means: the manifest, the typings, the README's table and the demo's event log are
 * generated from these classes (elements/contract.ts), so adding an event is one class here.
 */
abstract class ExEvent<T> extends CustomEvent<T> {
  constructor(detail: T) {
    const { type, cancelable } = new.target as unknown as { type: string; cancelable: boolean };
    super(type, { detail, bubbles: true, composed: true, cancelable });
  }
}

/**
 * A menu entry or link was chosen. `preventDefault()` lets a single-page app route itself; otherwise the header
 * navigates after `navigate-delay` (500 ms by default; a `preventDefault()` until then still stops it; links to other
 * sites open a new window with `noopener`).
 */
export class ExNavigateEvent extends ExEvent<NavigateDetail> {
  static readonly type = 'ex-navigate';
  static readonly cancelable = true;
}

/**
 * The header leaves the page now (a link's delay ran out with nothing preventing it; the logout's reload has
 * `itemId` "logout"), or, with `no-navigation`, would have: `followed` says which. What a test waits on instead of
 * a sleep, and what a host that routes everything follows.
 */
export class ExNavigatedEvent extends ExEvent<NavigatedDetail> {
  static readonly type = 'ex-navigated';
  static readonly cancelable = false;
}

/**
 * The user picked a language; `href` is the current page in that language.
 */
export class ExLocaleChangeEvent extends ExEvent<LocaleChangeDetail> {
  static readonly type = 'ex-locale-change';
  static readonly cancelable = false;
}

/**
 * The display currency unit changed.
 */
export class ExUnitChangeEvent extends ExEvent<UnitChangeDetail> {
  static readonly type = 'ex-unit-change';
  static readonly cancelable = false;
}

/**
 * The user picked light or dark.
 */
export class ExThemeChangeEvent extends ExEvent<ThemeChangeDetail> {
  static readonly type = 'ex-theme-change';
  static readonly cancelable = false;
}

/**
 * Entering or leaving simulation, or switching demo and real accounts, before anything changes; `from`/`to` are
 * "real", "simulation", "unified-simulation", "creation-demo" or "demo" (a demo-status user). Unless prevented, the
 * header sets its mode and, where the transition has a page, navigates there through ex-navigate (table in
 * src/menu/transitions.ts).
 */
export class ExModeChangeEvent extends ExEvent<ModeChangeDetail> {
  static readonly type = 'ex-mode-change';
  static readonly cancelable = true;
}

/**
 * Before the logout sequence starts. Unless prevented, the header removes the bt_rtoken cookie (path /, the host and
 * its parent domains), calls the logout endpoint, clears the user and reloads the page 1 s later.
 */
export class ExLogoutEvent extends ExEvent<LogoutDetail> {
  static readonly type = 'ex-logout';
  static readonly cancelable = true;
  constructor() {
    super({});
  }
}

/**
 * UI analytics: clicks on entries, and menus being shown.
 */
export class ExAnalyticsEvent extends ExEvent<AnalyticsDetail> {
  static readonly type = 'ex-analytics';
  static readonly cancelable = false;
}

/**
 * The security action was accepted; `options` are the validation options.
 */
export class ExSecuritySuccessEvent extends ExEvent<SecuritySuccessDetail> {
  static readonly type = 'ex-security-success';
  static readonly cancelable = false;
}

/**
 * The user confirmed the verification: the host completes it with the codes entered (original method) or a passkey
 * (fido2); the dialog closes.
 */
export class ExSecurityVerifyEvent extends ExEvent<SecurityVerifyDetail> {
  static readonly type = 'ex-security-verify';
  static readonly cancelable = false;
}

/**
 * The security action failed.
 */
export class ExSecurityFailEvent extends ExEvent<SecurityFailDetail> {
  static readonly type = 'ex-security-fail';
  static readonly cancelable = false;
}

/** Dispatches from a host element; returns false when a listener called preventDefault(). */
export type Emit = (event: Event) => boolean;

/** Every event class above, by name: what `addEventListener('ex-…')` gives a listener. */
type EventClass = Extract<(typeof Events)[keyof typeof Events], { type: string; cancelable: boolean }>;
export type ExEventMap = { [C in EventClass as C['type']]: C['prototype'] };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's members come from ExEventMap
  interface GlobalEventHandlersEventMap extends ExEventMap {}
}
