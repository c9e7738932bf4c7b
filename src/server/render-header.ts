/**
 * renderHeader: <ex-header> rendered on a server from the bar's markup (src/markup/bar.ts), the same description the
 * script's first paint draws, with no React and no DOM. The element carries the same state attributes the page would
 * set; inside it, a declarative shadow root holds the bar, the stylesheet and the bar's texts for the locale (so the
 * script's first paint shows the same words before the locale file has loaded), then the light-DOM fallback links
 * for browsers without declarative shadow DOM. The script takes the bar over in one task, with no visible change
 * (base.ts, src/render/server-markup.ts).
 */
import { CORE_STYLES } from '../styles/core';
import { barTexts, type TextTable } from '../i18n/texts';
import { describeCompactBar, describeDesktopBar, describeRoot, type BarInput } from '../markup/bar';
import { el } from '../markup/node';
import { escapeHtml, toHtml } from '../render/markup-html';
import { loadHeaderTexts, serverContextWith, type ServerStateOptions } from './context';
import { headerAttributes } from './tag';
import { renderFallbackFor } from './fallback';
import { SERVER_CSS, systemThemeCss } from './server-styles';

export type ServerLayout = 'auto' | 'desktop' | 'compact';

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
 * one when it takes over. Then the slot for the fallback links, shown without scripting.
 */
function serverBar(input: BarInput, layout: ServerLayout): string {
  const bars =
    layout === 'auto'
      ? [
          el('div', { class: 'ex-ssr ex-ssr--desktop' }, describeDesktopBar(input)),
          el('div', { class: 'ex-ssr ex-ssr--compact' }, describeCompactBar(input)),
        ]
      : [layout === 'desktop' ? describeDesktopBar(input) : describeCompactBar(input)];
  return (
    toHtml(describeRoot(input, 'ex-header-root', ...bars)) + toHtml(el('div', { class: 'ex-ssr-fallback' }, el('slot')))
  );
}

/** Text inside <script type="application/json">: nothing in it may close the element or open a comment. */
function jsonScriptText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
}

/**
 * <ex-header> with its server-rendered bar, as HTML for the page's body: a function of its options and the texts
 * loadHeaderTexts gave for them (one context, src/server/context.ts, that the bar, the fallback links and the
 * handed-over texts all come from). Synchronous, for a framework that renders without awaiting (ex-header/next).
 */
export function renderHeaderWith(options: HeaderRenderOptions, texts: TextTable | null): string {
  const layout: ServerLayout = options.layout === 'desktop' || options.layout === 'compact' ? options.layout : 'auto';
  const context = serverContextWith(options, texts);
  const { locale, menus } = context;
  // Not told the theme: the reader's system preference picks it, as the script will.
  const systemTheme = context.theme === undefined;
  const bar = serverBar(context.bar, layout);
  const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : '';
  const handedTexts = texts
    ? `<script type="application/json" data-ex-texts="${locale}">${jsonScriptText(barTexts(texts))}</script>`
    : '';
  // The document as read here, for the browser to read again: the same menus before and after the script runs.
  const inlineMenus = menus ? `<script type="application/json">${jsonScriptText(menus)}</script>` : '';
  const stylesheet = systemTheme ? `${SERVER_STYLESHEET}${SYSTEM_THEME}` : SERVER_STYLESHEET;
  const attributes = headerAttributes(options) + (layout === 'auto' ? '' : ` data-ex-layout="${layout}"`);
  return `<ex-header${attributes}><template shadowrootmode="open"><style data-ex-ssr${nonce}>${stylesheet}</style>${handedTexts}${bar}</template>${inlineMenus}${renderFallbackFor(context)}</ex-header>`;
}

/** <ex-header> with its server-rendered bar, as HTML for the page's body: a function of its options. */
export async function renderHeader(options: HeaderRenderOptions = {}): Promise<string> {
  return renderHeaderWith(options, await loadHeaderTexts(options));
}
