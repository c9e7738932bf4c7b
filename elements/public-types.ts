/** The types of the elements' properties, as a host page sets them (exported by the package). */
import type { MenuDocument as ExMenuDocument } from '../src/menu/document/schema';
import type {
  FeatureFlags,
  HeaderConfig as ExConfig,
  Mode as ExMode,
  SimulationInfo as ExSimulationInfo,
  User as ExUser,
} from '../src/menu/types';

export type { ExMenuDocument };
export type {
  FeeTagConfig as ExFeeTag,
  HeaderConfig as ExConfig,
  Mode as ExMode,
  SimulationInfo as ExSimulationInfo,
  User as ExUser,
} from '../src/menu/types';

/** A display unit of the `rates` list (the same shape as the store's RateEntry). */
export interface ExRate {
  type: string;
  showName: string;
}

/** Feature flags merged over the language's defaults: set only those to change. */
export type ExFlags = Partial<FeatureFlags>;

/** "black" and "white" are the spec's names for dark and light. */
export type ExTheme = 'dark' | 'light' | 'black' | 'white';

/**
 * The state every element accepts, as properties (camelCase) and as attributes (the same names in kebab-case: the
 * `simulationInfo` property is the `simulation-info` attribute). All elements on a page share it. This interface is
 * the one declaration of the state: src/attributes/state-attributes.ts parses and applies each member, the server's
 * options are typed from it, and the build reads its comments and types into custom-elements.json, the framework
 * typings and the README's table (what an absent or refused value means is the parser's, in
 * src/attributes/state-parsers.ts).
 */
export interface ExStateProperties {
  /** One of the 28 locales (e.g. "de", "zh-TW", "ar"). */
  locale: string;
  /** "dark" or "light" (the spec's "black" and "white" are accepted too). */
  theme: ExTheme;
  /** Display currency unit, e.g. "EUR". Falls back to the locale's unit, else USD, when not in the rate list. */
  unit: string;
  /**
   * The signed-in user as JSON, in the spec's field names: userId (required; none = visitor), loginName, childFlag
   * (sub-account), rechargeFlag, demoUType ("DemoStatus" | "DemoDefault"), showUserVip, vipLevel, accountMode (bits
   * 1, 2, 4: a demo account), userAvatar (http(s) or same-site URL, else initials). Our names for what the spec leaves
   * unnamed: unified (unified-account status), canUseUnified (leaving simulation only exits it), fundAccountMode,
   * subAccountTrader.
   */
  user: ExUser | null;
  /**
   * "real", "simulation", "unified-simulation" or "creation-demo".
   */
  mode: ExMode;
  /**
   * JSON { "simulation": boolean, "unifiedSimulation": boolean }: the user may enter simulation trading.
   */
  simulationInfo: ExSimulationInfo;
  /**
   * Boolean: the page is a unified trading account page (shows the UTA badge).
   */
  unifiedPage: boolean;
  /**
   * JSON feature flags merged over the per-language defaults (onChain, spotTrace, more, ...).
   */
  flags: ExFlags;
  /**
   * JSON common web config: { "accountShow": { "switchOpen": boolean }, "feeTagList": [...] }.
   */
  config: ExConfig;
  /** JSON array of display units: [{ "type": "EUR", "showName": "EUR" }, ...]. */
  rates: ExRate[];
  /**
   * A navigation document (JSON Schema: ex-header/menus.schema.json) on top of the built-in menus: add, change, hide
   * or move groups and items; rules named from the header's own. Also as an inline <script type="application/json">
   * child. Reading the property gives the document shown (invalid parts left out, each with a console warning).
   */
  menus: ExMenuDocument | null;
  /**
   * URL of a hosted navigation document: fetched once per page, cached in localStorage and revalidated (ETag); a
   * document given with `menus` or inline wins.
   */
  menusSrc: string | null;
  /**
   * Base URL of the exchange API. On a page of another origin than `siteBase`, the API is the exchange's site's (its
   * calls are made with credentials: allow that origin with CORS).
   */
  apiBase: string;
  /**
   * The exchange's site (http(s) URL, e.g. "https://www.example.com") for a page on another origin, such as a help
   * center: every link the header renders points there, and log in and sign up return the reader to this page's full
   * URL. On the site's own origin the links stay root-relative.
   */
  siteBase: string | null;
  /**
   * Where the page keeps its theme, for a site with its own dark mode: "html[data-theme]" (the attribute says dark or
   * light), "html.dark" (a class means dark), "body[data-md-color-scheme=slate]" (that value means dark), or "system"
   * (the reader's system preference). Read before the bar paints and followed on every change; the header's own theme
   * controls then switch the page's theme.
   */
  themeSource: string | null;
  /** Boolean: no theme toggle or theme settings in the header (the site has its own switch). */
  noThemeSwitch: boolean;
  /**
   * Boolean: the header never leaves or reloads the page itself. Links, a language choice and the logout still fire
   * their events (`ex-navigate`, `ex-locale-change`, `ex-logout`), then `ex-navigated` with `followed: false` where
   * the header would have navigated: for tests, and for hosts that route everything.
   */
  noNavigation: boolean;
  /**
   * Milliseconds between a click on a header link (its `ex-navigate` and `ex-analytics`) and the navigation, 0 to
   * 10000; a static site that has nothing to wait for sets 0.
   */
  navigateDelay: number;
  /**
   * Base URL of the folder holding the release's locale files (dist/locales/ copied as it is: each file is pinned by
   * its hash, so other texts are refused).
   */
  localesBase: string | null;
}

/** What every element has besides its attributes (custom-elements.json and the typings read it here). */
export interface ExElementMembers {
  /**
   * Settles (true) when what the last change asked for is on screen: a new locale's texts, a theme's restyle, an
   * opened menu's entries, a dialog or drawer shown and focused, a navigation document applied. Open-wc's `fixture()`
   * and `elementUpdated()` wait for it, as for a Lit element.
   */
  readonly updateComplete: Promise<boolean>;
}

/** What every element class has (`customElements.get('ex-header')`). */
export interface ExElementStatics {
  /**
   * Returns every state the page's elements share and every choice the header saved (theme, unit, its caches in
   * storage) to its defaults, closes what is open, and stops a navigation or logout under way: for tests, between one
   * and the next, after removing the fixtures (ex-header/testing's `resetExHeader()`).
   */
  resetState: () => Promise<void>;
}
