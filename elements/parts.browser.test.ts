// Every part an element's contract declares (elements/<tag>.contract.ts) is one it renders, and every part it renders
// is declared: found in the real shadow DOM, in the states that show them all (menus, dialogs and drawers open, every
// badge, the collapsed and the small-screen bars), not in the source.
import { afterEach, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ElementDocs } from './documents';
import { USERS } from '../tests/fixtures/menu-contexts';
import { cleanup, frames, mount, shadow, until } from '../tests/support/elements';

const docs = import.meta.glob<ElementDocs>('./ex-*.contract.ts', { eager: true, import: 'docs' });
const declared = (tag: string) => [...docs[`./${tag}.contract.ts`].parts].sort();

afterEach(cleanup);

/** The parts in an element's shadow root now. */
const partsIn = (element: Element): string[] =>
  Array.from(shadow(element).querySelectorAll('[part]')).flatMap((node) => node.getAttribute('part')!.split(/\s+/));

class PartsSeen {
  readonly names = new Set<string>();
  note(element: Element): void {
    for (const name of partsIn(element)) this.names.add(name);
  }
  sorted = () => [...this.names].sort();
}

const json = (value: unknown) => JSON.stringify(value).replace(/"/g, '&quot;');

async function clickAndWait(element: Element, selector: string, shown: string): Promise<void> {
  await userEvent.click(shadow(element).querySelector<HTMLElement>(selector)!);
  await until(() => shadow(element).querySelector(shown), shown);
}

it('<ex-header> renders exactly the parts it declares', async () => {
  const seen = new PartsSeen();
  const scenarios = [
    `<ex-header></ex-header>`,
    `<ex-header user="${json(USERS.unified)}" unified-page></ex-header>`,
    `<ex-header user="${json(USERS.master)}" mode="simulation"></ex-header>`,
    `<ex-header user="${json(USERS.demoStatus)}"></ex-header>`,
  ];
  for (const html of scenarios) {
    const header = mount(html, 1280).element;
    await frames(2);
    seen.note(header);
    cleanup();
  }
  const visitor = mount(`<ex-header></ex-header>`, 1280).element;
  await clickAndWait(visitor, '[part~="download-trigger"]', '[part~="qr"]');
  seen.note(visitor);
  cleanup();
  for (const [button, dialog] of [
    ['language-button', 'language-dialog'],
    ['settings-button', 'theme-dialog'],
  ]) {
    const header = mount(`<ex-header></ex-header>`, 1280).element;
    await clickAndWait(header, `[part~="${button}"]`, `[part~="${dialog}"]`);
    seen.note(header);
    cleanup();
  }

  const collapsed = mount(`<ex-header locale="de"></ex-header>`, 1100).element;
  await until(() => shadow(collapsed).querySelector('[part~="more-trigger"]'), 'More menus');
  seen.note(collapsed);
  cleanup();

  const small = mount(`<ex-header></ex-header>`, 375).element;
  await clickAndWait(small, '[data-drawer="nav"]', '[part~="drawer"]');
  seen.note(small);

  expect(seen.sorted()).toEqual(declared('ex-header'));
});

it('<ex-lang-modal> renders exactly the parts it declares', async () => {
  const seen = new PartsSeen();
  const dialog = mount(`<ex-lang-modal open></ex-lang-modal>`, 800).element;
  await until(() => shadow(dialog).querySelector('[part~="language-dialog"]'), 'the dialog');
  seen.note(dialog);
  const inline = mount(`<ex-lang-modal inline></ex-lang-modal>`, 800).element;
  await until(() => shadow(inline).querySelector('[part~="language-picker"]'), 'the inline picker');
  seen.note(inline);
  expect(seen.sorted()).toEqual(declared('ex-lang-modal'));
});

it('<ex-theme-modal> renders exactly the parts it declares', async () => {
  const seen = new PartsSeen();
  const dialog = mount(`<ex-theme-modal open></ex-theme-modal>`, 800).element;
  await until(() => shadow(dialog).querySelector('[part~="theme-dialog"]'), 'the dialog');
  seen.note(dialog);
  expect(seen.sorted()).toEqual(declared('ex-theme-modal'));
});

it('<ex-drawer> renders exactly the parts it declares', async () => {
  const seen = new PartsSeen();
  for (const kind of ['nav', 'user', 'preferences']) {
    const drawer = mount(`<ex-drawer kind="${kind}" open></ex-drawer>`, 375).element;
    await until(() => shadow(drawer).querySelector('[part~="drawer"]'), `the ${kind} drawer`);
    await frames(2);
    seen.note(drawer);
    cleanup();
  }
  expect(seen.sorted()).toEqual(declared('ex-drawer'));
});

it('<ex-security-dialog> renders exactly the parts it declares', async () => {
  // The action's answer never comes: the dialog shows while it waits.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  const seen = new PartsSeen();
  const dialog = mount(`<ex-security-dialog action="withdraw" open></ex-security-dialog>`, 800).element;
  await until(() => shadow(dialog).querySelector('[part~="security-dialog"]'), 'the dialog');
  await frames(2);
  seen.note(dialog);
  expect(seen.sorted()).toEqual(declared('ex-security-dialog'));
});
