// <ex-header> rendered by a host's own React (the same React, as a bundler app using the ES modules has): it renders
// before the next paint, and React's development build reports nothing (no "flushSync was called from inside a
// lifecycle method" on mount).
import { createElement, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import '../../elements/index';
import { frames, until } from '../support/wait';

let container: HTMLDivElement | null = null;
afterEach(() => container?.remove());

it('a React host mounts, updates and unmounts <ex-header> with no React error or warning', async () => {
  const errors = vi.spyOn(console, 'error');
  const warnings = vi.spyOn(console, 'warn');
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const user = JSON.stringify({ userId: '1001', loginName: 'alice' });
  flushSync(() => root.render(createElement(StrictMode, null, createElement('ex-header', { locale: 'en' }))));
  const header = container.querySelector('ex-header')!;
  // Rendered in a microtask after React's commit, so before the browser paints.
  await Promise.resolve();
  expect(header.shadowRoot?.querySelector('[part~=bar]')).not.toBeNull();

  flushSync(() => root.render(createElement(StrictMode, null, createElement('ex-header', { locale: 'en', user }))));
  await until(() => header.shadowRoot?.querySelector('[data-menu="user"]'), 'the signed-in menus');
  flushSync(() => root.render(createElement(StrictMode, null, null)));
  await frames();
  root.unmount();
  const reactMessages = [...errors.mock.calls, ...warnings.mock.calls]
    .map((call) => String(call[0]))
    .filter((text) => !text.includes('[ex-header]'));
  expect(reactMessages).toEqual([]);
});
