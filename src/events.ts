/** Typed events dispatched from the host elements: all bubble and cross the shadow boundary (composed). */

export interface NavigateDetail {
  href: string;
  newWindow: boolean;
  itemId: string;
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

abstract class ExEvent<T> extends CustomEvent<T> {
  constructor(type: string, detail: T, cancelable: boolean) {
    super(type, { detail, bubbles: true, composed: true, cancelable });
  }
}

export class ExNavigateEvent extends ExEvent<NavigateDetail> {
  static readonly type = 'ex-navigate';
  constructor(detail: NavigateDetail) {
    super(ExNavigateEvent.type, detail, true);
  }
}
export class ExLocaleChangeEvent extends ExEvent<LocaleChangeDetail> {
  static readonly type = 'ex-locale-change';
  constructor(detail: LocaleChangeDetail) {
    super(ExLocaleChangeEvent.type, detail, false);
  }
}
export class ExUnitChangeEvent extends ExEvent<UnitChangeDetail> {
  static readonly type = 'ex-unit-change';
  constructor(detail: UnitChangeDetail) {
    super(ExUnitChangeEvent.type, detail, false);
  }
}
export class ExThemeChangeEvent extends ExEvent<ThemeChangeDetail> {
  static readonly type = 'ex-theme-change';
  constructor(detail: ThemeChangeDetail) {
    super(ExThemeChangeEvent.type, detail, false);
  }
}
export class ExModeChangeEvent extends ExEvent<ModeChangeDetail> {
  static readonly type = 'ex-mode-change';
  constructor(detail: ModeChangeDetail) {
    super(ExModeChangeEvent.type, detail, true);
  }
}
export class ExLogoutEvent extends ExEvent<LogoutDetail> {
  static readonly type = 'ex-logout';
  constructor() {
    super(ExLogoutEvent.type, {}, true);
  }
}
export class ExAnalyticsEvent extends ExEvent<AnalyticsDetail> {
  static readonly type = 'ex-analytics';
  constructor(detail: AnalyticsDetail) {
    super(ExAnalyticsEvent.type, detail, false);
  }
}
export class ExSecuritySuccessEvent extends ExEvent<SecuritySuccessDetail> {
  static readonly type = 'ex-security-success';
  constructor(detail: SecuritySuccessDetail) {
    super(ExSecuritySuccessEvent.type, detail, false);
  }
}
export class ExSecurityFailEvent extends ExEvent<SecurityFailDetail> {
  static readonly type = 'ex-security-fail';
  constructor(detail: SecurityFailDetail) {
    super(ExSecurityFailEvent.type, detail, false);
  }
}

export class ExSecurityVerifyEvent extends ExEvent<SecurityVerifyDetail> {
  static readonly type = 'ex-security-verify';
  constructor(detail: SecurityVerifyDetail) {
    super(ExSecurityVerifyEvent.type, detail, false);
  }
}

/** Dispatches from a host element; returns false when a listener called preventDefault(). */
export type Emit = (event: Event) => boolean;

declare global {
  interface GlobalEventHandlersEventMap {
    'ex-navigate': ExNavigateEvent;
    'ex-locale-change': ExLocaleChangeEvent;
    'ex-unit-change': ExUnitChangeEvent;
    'ex-theme-change': ExThemeChangeEvent;
    'ex-mode-change': ExModeChangeEvent;
    'ex-logout': ExLogoutEvent;
    'ex-analytics': ExAnalyticsEvent;
    'ex-security-success': ExSecuritySuccessEvent;
    'ex-security-fail': ExSecurityFailEvent;
    'ex-security-verify': ExSecurityVerifyEvent;
  }
}
