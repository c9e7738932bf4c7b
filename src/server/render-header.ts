/**
 * renderHeader: <ex-header> rendered on a server from the bar's markup (src/markup/bar.ts), the same description the
 * script's first paint draws, with no React and no DOM. The element carries the same state attributes the page would
 * set; inside it, a declarative shadow root holds all the rest (describeServerHeader). One description, two outputs:
 * HTML here (toHtml), React elements in ex-header/next (toReact). The script takes the bar over in one task, with no
 * visible change (base.ts, src/render/server-markup.ts).
 */
import { CORE_STYLES } from '../styles/core';
import { barTexts, type TextTable } from '../i18n/texts';
import { describeBar, describeCompactBar, describeDesktopBar, describeRoot, type BarInput } from '../markup/bar';
import { el, type MarkupElement } from '../markup/node';
import { toHtml } from '../render/markup-html';
import { loadHeaderTexts, serverContextWith, type ServerStateOptions } from './context';
import { describeHeaderElement, layoutOf, type ServerLayout } from './tag';
import { describeFallback } from './fallback';
import { SERVER_CSS, systemThemeCss } from './server-styles';

export type { ServerLayout } from './tag';

/**
 * The element's state as its properties (ExStateProperties: the same names and types); `theme` when the server knows
 * it (a cookie), else the reader's system preference shows. Then what only a server needs.
 */
export interface HeaderRenderOptions extends ServerStateOptions {
  /**
   * Which bar: `auto` (the default) sends both and the element's width picks one, as in the browser; `desktop` or
   * `compact` when the server knows (a phone's user agent, say), which also fixes the element's height at once.
   */
  layout?: ServerLayout;
  /** The page's CSP nonce, for the inline stylesheet under a `style-src 'nonce-…'` policy. */
  nonce?: string;
}

/** Stylesheet text without comments and repeated spaces. */
const compact = (css: string): string =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The inline stylesheet: the core styles and the server markup's own. */
const SERVER_STYLESHEET = compact([...CORE_STYLES, SERVER_CSS].join('\n'));
/** Added when the render was not told the theme: the system's dark preference shows the dark bar at once. */
const SYSTEM_THEME = compact(systemThemeCss(CORE_STYLES.join('\n')));

/**
 * The bar for a server, which cannot know the element's width: `auto` sends both bars and the stylesheet shows the
 * one the element's width selects (a container query, the browser's 1024 px breakpoint); the script keeps only that
 * one when it takes over.
 */
function serverBar(input: BarInput, layout: ServerLayout): MarkupElement {
  const bars =
    layout === 'auto'
      ? [
          el('div', { class: 'ex-ssr ex-ssr--desktop' }, describeDesktopBar(input)),
          el('div', { class: 'ex-ssr ex-ssr--compact' }, describeCompactBar(input)),
        ]
      : [describeBar(input, layout)];
  return describeRoot(input, 'ex-header-root', ...bars);
}

/** Text inside <script type="application/json">: nothing in it may close the element or open a comment. */
function jsonScriptText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
}

/**
 * <ex-header> with its server-rendered bar, as markup: a function of its options and the texts loadHeaderTexts gave
 * for them (one context, src/server/context.ts, that the bar, the fallback links and the handed-over texts and menus
 * all come from). Everything is inside the declarative shadow root, so the element's light DOM is empty, as a
 * framework that renders the bare element in the browser finds it: the stylesheet, the bar's texts for the locale (the
 * script's first paint shows the same words before the locale file has loaded), the navigation document as read here
 * (the same menus before and after the script runs), the bar, and the links shown where no script runs.
 */
export function describeServerHeader(options: HeaderRenderOptions, texts: TextTable | null): MarkupElement {
  const context = serverContextWith(options, texts);
  const { locale, menus } = context;
  // Not told the theme: the reader's system preference picks it, as the script will.
  const stylesheet = context.theme === undefined ? `${SERVER_STYLESHEET}${SYSTEM_THEME}` : SERVER_STYLESHEET;
  const json = (attributes: Record<string, string>, value: unknown) =>
    el('script', { type: 'application/json', ...attributes }, jsonScriptText(value));
  return describeHeaderElement(
    options,
    el(
      'template',
      { shadowrootmode: 'open' },
      el('style', { 'data-ex-ssr': '', nonce: options.nonce || null }, stylesheet),
      texts && json({ 'data-ex-texts': locale }, barTexts(texts)),
      menus && json({ 'data-ex-menus': '' }, menus),
      serverBar(context.bar, layoutOf(options)),
      el('div', { class: 'ex-ssr-fallback' }, describeFallback(context)),
    ),
  );
}

/** <ex-header> with its server-rendered bar, as markup, the texts for its options loaded (ex-header/astro renders it). */
export async function describeHeader(options: HeaderRenderOptions = {}): Promise<MarkupElement> {
  return describeServerHeader(options, await loadHeaderTexts(options));
}

/** <ex-header> with its server-rendered bar, as HTML for the page's body: a function of its options. */
export async function renderHeader(options: HeaderRenderOptions = {}): Promise<string> {
  return toHtml(await describeHeader(options));
}
