// Overlays drawn ahead (src/plain/overlay-root.ts prepareOverlay), laid out once ahead
// (src/render/warm-layout.ts, src/views/lay-out-ahead.ts), and the language names' fonts readied (src/views/warm-fonts.ts), then the language
// dialog drawn ahead (src/views/lang-dialog.ts), when the browser is idle: a first tap only shows what was drawn, and it always shows the state at the tap, whether the state changed
// before or after the drawing ahead.
import { map } from 'nanostores';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { Emit } from '../../src/events';
import * as driver from '../../src/plain/overlay-root';
import { langDialogVariant } from '../../src/internal/layout';
import { adoptSharedStyles } from '../../src/internal/style-sheet';
import type { HostHandle } from '../../src/protocol/view';
import { htmlLang, LANGUAGES } from '../../src/i18n/languages';
import { $headerModel } from '../../src/stores/model';
import { $themeSetting } from '../../src/stores/theme';
import { registerCoreStyles } from '../../src/styles/core';
import type { DialogDeclaration } from '../../src/views/declaration';
import { warmOverlay as warmDeclared } from '../../src/views/lay-out-ahead';
import { dialog as drawer } from '../../src/views/drawer';
import { dialog as langDialog } from '../../src/views/lang-dialog';
import { dialog as themeDialog } from '../../src/views/theme-dialog';

// The plain renderer's driver, given each kind's declaration as the header gives it.
const DECLARED: Record<string, DialogDeclaration> = {
  theme: themeDialog,
  lang: langDialog,
  'drawer:preferences': drawer,
};
type Kind = 'theme' | 'lang' | 'drawer:preferences';
const drawOverlay = (handle: HostHandle, root: ShadowRoot, kind: Kind, options?: driver.PlainOverlayOptions) =>
  driver.drawOverlay(handle, root, kind, DECLARED[kind], options);
const prepareOverlay = (handle: HostHandle, root: ShadowRoot, kind: Kind) =>
  driver.prepareOverlay(handle, root, kind, DECLARED[kind]);
const warmOverlay = (handle: HostHandle, root: ShadowRoot, kind: Kind) =>
  warmDeclared(handle, root, kind, DECLARED[kind]);
const { forgetPreparedOverlays } = driver;

const hosts: HTMLElement[] = [];
let handle: HostHandle;

/** An element's shadow root with the shared styles, and its handle. */
function element(ownerId: string): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  const root = host.attachShadow({ mode: 'open' });
  registerCoreStyles();
  adoptSharedStyles(root);
  const emit: Emit = (event) => host.dispatchEvent(event);
  handle = { ownerId, own: map({}), emit, host, setLayout: () => undefined };
  return root;
}

/** Two idle callbacks: an overlay drawn ahead is described in one and built in the next. */
const idle = () =>
  new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 500 })));

/** The probes laid out in `root` (hidden, inert copies), as they were added. */
function recordProbes(root: ShadowRoot): { probes: HTMLElement[]; stop: () => void } {
  const probes: HTMLElement[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true') probes.push(node);
  });
  observer.observe(root, { childList: true });
  return { probes, stop: () => observer.disconnect() };
}

/** The probes laid out in `root` from `start` until the browser has been idle `idles` times. */
async function laidOutWhileIdle(root: ShadowRoot, start: () => void, idles: number): Promise<HTMLElement[]> {
  const { probes, stop } = recordProbes(root);
  start();
  for (let i = 0; i < idles; i += 1) await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 200 }));
  stop();
  return probes;
}

/** Each probe: hidden, inert, out of the page's layout, and gone again. */
function expectHiddenAndGone(probes: readonly HTMLElement[]): void {
  for (const probe of probes) {
    expect(probe.isConnected).toBe(false);
    expect(probe.inert).toBe(true);
    expect(probe.style.visibility).toBe('hidden');
    expect(probe.style.position).toBe('fixed');
    expect(probe.style.contain).toBe('strict');
  }
}

const checkedTheme = (root: ShadowRoot) =>
  root.querySelector('dialog[open] [role=radio][aria-checked=true]')?.getAttribute('data-theme-option');

// The drawers' script provides the menu model as it loads (src/views/drawer.ts); a bar readies its drawers once the
// model is built, as here.
beforeAll(() => vi.waitFor(() => expect($headerModel.get()).not.toBeNull()));

afterEach(() => {
  forgetPreparedOverlays(handle);
  for (const host of hosts.splice(0)) host.remove();
  $themeSetting.set(null);
});

it('a dialog drawn ahead opens showing the state at the tap, also when the state changed after it was drawn', async () => {
  $themeSetting.set('light');
  const root = element('prepared-1');
  prepareOverlay(handle, root, 'theme');
  await idle();
  // Drawn ahead, detached: nothing of it is in the shadow root yet.
  expect(root.querySelector('.ex-overlay-root')).toBeNull();
  $themeSetting.set('dark');
  // The tap comes before the browser was idle again: it is drawn anew from the state now.
  const shown = drawOverlay(handle, root, 'theme')!;
  expect(checkedTheme(root)).toBe('dark');
  expect(root.querySelector('.ex-overlay-root')!.getAttribute('data-theme')).toBe('dark');
  // Focus moved into it, as into one drawn at the tap.
  expect(root.querySelector('dialog[open]')!.contains(root.activeElement)).toBe(true);
  shown.close();
  expect(root.querySelector('.ex-overlay-root')).toBeNull();
});

it('a state change while the browser is idle is drawn into the waiting dialog, and a closed one is drawn ahead again', async () => {
  $themeSetting.set('light');
  const root = element('prepared-2');
  prepareOverlay(handle, root, 'theme');
  await idle();
  $themeSetting.set('dark');
  await idle();
  await idle();
  const first = drawOverlay(handle, root, 'theme')!;
  expect(checkedTheme(root)).toBe('dark');
  first.close();
  $themeSetting.set('light');
  await idle();
  await idle();
  await idle();
  const second = drawOverlay(handle, root, 'theme')!;
  expect(checkedTheme(root)).toBe('light');
  expect(root.querySelectorAll('.ex-overlay-root')).toHaveLength(1);
  second.close();
});

it("readying the language names' fonts lays out each name once, with its language, leaves nothing and logs nothing", async () => {
  const warn = vi.spyOn(console, 'warn');
  const error = vi.spyOn(console, 'error');
  const root = element('prepared-3');
  const before = root.childNodes.length;
  // One language per idle callback; asked again meanwhile (the bar drawn again: a locale file, the user's data), the
  // dialog still waits for the names.
  const probes = await laidOutWhileIdle(
    root,
    () => {
      prepareOverlay(handle, root, 'lang');
      requestIdleCallback(() => prepareOverlay(handle, root, 'lang'));
    },
    LANGUAGES.length + 2,
  );
  const names = probes.slice(0, LANGUAGES.length);
  expect(names.map((probe) => [probe.textContent, probe.querySelector('[lang]')?.getAttribute('lang')])).toEqual(
    LANGUAGES.map((language) => [language.languageName, htmlLang(language.locale)]),
  );
  // Only then is the dialog itself drawn and laid out ahead (the test below).
  expect(probes.slice(LANGUAGES.length).every((probe) => probe.querySelector('dialog.ex-lang-modal'))).toBe(true);
  expectHiddenAndGone(probes);
  expect(root.childNodes.length).toBe(before);
  expect(warn).not.toHaveBeenCalled();
  expect(error).not.toHaveBeenCalled();
});

/** What a probe shows: whether its dialog is shown in place, its title, and its body's text. */
const shownIn = (probe: ParentNode) => ({
  open: probe.querySelector('dialog')?.open ?? false,
  title: probe.querySelector('.ex-modal__title')?.textContent ?? null,
  body: probe.querySelector('.ex-modal__body')?.textContent ?? '',
});

it('a drawer drawn ahead is then laid out once, hidden: its frame, then each block of its body, in copies shown in place', async () => {
  const root = element('prepared-4');
  const probes = await laidOutWhileIdle(root, () => prepareOverlay(handle, root, 'drawer:preferences'), 12);
  // What a tap shows.
  const shown = drawOverlay(handle, root, 'drawer:preferences')!;
  const { title, body } = shownIn(root);
  const sections = root.querySelectorAll('dialog[open] [data-section]').length;
  shown.close();
  expect(sections).toBeGreaterThan(1);
  const [frame, ...pieces] = probes.map(shownIn);
  expect(frame).toEqual({ open: true, title, body: '' });
  // Each block once, in order, each alone in its copy: together, the whole body.
  expect(pieces.length).toBeGreaterThan(sections - 1);
  expect(pieces.every((piece) => piece.open && piece.title === title && piece.body !== '')).toBe(true);
  expect(pieces.map((piece) => piece.body).join('')).toBe(body);
  expectHiddenAndGone(probes);
});

it('an overlay another renderer draws (React) is laid out ahead the same way; stopped, nothing more is', async () => {
  const root = element('prepared-5');
  const stopped = await laidOutWhileIdle(root, () => warmOverlay(handle, root, 'drawer:preferences')(), 6);
  expect(stopped).toEqual([]);
  const probes = await laidOutWhileIdle(root, () => warmOverlay(handle, root, 'drawer:preferences'), 12);
  expect(probes.length).toBeGreaterThan(2);
  expect(probes.every((probe) => shownIn(probe).open)).toBe(true);
  expectHiddenAndGone(probes);
});

it('what was laid out ahead for an element is not laid out again by the next renderer, in the same language', async () => {
  const root = element('prepared-6');
  const first = await laidOutWhileIdle(root, () => prepareOverlay(handle, root, 'drawer:preferences'), 12);
  expect(first.length).toBeGreaterThan(2);
  // React, adopting this element, readies the same drawer: nothing to do.
  const again = await laidOutWhileIdle(root, () => warmOverlay(handle, root, 'drawer:preferences'), 8);
  expect(again).toEqual([]);
  // Another element's is its own.
  const other = element('prepared-7');
  const theirs = await laidOutWhileIdle(other, () => warmOverlay(handle, other, 'drawer:preferences'), 12);
  expect(theirs.length).toBe(first.length);
});

it("the language dialog is drawn ahead by its own script once the names' fonts are readied; a tap shows those nodes", async () => {
  const root = element('prepared-lang');
  const { probes, stop } = recordProbes(root);
  prepareOverlay(handle, root, 'lang');
  // Its own script loaded, the dialog drawn and then laid out ahead, piece by piece.
  await vi.waitFor(() => expect(probes.some((probe) => probe.querySelector('dialog.ex-lang-modal'))).toBe(true), {
    timeout: 10_000,
  });
  await vi.waitFor(() => expect(probes.at(-1)!.isConnected).toBe(false));
  stop();
  const shape = langDialogVariant();
  const created = vi.spyOn(document, 'createElement');
  const shown = drawOverlay(handle, root, 'lang')!;
  const dialog = root.querySelector<HTMLDialogElement>(`dialog.ex-lang-modal--${shape}`)!;
  // Nothing is built at the tap: the nodes were drawn ahead.
  expect(created).not.toHaveBeenCalled();
  expect(dialog.open).toBe(true);
  expect(dialog.querySelectorAll('[role=option]').length).toBeGreaterThanOrEqual(LANGUAGES.length);
  shown.close();
  created.mockClear();
  // Drawn ahead again once closed; asked for in another shape (an element that names its own), it is drawn anew in it.
  await idle();
  await idle();
  const other = shape === 'wide' ? 'default' : 'wide';
  const again = drawOverlay(handle, root, 'lang', { variant: other })!;
  expect(root.querySelector(`dialog.ex-lang-modal--${other}[open]`)).not.toBeNull();
  expect(created.mock.calls.length).toBeGreaterThan(LANGUAGES.length);
  again.close();
  created.mockRestore();
});
