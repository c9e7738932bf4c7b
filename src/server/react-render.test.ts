// The server header through React's server renderer, as ex-header/next renders it (toReact of the one description):
// byte for byte what renderHeader writes, for visitors and users, every layout, a theme or none, RTL, a nonce, a
// navigation document; texts stay text in both. (The adapter itself runs in a Next.js app in the hosts tier.)
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { USERS } from '../../tests/fixtures/menu-contexts';
import { toHtml } from '../render/markup-html';
import { toReact } from '../render/markup-react';
import { loadHeaderTexts } from './context';
import { describeServerHeader, renderHeader, type HeaderRenderOptions } from './render-header';
import { describeHeaderElement } from './tag';

const CASES: [string, HeaderRenderOptions][] = [
  ['a visitor, the defaults', { apiBase: '/api', localesBase: '/locales' }],
  [
    'a master account in German, dark, desktop',
    { locale: 'de', path: '/de/spot', user: USERS.master, theme: 'dark', layout: 'desktop' },
  ],
  [
    'a sub-account in Arabic, compact, with a nonce',
    { locale: 'ar', user: USERS.sub, layout: 'compact', nonce: 'r4nd"m' },
  ],
  [
    'a login name full of markup and replacement patterns',
    { user: { ...USERS.master, loginName: `a$'b$&c<img src=x onerror=alert(1)>"@example.com` }, unifiedPage: true },
  ],
  [
    'a navigation document with a label of markup',
    {
      menus: { groups: [{ key: 'earn', label: { en: '<b>Earn</b> & more' }, href: '/earn' }] },
      flags: { onChain: false },
    },
  ],
];

describe('the server header rendered by React (ex-header/next)', () => {
  it.each(CASES)('%s: byte for byte renderHeader', async (_, options) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = await renderHeader(options);
    expect(renderToString(toReact(describeServerHeader(options, await loadHeaderTexts(options))))).toBe(html);
    expect(html).not.toMatch(/<img|<b>/);
  });

  it('in the browser, the bare element with the same attributes (what hydration finds once the parser took the template)', () => {
    for (const [, options] of CASES) {
      const html = toHtml(describeServerHeader(options, null));
      const bare = renderToString(toReact(describeHeaderElement(options)));
      expect(bare).toBe(`${html.slice(0, html.indexOf('<template'))}</ex-header>`);
    }
  });
});
