/**
 * The public contract as data (build-time only: it feeds dist/custom-elements.json and the README tables,
 * and is never bundled into the runtime). Keep it in step with state-attributes.ts and src/events.ts;
 * contract.test.ts checks that it is.
 */

import { exHeaderContract } from './ex-header.contract';
import { exLangModalContract } from './ex-lang-modal.contract';
import { exThemeModalContract } from './ex-theme-modal.contract';
import { exDrawerContract } from './ex-drawer.contract';
import { exSecurityDialogContract } from './ex-security-dialog.contract';

/**
 * `type` is the property's TypeScript type (the public types are in elements/public-types.ts); `default` is the
 * value as source text when there is one, and `defaultNote` says in words what an absent value means.
 */
export const STATE_ATTRIBUTE_DOCS = [
  {
    name: 'locale',
    property: 'locale',
    type: 'string',
    description: 'One of the 28 locales (e.g. "de", "zh-TW", "ar").',
    defaultNote: 'the page path\'s language, else "en"',
  },
  {
    name: 'theme',
    property: 'theme',
    type: 'ExTheme',
    description: '"dark" or "light" (the spec\'s "black" and "white" are accepted too).',
    defaultNote: "the user's saved choice, else the system preference",
  },
  {
    name: 'unit',
    property: 'unit',
    type: 'string',
    description:
      'Display currency unit, e.g. "EUR". Falls back to the locale\'s unit, else USD, when not in the rate list.',
    defaultNote: "the user's saved unit, else the locale's unit, else USD",
  },
  {
    name: 'user',
    property: 'user',
    type: 'ExUser | null',
    default: 'null',
    description:
      'The signed-in user as JSON, in the spec\'s field names: userId (required; none = visitor), loginName, childFlag (sub-account), rechargeFlag, demoUType ("DemoStatus" | "DemoDefault"), showUserVip, vipLevel, accountMode (bits 1, 2, 4: a demo account), userAvatar (http(s) or same-site URL, else initials). Our names for what the spec leaves unnamed: unified (unified-account status), canUseUnified (leaving simulation only exits it), fundAccountMode, subAccountTrader. Absent means a visitor.',
    defaultNote: 'a visitor',
  },
  {
    name: 'mode',
    property: 'mode',
    type: 'ExMode',
    default: '"real"',
    description: '"real", "simulation", "unified-simulation" or "creation-demo".',
    defaultNote: '"real"',
  },
  {
    name: 'simulation-info',
    property: 'simulationInfo',
    type: 'ExSimulationInfo',
    default: '{}',
    description: 'JSON { "simulation": boolean, "unifiedSimulation": boolean }: the user may enter simulation trading.',
    defaultNote: 'no simulation flags',
  },
  {
    name: 'unified-page',
    property: 'unifiedPage',
    type: 'boolean',
    default: 'false',
    description: 'Boolean: the page is a unified trading account page (shows the UTA badge).',
    defaultNote: 'false',
  },
  {
    name: 'flags',
    property: 'flags',
    type: 'ExFlags',
    default: '{}',
    description: 'JSON feature flags merged over the per-language defaults (onChain, spotTrace, more, ...).',
    defaultNote: "the language's default flags",
  },
  {
    name: 'config',
    property: 'config',
    type: 'ExConfig',
    default: '{}',
    description: 'JSON common web config: { "accountShow": { "switchOpen": boolean }, "feeTagList": [...] }.',
    defaultNote: 'an empty config',
  },
  {
    name: 'rates',
    property: 'rates',
    type: 'ExRate[]',
    description: 'JSON array of display units: [{ "type": "EUR", "showName": "EUR" }, ...].',
    defaultNote: 'the built-in unit list',
  },
  {
    name: 'menus',
    property: 'menus',
    type: 'ExMenuDocument | null',
    default: 'null',
    description:
      'A navigation document (JSON Schema: ex-header/menus.schema.json) on top of the built-in menus: add, change, hide or move groups and items; rules named from the header\'s own. Also as an inline <script type="application/json"> child. Reading the property gives the document shown (invalid parts left out, each with a console warning).',
    defaultNote: 'the built-in menus',
  },
  {
    name: 'menus-src',
    property: 'menusSrc',
    type: 'string | null',
    description:
      'URL of a hosted navigation document: fetched once per page, cached in localStorage and revalidated (ETag); a document given with `menus` or inline wins.',
    defaultNote: 'no hosted navigation document',
  },
  {
    name: 'api-base',
    property: 'apiBase',
    type: 'string',
    description: 'Base URL of the exchange API.',
    defaultNote: "the page's origin",
  },
  {
    name: 'locales-base',
    property: 'localesBase',
    type: 'string | null',
    description:
      "Base URL of the folder holding the release's locale files (dist/locales/ copied as it is: each file is pinned by its hash, so other texts are refused).",
    defaultNote: 'the package\'s own locale modules (ES modules), or the "locales/" folder beside the script',
  },
] as const;

export const EVENT_DOCS = [
  {
    name: 'ex-navigate',
    type: 'ExNavigateEvent',
    detail: '{ href, newWindow, itemId }',
    cancelable: true,
    description:
      'A menu entry was chosen. preventDefault() lets a single-page app route itself; otherwise the header navigates after 500 ms.',
  },
  {
    name: 'ex-locale-change',
    type: 'ExLocaleChangeEvent',
    detail: '{ locale, href }',
    cancelable: false,
    description: 'The user picked a language; href is the current page in that language.',
  },
  {
    name: 'ex-unit-change',
    type: 'ExUnitChangeEvent',
    detail: '{ unit }',
    cancelable: false,
    description: 'The display currency unit changed.',
  },
  {
    name: 'ex-theme-change',
    type: 'ExThemeChangeEvent',
    detail: '{ theme }',
    cancelable: false,
    description: 'The user picked light or dark.',
  },
  {
    name: 'ex-mode-change',
    type: 'ExModeChangeEvent',
    detail: '{ from, to }',
    cancelable: true,
    description:
      'Entering or leaving simulation, or switching demo and real accounts, before anything changes; from/to are "real", "simulation", "unified-simulation", "creation-demo" or "demo" (a demo-status user). Unless prevented, the header sets its mode and, where the transition has a page, navigates there through ex-navigate (table in src/menu/transitions.ts).',
  },
  {
    name: 'ex-logout',
    type: 'ExLogoutEvent',
    detail: '{}',
    cancelable: true,
    description:
      'Before the logout sequence starts. Unless prevented, the header removes the bt_rtoken cookie (path /, the host and its parent domains), calls the logout endpoint, clears the user and reloads the page 1 s later.',
  },
  {
    name: 'ex-analytics',
    type: 'ExAnalyticsEvent',
    detail: '{ type: "click" | "exposure", itemId, ... }',
    cancelable: false,
    description: 'UI analytics: clicks on entries, and menus being shown.',
  },
  {
    name: 'ex-security-success',
    type: 'ExSecuritySuccessEvent',
    detail: '{ action, options }',
    cancelable: false,
    description: 'The security action was accepted; options are the validation options.',
  },
  {
    name: 'ex-security-verify',
    type: 'ExSecurityVerifyEvent',
    detail: '{ action, method: "original" | "fido2", codes }',
    cancelable: false,
    description:
      'The user confirmed the verification: the host completes it with the codes entered (original method) or a passkey (fido2); the dialog closes.',
  },
  {
    name: 'ex-security-fail',
    type: 'ExSecurityFailEvent',
    detail: '{ action, code, message }',
    cancelable: false,
    description: 'The security action failed.',
  },
] as const;

export const CSS_PROPERTY_DOCS = [
  { name: '--ex-z-index', default: '1000', description: 'Stacking of the header, its dropdowns and drawers.' },
  { name: '--ex-font-family', default: 'system-ui stack', description: 'Font of every element.' },
  { name: '--ex-header-height', default: '64px', description: 'Height of the desktop bar.' },
  ...[
    'bg',
    'bg-raised',
    'bg-hover',
    'fg',
    'fg-muted',
    'border',
    'accent',
    'accent-fg',
    'accent-text',
    'badge-bg',
    'badge-fg',
    'focus',
  ].flatMap((token) => [
    {
      name: `--ex-light-${token}`,
      default: 'light theme value',
      description: `Light theme ${token.replace('-', ' ')} colour.`,
    },
    {
      name: `--ex-dark-${token}`,
      default: 'dark theme value',
      description: `Dark theme ${token.replace('-', ' ')} colour.`,
    },
  ]),
] as const;

export const PART_DOCS = [
  { name: 'bar', description: 'The header bar.' },
  { name: 'logo', description: 'The logo link.' },
  { name: 'uta-badge', description: 'The unified trading account badge.' },
  {
    name: 'mode-badge',
    description: 'The mode badges beside the logo (data-badge="simulation|trader-pro-demo|demo-change").',
  },
  {
    name: 'watermark',
    description: "The demo-change watermark behind the bar's contents (decorative, never takes a click).",
  },
  { name: 'nav', description: 'The navigation menus.' },
  { name: 'menu-trigger', description: 'Each menu button.' },
  { name: 'menu-panel', description: 'Each dropdown panel.' },
  { name: 'end', description: 'The account and tools area.' },
  { name: 'login-link', description: 'Log in link.' },
  { name: 'register-link', description: 'Sign up link.' },
  { name: 'download-trigger', description: 'The app-download button.' },
  { name: 'download-panel', description: 'The app-download dropdown.' },
  { name: 'qr', description: 'The download QR code.' },
  { name: 'language-button', description: 'Opens the language and currency dialog.' },
  { name: 'theme-toggle', description: 'Switches light and dark.' },
  { name: 'settings-button', description: 'Opens the theme dialog.' },
  { name: 'language-dialog', description: 'The language and currency dialog.' },
  { name: 'theme-dialog', description: 'The theme dialog.' },
  { name: 'language-picker', description: 'The inline language and currency picker (<ex-lang-modal inline>).' },
  {
    name: 'compact-bar',
    description: 'The 48 px small-screen bar (below 1024 px of the element\'s own width; also has part "bar").',
  },
  {
    name: 'drawer-button',
    description: 'Each small-screen bar button that opens a drawer (data-drawer="nav|user|preferences").',
  },
  { name: 'drawer', description: "A drawer's dialog surface (330 px, at most the viewport's width)." },
  { name: 'more-trigger', description: 'The "More menus" button holding the menus that do not fit the desktop bar.' },
  { name: 'security-dialog', description: 'The security-action verification dialog.' },
  { name: 'toasts', description: "The page's notifications (384 px; drawn once per page by the first element)." },
] as const;

/**
 * One element's own contract, declared beside it in elements/<tag>.contract.ts: its attributes beyond the shared
 * state attributes, the events it sends (EVENT_DOCS names) and the parts it renders (PART_DOCS names).
 */
export interface ElementContract {
  tag: string;
  className: string;
  module: string;
  description: string;
  ownAttributes: readonly {
    name: string;
    property: string;
    type: string;
    description: string;
    default?: string;
    defaultNote?: string;
  }[];
  events: readonly (typeof EVENT_DOCS)[number]['name'][];
  parts: readonly (typeof PART_DOCS)[number]['name'][];
}

/** Every element, one line each: adding an element means its own files and a line here. */
export const ELEMENT_CONTRACTS: readonly ElementContract[] = [
  exHeaderContract,
  exLangModalContract,
  exThemeModalContract,
  exDrawerContract,
  exSecurityDialogContract,
];

/** Every element's contract, in the shape scripts/lib/manifest.mjs turns into dist/custom-elements.json. */
export const ELEMENTS = ELEMENT_CONTRACTS.map((element) => ({
  tag: element.tag,
  className: element.className,
  module: element.module,
  description: element.description,
  attributes: [...STATE_ATTRIBUTE_DOCS, ...element.ownAttributes],
  events: EVENT_DOCS.filter((event) => element.events.includes(event.name)),
  parts: element.parts.map((name) => PART_DOCS.find((part) => part.name === name)!),
  cssProperties: CSS_PROPERTY_DOCS,
}));
