// The ES-module build (React is there when the element connects): server-rendered markup parsed into the page
// (declarative shadow DOM) is adopted, not replaced: the nodes the server sent are the ones React owns afterwards,
// nothing of the server's is left beside them, and the embedded texts are used.
import { afterEach, expect, it } from 'vitest';
import '../../elements/index';
import { $textLocale } from '../stores/locale';
import { until } from '../../tests/support/wait';
import { renderHeader } from './index';

const hosts: HTMLElement[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.remove();
});

const ownedByReact = (node: Node): boolean => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

/** The server's markup for this page, parsed while detached: the element exists with its declarative shadow root. */
async function parsedDetached(options: Parameters<typeof renderHeader>[0]) {
  const html = await renderHeader(options);
  const host = document.createElement('div');
  hosts.push(host);
  host.setHTMLUnsafe(html);
  const element = host.querySelector('ex-header')!;
  return { host, element, root: element.shadowRoot! };
}

const pagePath = () => location.pathname + location.search;

it.each([
  ['desktop', 'light'],
  ['auto', 'light'],
  // Not told the theme, the server draws the toggle for both: the one for the theme the page shows is kept.
  ['auto', undefined],
] as const)('React adopts the server markup (%s layout, theme %s), with the server texts', async (layout, theme) => {
  const { host, element, root } = await parsedDetached({ locale: 'de', path: pagePath(), layout, theme });
  const serverLogin = root.querySelector('.ex-ssr--desktop [part~="login-link"], [part~="login-link"]')!;
  const serverBar = serverLogin.closest('[part~="bar"]')!;
  expect(ownedByReact(serverBar)).toBe(false);

  document.body.append(host);
  // In the task that connected it: the server's bar is on screen as it was, and only it.
  expect(root.querySelectorAll('[part~="bar"]')).toHaveLength(1);
  expect(root.querySelector('[part~="bar"]')).toBe(serverBar);
  expect(root.querySelector('style, script, .ex-ssr, .ex-ssr-fallback, slot, .ex-ssr-theme')).toBeNull();
  expect(root.querySelectorAll('[part~="theme-toggle"]')).toHaveLength(1);
  expect($textLocale.get()).toBe('de');
  expect(element.getBoundingClientRect().height).toBe(64);

  await until(() => ownedByReact(serverBar), 'React to own the bar');
  expect(root.querySelector('[part~="login-link"]')).toBe(serverLogin);
  expect(serverLogin.textContent).toBe('Anmelden');
  expect(root.querySelectorAll('.ex-root')).toHaveLength(1);
});

it('a server bar that shows another state (a path the page does not have, no theme) is drawn anew, once', async () => {
  const warnings: unknown[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args);
  try {
    const { host, root } = await parsedDetached({ locale: 'de', path: '/de/markets' });
    const serverBar = root.querySelector('[part~="bar"]')!;
    document.body.append(host);
    expect(root.querySelectorAll('[part~="bar"]')).toHaveLength(1);
    const bar = root.querySelector('[part~="bar"]')!;
    expect(bar).not.toBe(serverBar);
    expect(root.querySelector('style, script, .ex-ssr, .ex-ssr-fallback, slot, .ex-ssr-theme')).toBeNull();
    await until(() => ownedByReact(bar), 'React to own the bar');
    expect(root.querySelectorAll('[part~="bar"]')).toHaveLength(1);
    expect(root.querySelector('[part~="login-link"]')?.getAttribute('href')).toContain(
      encodeURIComponent(location.pathname),
    );
    expect(warnings).toEqual([]);
  } finally {
    console.warn = warn;
  }
});
