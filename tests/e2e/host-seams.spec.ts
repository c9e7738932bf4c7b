// The header as other people's pages meet it: inside another component's open or closed shadow root, with a style
// someone else put in its shadow root, with text spacing and larger text, and left alone. Each control answers from
// the nodes on screen, whoever drew them (the plain bar, then React).
import { expect, test, type Page } from '@playwright/test';
import { FIRST_USE_CONTROLS } from '../../scripts/lib/first-use.mjs';
import { collectConsoleMessages, collectPageErrors } from './support';

const MASTER = JSON.stringify({ userId: '1001', loginName: 'alice@example.com', showUserVip: 1, vipLevel: 2 });

async function open(page: Page, body: string, script = '<script src="/dist/ex-header.js" defer></script>') {
  await page.route('**/__host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>host</title>${script}</head><body style="margin:0">${body}<main><h1>Markets</h1></main></body></html>`,
    }),
  );
  await page.goto('/__host.html');
}

/** A CMS widget that renders the header inside its own shadow root (`mode`), kept reachable for the test as __header. */
const widget = (mode: 'open' | 'closed', attributes = '') => `<cms-widget></cms-widget>
<script>
  customElements.define('cms-widget', class extends HTMLElement {
    constructor() {
      super();
      const root = this.attachShadow({ mode: '${mode}' });
      root.innerHTML = '<div class="column"><ex-header api-base="/api" ${attributes.replace(/'/g, "\\'")}></ex-header></div>';
      window.__header = root.querySelector('ex-header');
    }
  });
</script>`;

type Held = { __header: Element };

/** Whether the header's shadow root holds a node, however deep the header sits (the test holds the element). */
const isShown = (page: Page, selector: string) =>
  page.evaluate((sel) => (window as unknown as Held).__header.shadowRoot!.querySelector(sel) !== null, selector);

const attributeOf = (page: Page, selector: string, name: string) =>
  page.evaluate(
    ([sel, attribute]) =>
      (window as unknown as Held).__header.shadowRoot!.querySelector(sel)?.getAttribute(attribute) ?? null,
    [selector, name] as const,
  );

const centerOf = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const rect = (window as unknown as Held).__header.shadowRoot!.querySelector(sel)!.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  }, selector);

/** Whether React owns the header's inner root (it has taken the plain bar over). */
const reactOwns = (page: Page) =>
  page.evaluate(() => {
    const root = (window as unknown as Held).__header.shadowRoot!.querySelector('.ex-root')!;
    return Object.keys(root).some((key) => key.startsWith('__react'));
  });

async function barShown(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !!(window as unknown as { __header?: Element }).__header?.shadowRoot?.querySelector('[part~=bar]'),
  );
}

for (const mode of ['open', 'closed'] as const) {
  test.describe(`inside a host component's ${mode} shadow root`, () => {
    test('the language button opens its dialog: by a real mouse, and by a script click made before React', async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await open(page, widget(mode));
      await barShown(page);
      // A script's click: no pointer precedes it, and the document sees only the outer host.
      await page.evaluate(() =>
        (window as unknown as { __header: Element }).__header
          .shadowRoot!.querySelector<HTMLElement>('[part~=language-button]')!
          .click(),
      );
      await expect.poll(() => isShown(page, 'dialog[open]')).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => isShown(page, 'dialog[open]')).toBe(false);
      const button = await centerOf(page, '[part~=settings-button]');
      await page.mouse.click(button.x, button.y);
      await expect.poll(() => isShown(page, 'dialog.ex-theme-modal[open]')).toBe(true);
      expect(errors).toEqual([]);
    });

    test('on a 390 px touch phone, a tap opens the navigation drawer, and a menu opens on the plain bar', async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 800 },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      await open(page, widget(mode));
      await barShown(page);
      const drawerButton = await centerOf(page, '[data-drawer="nav"]');
      await page.touchscreen.tap(drawerButton.x, drawerButton.y);
      await expect.poll(() => isShown(page, 'dialog.ex-drawer[open]')).toBe(true);
      expect(await attributeOf(page, '[data-drawer="nav"]', 'aria-expanded')).toBe('true');
      await context.close();
    });

    // Every control of the bench's first-use table (the security dialog is the page's own element, not the header's),
    // on a fresh page: a desktop control by a real mouse and by touch (a tablet held sideways), a phone's by touch.
    for (const control of FIRST_USE_CONTROLS.filter((entry) => !entry.page))
      for (const input of control.phone ? (['touch'] as const) : (['mouse', 'touch'] as const))
        test(`${control.name}: answers a first ${input === 'mouse' ? 'click' : 'tap'}`, async ({ browser }) => {
          const context = await browser.newContext({
            viewport: control.phone ? { width: 390, height: 800 } : { width: 1440, height: 800 },
            hasTouch: input === 'touch',
            isMobile: control.phone === true,
          });
          const page = await context.newPage();
          const errors = collectPageErrors(page);
          await open(page, widget(mode, `theme="light"${control.user ? ` user='${MASTER}'` : ''}`));
          await barShown(page);
          const at = await centerOf(page, control.tap);
          if (input === 'touch') await page.touchscreen.tap(at.x, at.y);
          else await page.mouse.click(at.x, at.y);
          await expect
            .poll(() =>
              page.evaluate(
                (shows) =>
                  [...(window as unknown as Held).__header.shadowRoot!.querySelectorAll(shows)].some((node) =>
                    node.checkVisibility(),
                  ),
                control.shows,
              ),
            )
            .toBe(true);
          expect(errors).toEqual([]);
          await context.close();
        });

    test('the theme toggle answers a first tap without React', async ({ page }) => {
      // React and the views cannot arrive: what answers is the plain bar.
      await page.route('**/dist/features/app.*.js', () => undefined);
      await page.setViewportSize({ width: 1440, height: 700 });
      await open(page, widget(mode));
      await barShown(page);
      const toggle = await centerOf(page, '[part~=theme-toggle]');
      await page.mouse.click(toggle.x, toggle.y);
      await expect.poll(() => attributeOf(page, '.ex-root', 'data-theme')).toBe('dark');
      expect(await reactOwns(page), 'the plain bar served the toggle').toBe(false);
    });
  });
}

test('a page left alone for 10 s logs nothing to the console', async ({ page }) => {
  test.setTimeout(30_000);
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 700 });
  await open(page, `<ex-header api-base="/api" user='${MASTER}'></ex-header>`);
  await page.locator('ex-header [part~=bar]').waitFor();
  await page.waitForTimeout(10_000);
  expect(messages).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe("a style someone else put in the header's shadow root (an extension, a text-spacing tool)", () => {
  for (const [when, beforeReact] of [
    ['before React takes the bar over', true],
    ['after React has taken it over', false],
  ] as const) {
    test(`${when}: it stays, and the app download opens over it`, async ({ page }) => {
      const messages = collectConsoleMessages(page);
      await page.setViewportSize({ width: 1440, height: 700 });
      await open(page, '<ex-header api-base="/api"></ex-header>');
      await page.locator('ex-header [part~=bar]').waitFor();
      const addStyle = () =>
        page.evaluate(() => {
          const style = document.createElement('style');
          style.id = 'someone-elses';
          style.textContent = '* { letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }';
          document.querySelector('ex-header')!.shadowRoot!.append(style);
        });
      if (beforeReact) await addStyle();
      await page.locator('ex-header [part~=download-trigger]').click();
      await expect(page.locator('ex-header [data-item-id="download-ios"]')).toBeVisible();
      if (!beforeReact) {
        await addStyle();
        await page.keyboard.press('Escape');
        await page.locator('ex-header [part~=download-trigger]').click();
        await expect(page.locator('ex-header [data-item-id="download-ios"]')).toBeVisible();
      }
      const kept = await page.evaluate(() => {
        const root = document.querySelector('ex-header')!.shadowRoot!;
        return { style: !!root.getElementById('someone-elses'), bars: root.querySelectorAll('[part~=bar]').length };
      });
      expect(kept).toEqual({ style: true, bars: 1 });
      expect(messages).toEqual([]);
    });
  }
});

test.describe('larger text and text spacing (WCAG 1.4.4, 1.4.12): the bar refits; no control covers another', () => {
  /** Every visible control of the bar, as boxes; the pairs that overlap. */
  const overlaps = (page: Page) =>
    page.evaluate(() => {
      const root = document.querySelector('ex-header')!.shadowRoot!;
      const controls = [...root.querySelectorAll<HTMLElement>('[part~=bar] :is(a, button)')].filter(
        (node) => node.getClientRects().length > 0 && !node.closest('[popover], .ex-nav__measure'),
      );
      const boxes = controls.map((node) => ({
        name: node.textContent || node.getAttribute('aria-label'),
        rect: node.getBoundingClientRect(),
      }));
      const pairs: string[] = [];
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b) => {
          const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
          const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
          if (x > 1 && y > 1) pairs.push(`${a.name} / ${b.name}`);
        }),
      );
      return pairs;
    });
  const enlarge = (page: Page) =>
    page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent =
        '.ex-root { font-size: 28px !important; } * { letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }';
      document.querySelector('ex-header')!.shadowRoot!.append(style);
    });

  for (const [who, attributes] of [
    ['visitor', ''],
    ['signed in', `user='${MASTER}'`],
  ] as const) {
    test(`${who}, 1440 px, on the plain bar and after React`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 700 });
      await open(page, `<ex-header api-base="/api" ${attributes}></ex-header>`);
      await page.locator('ex-header [part~=bar]').waitFor();
      await enlarge(page);
      await expect.poll(() => overlaps(page)).toEqual([]);
      const react = await page.evaluate(() =>
        Object.keys(document.querySelector('ex-header')!.shadowRoot!.querySelector('.ex-root')!).some((key) =>
          key.startsWith('__react'),
        ),
      );
      expect(react, 'measured on the plain bar').toBe(false);
      await expect(page.locator('ex-header [part~=more-trigger]')).toBeVisible();
      // React takes the bar over, and keeps it fitted.
      await page.locator('ex-header [part~=bar]').hover({ position: { x: 1, y: 1 } });
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(document.querySelector('ex-header')!.shadowRoot!.querySelector('.ex-root')!).some((key) =>
              key.startsWith('__react'),
            ),
          ),
        )
        .toBe(true);
      await page.waitForTimeout(200);
      expect(await overlaps(page)).toEqual([]);
    });
  }
});
