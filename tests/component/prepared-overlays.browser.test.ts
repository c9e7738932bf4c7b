// Overlays drawn ahead (src/first-paint/overlay-root.ts preparePlainOverlay) and the language names' fonts readied
// (src/first-paint/warm-fonts.ts) when the browser is idle: a first tap only shows what was drawn, and it always shows
// the state at the tap, whether the state changed before or after the drawing ahead.
import { map } from 'nanostores';
import { afterEach, expect, it, vi } from 'vitest';
import type { Emit } from '../../src/events';
import { drawOverlay, prepareOverlay } from '../../src/first-paint/overlays';
import { forgetPreparedOverlays } from '../../src/first-paint/overlay-root';
import { adoptSharedStyles } from '../../src/internal/style-sheet';
import type { HostHandle } from '../../src/render/view';
import { $themeSetting } from '../../src/stores/theme';
import { registerCoreStyles } from '../../src/styles/core';

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

const checkedTheme = (root: ShadowRoot) =>
  root.querySelector('dialog[open] [role=radio][aria-checked=true]')?.getAttribute('data-theme-option');

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

it("readying the language names' fonts leaves nothing behind and logs nothing", async () => {
  const warn = vi.spyOn(console, 'warn');
  const error = vi.spyOn(console, 'error');
  const root = element('prepared-3');
  const before = root.childNodes.length;
  prepareOverlay(handle, root, 'lang');
  // One language per idle callback; 28 of them.
  for (let i = 0; i < 30; i += 1) await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 200 }));
  expect(root.childNodes.length).toBe(before);
  expect(warn).not.toHaveBeenCalled();
  expect(error).not.toHaveBeenCalled();
});
