/**
 * The public contract as data (build-time only: it feeds dist/custom-elements.json, the typings and the README
 * tables, and is never bundled into the runtime). Nothing here restates the code: the state attributes come from
 * src/attributes/state-attributes.ts and the ExStateProperties interface (its types and doc comments), each element's tag,
 * class and own attributes from its module (elements/ex-*.ts), and each element's prose, events and parts from its
 * elements/<tag>.contract.ts, keyed by the names the code declares.
 */
import { classNameFor } from '../scripts/lib/manifest.mjs';
import type { ElementMetadata } from './base';
import type { ElementDocs } from './documents';
import { interfaceDocs } from './interface-docs';
import { STATE_ATTRIBUTES } from '../src/attributes/state-attributes';

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

/** The state attributes with their docs: each property's type and doc comment, and the element's own fallback words. */
const STATE_DOCS = interfaceDocs(new URL('./public-types.ts', import.meta.url), 'ExStateProperties');
export const STATE_ATTRIBUTE_DOCS = STATE_ATTRIBUTES.map((attribute) => {
  const docs = STATE_DOCS[attribute.property];
  if (!docs) throw new Error(`ExStateProperties has no member ${attribute.property} (the ${attribute.name} attribute)`);
  return { name: attribute.name, property: attribute.property, ...docs, defaultNote: attribute.fallback };
});

const isElementClass = (value: unknown): value is ElementMetadata =>
  typeof value === 'function' && typeof (value as Partial<ElementMetadata>).tag === 'string';

/** Every element module (elements/ex-*.ts) and the docs beside it: adding an element is its two files. */
const modules = import.meta.glob<Record<string, unknown>>(['./ex-*.ts', '!./*.contract.ts', '!./*.test.ts'], {
  eager: true,
});
const docsByModule = import.meta.glob<ElementDocs>('./ex-*.contract.ts', { eager: true, import: 'docs' });

/** Every element's contract, in the shape scripts/lib/manifest.mjs turns into dist/custom-elements.json. */
export const ELEMENTS = Object.entries(modules).map(([path, module]) => {
  const [className, element] = Object.entries(module).find(([, value]) => isElementClass(value)) as [
    string,
    ElementMetadata,
  ];
  const docs = docsByModule[path.replace(/\.ts$/, '.contract.ts')];
  if (!element || !docs)
    throw new Error(`${path}: expected an element class and its docs in ${path.replace(/\.ts$/, '.contract.ts')}`);
  if (className !== classNameFor(element.tag)) throw new Error(`${path}: <${element.tag}> is exported as ${className}`);
  return {
    tag: element.tag,
    className,
    module: `${element.tag}.js`,
    description: docs.description,
    attributes: [
      ...STATE_ATTRIBUTE_DOCS,
      ...element.ownAttributes.map(({ name, property, type, default: value }) => ({
        name,
        property,
        type,
        default: value,
        description: (docs.attributes as Record<string, string>)[name],
      })),
    ],
    events: EVENT_DOCS.filter((event) => docs.events.includes(event.name)),
    parts: docs.parts.map((name) => PART_DOCS.find((part) => part.name === name)!),
    cssProperties: CSS_PROPERTY_DOCS,
  };
});
