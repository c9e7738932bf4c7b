/**
 * The standalone elements as a help center or a CMS page uses them, with the built script alone: <ex-theme-modal>,
 * <ex-drawer> and <ex-lang-modal> open from their `open` attribute drawn with plain DOM, without waiting for React;
 * the reader's choice and closing work there, closing removes `open`; axe-core finds nothing. An inline language
 * picker is drawn and works the same way, and React, once it runs, adopts its nodes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { barePage } from './support';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Whether React's script was asked for (its requests, from the page's start). */
function watchReact(page: Page): () => boolean {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/features\/(react|app)\./.test(request.url())) asked.push(request.url());
  });
  return () => asked.length > 0;
}

type Seen = { __seen?: Record<string, unknown[]> };

/**
 * Records the detail's `field` of each `type` event the page's document hears, cancelling it when `cancel` (a host
 * that acts on it itself); returns a reader of what was recorded.
 */
async function recordDetails(
  page: Page,
  type: string,
  field: string,
  cancel = false,
): Promise<() => Promise<unknown[]>> {
  await page.evaluate(
    ({ type, field, cancel }) => {
      const seen: unknown[] = [];
      ((window as Seen).__seen ??= {})[type] = seen;
      document.addEventListener(type, (event) => {
        if (cancel) event.preventDefault();
        seen.push((event as CustomEvent<Record<string, unknown>>).detail[field]);
      });
    },
    { type, field, cancel },
  );
  return () => page.evaluate((type) => (window as Seen).__seen?.[type] ?? [], type);
}

async function open(page: Page, tag: string): Promise<void> {
  await page.evaluate((selector) => document.querySelector(selector)!.setAttribute('open', ''), tag);
}

async function axe(page: Page, tag: string): Promise<string[]> {
  await page.evaluate(async (selector) => {
    const root = document.querySelector(selector)!.shadowRoot!;
    await Promise.all(
      [...root.querySelectorAll('*')].flatMap((node) => node.getAnimations()).map((a) => a.finished.catch(() => null)),
    );
  }, tag);
  const results = await new AxeBuilder({ page }).include(tag).withTags(WCAG).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
}

test('<ex-theme-modal open>: drawn without React; a theme chosen there applies; Escape closes it and removes open', async ({
  page,
}) => {
  const react = watchReact(page);
  await barePage(page, '<button id="opener">Settings</button><ex-theme-modal theme="light"></ex-theme-modal>');
  const themes = await recordDetails(page, 'ex-theme-change', 'theme');
  await page.locator('#opener').focus();
  await open(page, 'ex-theme-modal');
  const dialog = page.locator('ex-theme-modal dialog[open]');
  await expect(dialog.getByRole('radio', { name: /dark/i })).toBeVisible();
  expect(await axe(page, 'ex-theme-modal')).toEqual([]);
  await dialog.getByRole('radio', { name: /dark/i }).click();
  await expect.poll(themes).toEqual(['dark']);
  await page.keyboard.press('Escape');
  await expect(page.locator('ex-theme-modal')).not.toHaveAttribute('open');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('#opener')).toBeFocused();
  expect(react()).toBe(false);
});

for (const [tag, markup, shows] of [
  ['ex-theme-modal', '<ex-theme-modal theme="light"></ex-theme-modal>', '[role=radio]'],
  [
    'ex-security-dialog',
    `<ex-security-dialog action="withdraw" api-base="/api" user='{"userId":"1001"}'></ex-security-dialog>`,
    '[part~="security-dialog"]',
  ],
] as const)
  test(`<${tag}>: readied ahead when the page is idle (drawn, then laid out once, hidden), so its first open only shows it`, async ({
    page,
  }) => {
    // What is laid out ahead: hidden, inert copies added to the element's shadow root and removed again.
    await page.addInitScript((name) => {
      const attach = Element.prototype.attachShadow;
      Element.prototype.attachShadow = function (init) {
        const root = attach.call(this, init);
        if (this.localName === name)
          new MutationObserver((records) => {
            for (const record of records)
              for (const node of record.addedNodes)
                if (node instanceof HTMLElement && node.inert && node.querySelector('dialog'))
                  (window as { laidOut?: number }).laidOut = ((window as { laidOut?: number }).laidOut ?? 0) + 1;
          }).observe(root, { childList: true });
        return root;
      };
    }, tag);
    const react = watchReact(page);
    await barePage(page, markup);
    await expect.poll(() => page.evaluate(() => (window as { laidOut?: number }).laidOut ?? 0)).toBeGreaterThan(0);
    await expect(page.locator(`${tag} dialog`)).toHaveCount(0);
    await open(page, tag);
    await expect(page.locator(`${tag} dialog[open]`)).toBeVisible();
    await expect(page.locator(`${tag} ${shows}`).first()).toBeVisible();
    expect(react()).toBe(false);
  });

test('<ex-drawer kind="nav" open> on a 390 px phone: the navigation drawn without React; its close button removes open', async ({
  page,
}) => {
  const react = watchReact(page);
  await barePage(page, '<ex-drawer kind="nav" api-base="/api"></ex-drawer>', { width: 390, height: 844 });
  await open(page, 'ex-drawer');
  const drawer = page.locator('ex-drawer dialog.ex-drawer[open]');
  await drawer.getByRole('button', { name: 'Spot' }).click();
  await expect(drawer.locator('[data-item-id^="spot."]').first()).toBeVisible();
  expect(await axe(page, 'ex-drawer')).toEqual([]);
  await drawer.locator('[data-dialog-close]').click();
  await expect(page.locator('ex-drawer')).not.toHaveAttribute('open');
  await expect(drawer).toHaveCount(0);
  expect(react()).toBe(false);
});

test('<ex-lang-modal open>: the language dialog drawn without React; a language picked there is sent, and it closes', async ({
  page,
}) => {
  const react = watchReact(page);
  await barePage(page, '<ex-lang-modal locales-base="/dist/locales/"></ex-lang-modal>');
  // The host changes the language and routes itself: the header's own reload and navigation are cancelled.
  const locales = await recordDetails(page, 'ex-locale-change', 'locale', true);
  await recordDetails(page, 'ex-navigate', 'href', true);
  await open(page, 'ex-lang-modal');
  const dialog = page.locator('ex-lang-modal dialog[open]');
  await expect(dialog.locator('[role=option][data-value="de"]')).toBeVisible();
  expect(await axe(page, 'ex-lang-modal')).toEqual([]);
  await dialog.locator('[role=option][data-value="de"]').click();
  await expect.poll(locales).toEqual(['de']);
  await expect(page.locator('ex-lang-modal')).not.toHaveAttribute('open');
  expect(react()).toBe(false);
});

test('<ex-lang-modal inline>: drawn without React, in the page flow; searching and choosing work there', async ({
  page,
}) => {
  const react = watchReact(page);
  await barePage(page, '<ex-lang-modal inline locales-base="/dist/locales/"></ex-lang-modal>');
  const locales = await recordDetails(page, 'ex-locale-change', 'locale', true);
  await recordDetails(page, 'ex-navigate', 'href', true);
  const units = await recordDetails(page, 'ex-unit-change', 'unit');
  const picker = page.locator('ex-lang-modal [role=region]');
  await expect(picker.locator('[role=option][data-value="de"]')).toBeVisible();
  expect(await axe(page, 'ex-lang-modal')).toEqual([]);
  // Typing filters the list; the field keeps focus (the redraw keeps its node) and what was typed.
  const search = picker.locator('[data-choice-filter="language"]');
  await search.click();
  await page.keyboard.type('deu');
  await expect(picker.locator('[data-choices="language"] [role=option]')).toHaveCount(1);
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('deu');
  await page.keyboard.press('Enter');
  await expect.poll(locales).toEqual(['de']);
  // The unit list beside it.
  await picker.locator('[role=option][data-value="GBP"]').click();
  await expect.poll(units).toContain('GBP');
  await expect(picker.locator('[role=option][data-value="GBP"]')).toHaveAttribute('aria-selected', 'true');
  await page.waitForTimeout(1000);
  expect(react()).toBe(false);
});

test('<ex-lang-modal inline> beside a header: React, when the reader brings it, adopts the picker on screen', async ({
  page,
}) => {
  await barePage(
    page,
    '<ex-header locales-base="/dist/locales/"></ex-header><ex-lang-modal inline locales-base="/dist/locales/"></ex-lang-modal>',
  );
  const picker = page.locator('ex-lang-modal [role=region]');
  await expect(picker.locator('[role=option][data-value="de"]')).toBeVisible();
  await picker.evaluate((region) => ((region as unknown as { drawnFirst: boolean }).drawnFirst = true));
  const reactOwns = () =>
    picker.evaluate((region) => Object.keys(region).some((key) => key.startsWith('__reactFiber$')));
  expect(await reactOwns()).toBe(false);
  // A pointer over the header's bar (not a control the plain bar serves) brings React, which takes every element over.
  await page.dispatchEvent('ex-header', 'pointerover');
  await expect.poll(reactOwns, { timeout: 15_000 }).toBe(true);
  expect(await picker.evaluate((region) => (region as unknown as { drawnFirst?: boolean }).drawnFirst)).toBe(true);
  const units = await recordDetails(page, 'ex-unit-change', 'unit');
  await picker.locator('[role=option][data-value="JPY"]').click();
  await expect.poll(units).toEqual(['JPY']);
  expect(await axe(page, 'ex-lang-modal')).toEqual([]);
});

test('<ex-security-dialog open>: drawn without React; the options come, the codes entered are sent, and it closes', async ({
  page,
}) => {
  const react = watchReact(page);
  await barePage(page, '<ex-security-dialog action="withdraw" api-base="/api"></ex-security-dialog>');
  const successes = await recordDetails(page, 'ex-security-success', 'action');
  const verified = await recordDetails(page, 'ex-security-verify', 'codes');
  await open(page, 'ex-security-dialog');
  const dialog = page.locator('ex-security-dialog dialog[open]');
  await expect(dialog.locator('form[data-view="fido2"]')).toBeVisible();
  await expect.poll(successes).toEqual(['withdraw']);
  expect(await axe(page, 'ex-security-dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Switch to original method' }).click();
  await dialog.getByLabel('Email verification code').fill('123456');
  await dialog.getByLabel('Google Authenticator code').fill('654321');
  expect(await axe(page, 'ex-security-dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(verified).toEqual([{ email: '123456', google: '654321' }]);
  await expect(page.locator('ex-security-dialog')).not.toHaveAttribute('open');
  await expect(dialog).toHaveCount(0);
  expect(react()).toBe(false);
});
