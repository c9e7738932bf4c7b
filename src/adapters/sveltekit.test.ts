// ex-header/sveltekit's handle in Node: the header first in <body>, once, spliced by position (a login name holding
// replacement patterns stays as written), its path the request's, options from a function of the request.
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../render/markup-html';
import { exHeaderHandle } from './sveltekit';

const PAGE = [
  '<!doctype html><html><head></head><body data-sveltekit-preload-data="hover">',
  '<div>app</div></body></html>',
];

/** Runs the handle on a request for `url`, the page arriving in the chunks given; returns the page it sent. */
async function page(handle: ReturnType<typeof exHeaderHandle<{ url: URL }>>, url: string, chunks = PAGE) {
  const response = await handle({
    event: { url: new URL(url) },
    resolve: (_event, options) =>
      new Response(
        chunks
          .map((html, index) => options?.transformPageChunk?.({ html, done: index === chunks.length - 1 }) ?? html)
          .join(''),
      ),
  });
  return response.text();
}

describe('exHeaderHandle', () => {
  it('puts the header right after <body>, once, even when the page comes in chunks', async () => {
    const html = await page(exHeaderHandle({ apiBase: '/api' }), 'http://site.test/markets?x=1');
    expect(html.indexOf('<ex-header')).toBe(PAGE[0].length);
    expect(html.match(/<ex-header/g)).toHaveLength(1);
    expect(html).toContain('api-base="/api"');
    expect(html).toContain('from=%2Fmarkets%3Fx%3D1');
    expect(html.endsWith(PAGE[1])).toBe(true);
  });

  it("a login name with $& and $' is written as it is, nothing of the page repeated", async () => {
    const loginName = "a$'b$&c$`d@example.com";
    const html = await page(
      exHeaderHandle(() => ({ user: { userId: '7', loginName } })),
      'http://site.test/',
    );
    expect(html).toContain(`user="${escapeHtml(JSON.stringify({ userId: '7', loginName }))}"`);
    expect(html.split('<body').length).toBe(2);
    expect(html.split('<!doctype html>').length).toBe(2);
    expect(html.split('<div>app</div>').length).toBe(2);
  });
});
