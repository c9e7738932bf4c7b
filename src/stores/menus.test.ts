// @vitest-environment happy-dom
// The navigation document's stores, with the real reader (the `menus` feature is a dynamic import here) and a
// stubbed fetch: what the bar shows while a document is read, from the cache, and when anything goes wrong.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { VERSION } from '../constants';
import { $barModel } from './bar';
import { $menuDocument, $menusInput, $menusPending, $menusSrc, menusCacheKey, whenMenusSettled } from './menus';

const DOCUMENT = {
  groups: [
    { key: 'earn', label: { en: 'Earn' }, after: 'spot', items: [{ key: 'a', label: { en: 'A' }, href: '/a' }] },
  ],
};
const BUILT_IN = ['spot', 'futures', 'strategy', 'copy', 'contractInfo', 'onChain', 'more'];
const navIds = () => $barModel.get().nav.map((group) => group.id);
const settled = () => new Promise<void>((resolve) => whenMenusSettled(resolve));

let stop: () => void;
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  localStorage.clear();
  stop = $barModel.listen(() => {});
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  // Let a revalidation the test started finish against its stubbed fetch (never the network).
  await settled();
  await new Promise((resolve) => setTimeout(resolve, 50));
  $menusInput.set(null);
  $menusSrc.set(null);
  stop();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a document given directly', () => {
  it('holds the nav groups back while it is read, then shows them with the document', async () => {
    $menusInput.set({ from: 'menus property', value: JSON.stringify(DOCUMENT) });
    expect($menusPending.get()).toBe(true);
    expect(navIds()).toEqual([]);
    await settled();
    expect(navIds()).toEqual(['spot', 'earn', ...BUILT_IN.slice(1)]);
    expect(warn).not.toHaveBeenCalled();
    $menusInput.set(null);
    expect(navIds()).toEqual(BUILT_IN);
  });

  it('a document with nothing usable: the built-in groups, and the warnings', async () => {
    $menusInput.set({ from: 'menus attribute', value: '{"groups": 3}' });
    await settled();
    expect(navIds()).toEqual(BUILT_IN);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      '[ex-header] menus attribute: groups: must be a list of groups',
      '[ex-header] menus attribute: nothing in it can be used; the built-in menus stay',
    ]);
  });
});

describe('menus-src', () => {
  function serve(answer: () => Response) {
    const calls: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(init);
        return answer();
      }),
    );
    return calls;
  }

  it('a first visit waits for the document, caches it, and the next page shows the copy at once', async () => {
    const calls = serve(() => new Response(JSON.stringify(DOCUMENT), { headers: { etag: '"v1"' } }));
    $menusSrc.set('https://cms.example/menus-a.json');
    expect(navIds()).toEqual([]);
    await vi.waitFor(() => expect(navIds()).toContain('earn'));
    const cached = JSON.parse(localStorage.getItem(menusCacheKey('https://cms.example/menus-a.json')) ?? '{}');
    expect(cached).toMatchObject({ etag: '"v1"', release: VERSION, document: DOCUMENT });
    // The next page (the same URL set again): the copy is shown synchronously, before any script loads.
    $menusSrc.set(null);
    $menusSrc.set('https://cms.example/menus-a.json');
    expect($menusPending.get()).toBe(false);
    expect(navIds()).toContain('earn');
    expect(calls).toHaveLength(1); // once per page and URL
  });

  it('an unreachable document keeps the built-in menus and warns once', async () => {
    serve(() => new Response('down', { status: 503 }));
    $menusSrc.set('https://cms.example/menus-b.json');
    await settled();
    expect(navIds()).toEqual(BUILT_IN);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toBe(
      '[ex-header] menus-src https://cms.example/menus-b.json: answered HTTP 503; the built-in menus stay',
    );
  });

  it.each([
    ['not JSON', '{"release": '],
    ['another release', JSON.stringify({ etag: null, text: '{}', release: '0.0.1', document: DOCUMENT })],
    ['no document', JSON.stringify({ etag: null, text: '{}', release: VERSION })],
  ])('a cached copy that is %s is not used', (_name, stored) => {
    serve(() => new Response('', { status: 503 }));
    const url = `https://cms.example/menus-c${stored.length}.json`;
    localStorage.setItem(menusCacheKey(url), stored);
    $menusSrc.set(url);
    expect($menusPending.get()).toBe(true);
    expect(navIds()).toEqual([]);
  });

  it('a cached copy changed by hand into something the reader would refuse: built-in menus, one warning', () => {
    serve(() => new Response('', { status: 304 }));
    const tampered = { groups: [{ key: 'x', label: { en: 'X' }, when: ['no-such-rule'], items: [] }] };
    const stored = { etag: '"v1"', text: '{}', release: VERSION, document: tampered };
    localStorage.setItem(menusCacheKey('https://cms.example/menus-d.json'), JSON.stringify(stored));
    $menusSrc.set('https://cms.example/menus-d.json');
    expect($menuDocument.get()).toEqual(tampered);
    expect(navIds()).toEqual(BUILT_IN);
    expect(String(warn.mock.calls[0][0])).toMatch(/^\[ex-header\] the navigation document could not be used \(/);
  });
});
