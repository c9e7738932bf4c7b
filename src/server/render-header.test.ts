// renderHeader in Node (no DOM): the element's attributes, the declarative shadow root with the bar React's server
// renderer drew from the bar model, the embedded bar texts, the fallback; text never becomes HTML; each render sees
// only its own options, however many run at once. (tests/e2e/server-render.spec.ts compares it with the browser.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../locales/ar.json';
import { buildBarModel } from '../menu/groups';
import { ctx, USERS } from '../../tests/fixtures/menu-contexts';
import { barTexts } from '../i18n/texts';
import { moduleGraph } from '../../tests/support/module-graph';
import { renderHeader } from './index';

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** One bar's markup (desktop: the <header> that is not ex-compact), or '' when it is not there. */
function barHtml(html: string, bar: 'desktop' | 'compact'): string {
  const start = html.indexOf(bar === 'desktop' ? '<header class="ex-header" ' : '<header class="ex-header ex-compact"');
  return start < 0 ? '' : html.slice(start, html.indexOf('</header>', start));
}

function barHrefs(html: string, bar: 'desktop' | 'compact'): string[] {
  return [...barHtml(html, bar).matchAll(/<a [^>]*href="([^"]*)"/g)].map(([, href]) => unescape(href));
}

function openingTag(html: string): string {
  return html.slice(0, html.indexOf('>') + 1);
}

afterEach(() => vi.restoreAllMocks());

describe('renderHeader: the markup', () => {
  it('is <ex-header> with its attributes and nothing but a declarative shadow root (stylesheet, bar, fallback)', async () => {
    const html = await renderHeader({
      path: '/spot/BTCUSDT',
      apiBase: '/api',
      unifiedPage: true,
      flags: { onChain: false },
    });
    expect(openingTag(html)).toBe('<ex-header unified-page="" flags="{&quot;onChain&quot;:false}" api-base="/api">');
    expect(html).toMatch(/^<ex-header[^>]*><template shadowrootmode="open"><style data-ex-ssr="">:host \{/);
    const template = html.slice(0, html.indexOf('</template>'));
    expect(template).toContain('<div class="ex-root ex-header-root" data-theme="light" dir="ltr" lang="en">');
    expect(template).toContain('part="uta-badge"');
    expect(template).not.toContain('data-menu="onChain"');
    // Nothing in the light DOM, where a framework that renders the bare element in the browser finds nothing.
    expect(html).toMatch(
      /<\/header><\/div><\/div><div class="ex-ssr-fallback"><nav class="ex-header-fallback"[^]*<\/nav><\/div><\/template><\/ex-header>$/,
    );
  });

  it("without a theme, the system's preference picks the tokens (the core's own dark rule) and the toggle; with one, not", async () => {
    const styleOf = (html: string) => html.slice(html.indexOf('<style data-ex-ssr="">'), html.indexOf('</style>'));
    const unknown = styleOf(await renderHeader({}));
    const darkRule = /\.ex-root(?:,\s*\.ex-toast-root\))?\[data-theme=(['"]?)dark\1\]\s*\{([^}]*)\}/.exec(unknown)!;
    const declarations = darkRule[2]
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean);
    expect(declarations.length).toBeGreaterThan(10);
    const media = unknown.slice(unknown.indexOf('@media (prefers-color-scheme: dark) { .ex-root {'));
    expect(media).not.toBe(unknown);
    for (const declaration of declarations) expect(media).toContain(declaration);
    const toggles = (html: string) => html.match(/part="theme-toggle"/g)?.length ?? 0;
    expect(toggles(await renderHeader({ layout: 'desktop' }))).toBe(2);
    for (const theme of ['light', 'dark'] as const) {
      const html = await renderHeader({ theme, layout: 'desktop' });
      expect(styleOf(html)).not.toContain('prefers-color-scheme: dark) { .ex-root');
      expect(toggles(html)).toBe(1);
    }
  });

  it('auto layout sends both bars for the width to choose; a known layout sends one and sets the height', async () => {
    const auto = await renderHeader({});
    expect(auto).toContain('class="ex-ssr ex-ssr--desktop"');
    expect(auto).toContain('class="ex-ssr ex-ssr--compact"');
    expect(auto).toContain('@container (width < 1024px)');
    const compact = await renderHeader({ layout: 'compact' });
    expect(openingTag(compact)).toBe('<ex-header data-ex-layout="compact">');
    expect(barHrefs(compact, 'compact')).toEqual(['/']);
    expect(compact).not.toContain('class="ex-ssr ');
    expect(barHtml(compact, 'desktop')).toBe('');
    expect(barHrefs(await renderHeader({ layout: 'desktop' }), 'compact')).toEqual([]);
  });

  it("gives the inline stylesheet the page's CSP nonce, escaped", async () => {
    expect(await renderHeader({ nonce: 'a"b' })).toContain('<style data-ex-ssr="" nonce="a&quot;b">');
  });

  it('embeds the bar texts of a non-English locale, and none for English', async () => {
    const html = await renderHeader({ locale: 'ar' });
    const match = /<script type="application\/json" data-ex-texts="ar">([^<]*)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1])).toEqual(barTexts(ar));
    expect(html).toContain('dir="rtl" lang="ar"');
    expect(html).toContain(`>${ar.header.login}</a>`);
    expect(await renderHeader({ locale: 'en' })).not.toContain('data-ex-texts');
  });

  it('takes the locale from the path when none is given, as the element does', async () => {
    const html = await renderHeader({ path: '/de/spot/BTCUSDT' });
    expect(openingTag(html)).toBe('<ex-header>');
    expect(html).toContain('data-ex-texts="de"');
    expect(barHrefs(html, 'desktop')).toEqual([
      '/de',
      '/de/login?from=%2Fde%2Fspot%2FBTCUSDT&source=mix',
      '/de/register?from=%2Fde%2Fspot%2FBTCUSDT&source=mix',
    ]);
  });
});

describe('renderHeader: the bar follows the menu model, role by role', () => {
  const roles = [
    ['visitor', null],
    ['master', USERS.master],
    ['sub-account', USERS.sub],
    ['sub-account trader', USERS.subTrader],
    ['demo', USERS.demoStatus],
    ['unified', USERS.unified],
  ] as const;
  for (const locale of ['en', 'de', 'ar']) {
    it.each(roles)(`${locale}: %s`, async (_role, user) => {
      const path = locale === 'en' ? '/markets' : `/${locale}/markets`;
      const html = await renderHeader({ locale, path, user });
      const model = buildBarModel(ctx({ locale, path, user }));
      const nav = [...barHtml(html, 'desktop').matchAll(/data-menu="([^"]+)"/g)].map(([, id]) => id);
      expect(nav).toEqual([...[...model.nav, ...model.account].map((group) => group.id), 'download']);
      expect(barHrefs(html, 'desktop')).toEqual(
        model.auth ? [model.home, model.auth.login, model.auth.register] : [model.home],
      );
    });
  }
});

describe('renderHeader: safe with any input', () => {
  it('renders a user name as text and the attribute JSON escaped', async () => {
    const loginName = '<img src=x onerror=alert(1)>"&';
    const html = await renderHeader({ user: { ...USERS.master, loginName }, layout: 'desktop' });
    expect(html).not.toContain('<img');
    expect(unescape(/ user="([^"]*)"/.exec(html)![1])).toBe(JSON.stringify({ ...USERS.master, loginName }));
  });

  it('warns about a bad value once and renders the safe default, never throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = await renderHeader({ user: '{not json' as never, locale: 'xx', theme: 'purple' as never });
    expect(warn.mock.calls.map(([message]) => String(message).match(/"(\w+)" attribute/)?.[1])).toEqual([
      'locale',
      'theme',
      'user',
    ]);
    expect(html).toContain('part="login-link"');
    expect(html).toContain('data-theme="light" dir="ltr" lang="en"');
  });

  it('a user given as JSON text, as the element takes it, signs in the bar and the fallback alike', async () => {
    const html = await renderHeader({ user: JSON.stringify(USERS.master) as never, path: '/spot' });
    const fallback = html.slice(html.indexOf('<nav class="ex-header-fallback"'));
    expect(barHtml(html, 'desktop')).toContain('data-menu="user"');
    expect(barHtml(html, 'desktop')).not.toContain('login-link');
    expect(fallback).not.toContain('/login?');
    expect(fallback).toContain('<a href="/dashboard" rel="external">Account</a>');
  });

  it('refuses a path that is not text, saying so', async () => {
    await expect(renderHeader({ path: 42 as never })).rejects.toThrow(/path must be the page's path as text/);
  });
});

describe('renderHeader is a function of its options', () => {
  const documents = [
    null,
    { groups: [{ key: 'earn', label: { en: 'Earn', de: 'Verdienen' }, href: '/earn', after: 'spot' }] },
    { groups: [{ key: 'onChain', isHide: true }] },
  ];
  const users = [null, USERS.master, USERS.unified, USERS.subTrader, JSON.stringify(USERS.master)];
  const locales = ['en', 'de', 'ar', 'ja', undefined];
  const themes = ['dark', 'light', undefined];
  /** The i-th request: a mix no two neighbours share. */
  const request = (index: number) => ({
    user: users[index % users.length] as never,
    locale: locales[(index >> 1) % locales.length],
    theme: themes[index % themes.length] as never,
    menus: documents[(index >> 2) % documents.length],
    path: index % 7 === 0 ? '/de/futures' : '/spot/BTCUSDT',
    layout: (['auto', 'desktop', 'compact'] as const)[index % 3],
  });

  it('200 renders interleaved, of different users, locales, themes and documents: each the same as rendered alone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const requests = Array.from({ length: 200 }, (_, index) => request(index));
    const alone = new Map<number, string>();
    for (let index = 0; index < 60; index += 1) alone.set(index, await renderHeader(request(index)));
    // Started in a shuffled order, all at once: their awaits interleave.
    const order = requests.map((_, index) => (index * 73) % requests.length);
    const together = await Promise.all(order.map((index) => renderHeader(requests[index])));
    order.forEach((index, position) => {
      if (alone.has(index)) expect(together[position], `request ${index}`).toBe(alone.get(index));
      // Requests with the same options render the same, whenever they ran.
      const twin = order.findIndex(
        (other) => other % 60 === index % 60 && JSON.stringify(requests[other]) === JSON.stringify(requests[index]),
      );
      expect(together[position]).toBe(together[twin]);
    });
    expect(new Set(together).size).toBeGreaterThan(20);
  });

  it('imports no page-wide store, no view and no feature table: only what a render reads', () => {
    const graph = moduleGraph('src/server/index.ts');
    expect(graph.filter((file) => /^src\/(stores|components|features)\/|^src\/render\/react/.test(file))).toEqual([]);
    expect(graph.filter((file) => /^(react|react-dom|nanostores|@nanostores)/.test(file))).toEqual([]);
  });
});

describe('renderHeader with a navigation document', () => {
  const menus = {
    groups: [
      {
        key: 'earn',
        label: { en: 'Earn <now>', de: 'Verdienen' },
        href: '/earn',
        after: 'spot',
        items: [{ key: 'a', label: { en: 'A' }, href: '/a' }],
      },
      { key: 'onChain', isHide: true },
      { key: 'more', items: [{ key: 'bad', label: { en: 'B' }, href: 'javascript:alert(1)' }] },
    ],
  };

  it('the bars, the fallback links and the inline copy for the browser all have the document', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = await renderHeader({ locale: 'de', path: '/de/', menus });
    for (const bar of ['desktop', 'compact'] as const) {
      if (bar === 'desktop') {
        const ids = [...barHtml(html, bar).matchAll(/data-menu="([^"]+)"/g)].map(([, id]) => id);
        expect(ids.slice(0, 2)).toEqual(['spot', 'earn']);
        expect(ids).not.toContain('onChain');
      }
      expect(barHtml(html, bar)).not.toContain('<now>');
    }
    expect(barHtml(html, 'desktop')).toContain('Verdienen');
    // The no-script links: the new group links to its own page, in the locale, with the language prefix.
    expect(html).toContain('<li><a href="/de/earn" rel="external">Verdienen</a></li>');
    expect(html).not.toContain('/de/on-chain"');
    // The document as read (the bad item left out) goes into the shadow root for the browser, escaped for HTML.
    const inline = /<script type="application\/json" data-ex-menus="">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const copy = JSON.parse(inline) as { groups: { key: string; items?: { key: string }[] }[] };
    expect(copy.groups.map((group) => group.key)).toEqual(['earn', 'onChain', 'more']);
    expect(copy.groups[2].items).toEqual([]);
    expect(inline).not.toContain('<now>');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain(
      'renderHeader menus: groups[2].items[0].href (more › bad): javascript: links',
    );
    // Nothing of this render stays in the shared state for the next one.
    expect(await renderHeader({ locale: 'de', path: '/de/' })).toContain('data-menu="onChain"');
  });
});

describe('renderHeader on a guest page (a help center on another origin)', () => {
  it('links every entry to the main site, and from= to the full URL the server was given', async () => {
    const html = await renderHeader({
      siteBase: 'https://www.example.com',
      path: 'https://help.example.com/hc/en-us/articles/1?q=fees',
      layout: 'desktop',
    });
    expect(openingTag(html)).toContain('site-base="https://www.example.com"');
    const hrefs = barHrefs(html, 'desktop');
    expect(hrefs.length).toBeGreaterThan(2);
    for (const href of hrefs) expect(href.startsWith('https://www.example.com/'), href).toBe(true);
    const login = new URL(hrefs.find((href) => href.includes('/login?'))!);
    expect(login.searchParams.get('from')).toBe('https://help.example.com/hc/en-us/articles/1?q=fees');
  });

  it('marks the menu of the page, and draws no theme controls with no-theme-switch', async () => {
    const html = await renderHeader({
      path: '/de/trading-bot/spot/grid/BTCUSDT',
      noThemeSwitch: true,
      layout: 'desktop',
    });
    const bar = barHtml(html, 'desktop');
    const strategy = bar.slice(bar.indexOf('data-menu="strategy"'));
    expect(strategy.slice(0, strategy.indexOf('</button>'))).toContain('aria-current="true"');
    expect(bar.match(/aria-current=/g)).toHaveLength(1);
    expect(bar).not.toContain('part="theme-toggle"');
    expect(bar).not.toContain('part="settings-button"');
  });
});
