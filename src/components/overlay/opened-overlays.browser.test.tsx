// What the bar's dialog and drawer buttons open, once React draws the header: drawn ahead while the browser is idle,
// hidden, so a tap only shows it (the node shown is the one drawn ahead), and kept, hidden, once closed; what it shows
// laid out once ahead, hidden (src/render/warm-layout.ts), since a hidden dialog is laid out only when shown.
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, deepActive, mount, shadow, until } from '../../../tests/support/elements';
import { loadedFeature } from '../../internal/loader';

afterEach(async () => {
  cleanup();
  await page.viewport(1280, 800);
});

const CASES = [
  { name: 'the language dialog', width: 1280, trigger: '[part~="language-button"]', drawn: 'dialog.ex-lang-modal' },
  { name: 'the theme dialog', width: 1280, trigger: '[part~="settings-button"]', drawn: 'dialog.ex-theme-modal' },
  {
    name: 'the nav drawer',
    width: 375,
    trigger: 'button[data-drawer="nav"]',
    drawn: 'dialog:has([data-drawer-kind="nav"])',
  },
  {
    name: 'the user drawer',
    width: 375,
    trigger: 'button[data-drawer="user"]',
    drawn: 'dialog:has([data-drawer-kind="user"])',
  },
  {
    name: 'the preferences drawer',
    width: 375,
    trigger: 'button[data-drawer="preferences"]',
    drawn: 'dialog:has([data-drawer-kind="preferences"])',
  },
];

describe('overlays drawn ahead', () => {
  for (const { name, width, trigger, drawn } of CASES) {
    it(`${name}: drawn hidden before the first tap, shown as it was drawn, hidden again when closed`, async () => {
      await page.viewport(width, 800);
      const header = mount('<ex-header></ex-header>', width).element;
      const laidOut: Element[] = [];
      const observer = new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (
              node instanceof HTMLElement &&
              node.inert &&
              node.querySelector(drawn.replace(/^dialog/, 'dialog[open]'))
            )
              laidOut.push(node);
      });
      observer.observe(shadow(header), { childList: true });
      const ahead = await until(() => shadow(header).querySelector<HTMLDialogElement>(drawn), `${name} drawn ahead`);
      // Hidden: not open, not rendered, not announced, and not part of the bar.
      expect(ahead.open).toBe(false);
      expect(ahead.checkVisibility()).toBe(false);
      expect(ahead.closest('[part~="bar"]')).toBeNull();
      expect(shadow(header).querySelectorAll('dialog[open]')).toHaveLength(0);
      // Laid out ahead: a copy of it shown in place, hidden, inert, and gone again (the language dialog's names are
      // laid out instead, once a page: tests/component/prepared-overlays.browser.test.ts).
      if (!drawn.includes('lang')) {
        await until(() => laidOut.length > 0, `${name} laid out ahead`);
        expect(laidOut.every((probe) => !probe.isConnected)).toBe(true);
      }
      // All of it by React's own code and the dialog's declaration: nothing of the plain renderer is loaded.
      expect(loadedFeature('plain-menu-panel')).toBeUndefined();
      observer.disconnect();

      const button = shadow(header).querySelector<HTMLButtonElement>(trigger)!;
      await userEvent.click(button);
      const shown = await until(() => shadow(header).querySelector<HTMLDialogElement>('dialog[open]'), name);
      expect(shown).toBe(ahead);
      expect(shown.checkVisibility()).toBe(true);
      expect(shown.contains(deepActive())).toBe(true);

      await userEvent.keyboard('{Escape}');
      await until(() => !ahead.open, `${name} to close`);
      expect(ahead.isConnected).toBe(true);
      expect(ahead.checkVisibility()).toBe(false);
      expect(deepActive()).toBe(button);

      // The second time, the same nodes again.
      await userEvent.click(button);
      expect(await until(() => shadow(header).querySelector('dialog[open]'), `${name} again`)).toBe(ahead);
    });
  }
});
