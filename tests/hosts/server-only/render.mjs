// Renders the header for a few requests with ex-header/server and prints the HTML as JSON: the hosts tier runs it
// with Node and with Bun and compares. Only Web-standard JavaScript here, as in an edge worker.
import { renderFallback, renderHeader } from 'ex-header/server';

const REQUESTS = [
  {},
  { locale: 'de', path: '/de/spot/BTCUSDT', user: { userId: '1001', loginName: 'alice <b>&' }, nonce: 'n0nce' },
  { locale: 'ar', path: '/ar/', layout: 'compact', theme: 'dark', mode: 'simulation', user: { userId: '7' } },
  {
    locale: 'ja',
    layout: 'desktop',
    unifiedPage: true,
    flags: { onChain: false },
    user: { userId: '9', unified: true },
  },
];

const pages = [];
for (const request of REQUESTS)
  pages.push({ header: await renderHeader(request), fallback: await renderFallback(request) });
console.log(
  JSON.stringify({
    runtime: typeof Bun === 'undefined' ? 'node' : 'bun',
    version: process.versions.bun ?? process.versions.node,
    dom: typeof document !== 'undefined',
    pages,
  }),
);
