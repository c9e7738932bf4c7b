// The ES-module build (React is there when the element connects, no plain first paint): server-rendered markup
// parsed into the page (declarative shadow DOM) is replaced by React's bar in the same task, with nothing of the
// server's left behind and the embedded texts adopted.
import { afterEach, expect, it } from 'vitest';
import '../../elements/index';
import { $textLocale } from '../stores/locale';
import { renderHeader } from './index';

const hosts: HTMLElement[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.remove();
});

it("React replaces the server markup in the task that parsed it, with the server's texts", async () => {
  const html = await renderHeader({ locale: 'de', path: '/de/markets', layout: 'desktop' });
  const host = document.createElement('div');
  hosts.push(host);
  document.body.append(host);
  host.setHTMLUnsafe(html);
  const element = host.querySelector('ex-header')!;
  const root = element.shadowRoot!;
  expect(root.querySelectorAll('.ex-root')).toHaveLength(1);
  const reactOwned = Object.keys(root.querySelector('.ex-root')!).some((key) => key.startsWith('__react'));
  expect(reactOwned).toBe(true);
  expect(root.querySelector('style, script, .ex-ssr-fallback, slot')).toBeNull();
  expect($textLocale.get()).toBe('de');
  expect(root.querySelector('[part~="login-link"]')?.textContent).toBe('Anmelden');
  expect(element.getBoundingClientRect().height).toBe(64);
});
