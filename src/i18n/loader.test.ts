import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Loader = typeof import('./loader');
type I18n = typeof import('./i18n');

/** A fresh loader and i18next instance for each test (the loader remembers files for the page's lifetime). */
async function fresh(): Promise<Loader & I18n> {
  vi.resetModules();
  return { ...(await import('./loader')), ...(await import('./i18n')) };
}

const BASE = 'https://cdn.example.com/ex-header/locales/';

interface FakeResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}
function reply(status: number, body: unknown): FakeResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
  };
}

let requests: string[];
let answers: Record<string, () => FakeResponse | Promise<FakeResponse>>;
const fetcher = async (url: string): Promise<FakeResponse> => {
  requests.push(url);
  const answer = answers[url.slice(url.lastIndexOf('/') + 1)];
  if (!answer) return reply(404, {});
  return answer();
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  requests = [];
  answers = {
    'ja.json': () => reply(200, { header: { login: 'ログイン', register: '' } }),
    'de.json': () => reply(200, { header: { login: 'Anmelden' } }),
    'ar.json': () => reply(200, { header: { login: 'تسجيل الدخول' } }),
  };
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('loadLocale', () => {
  it('English is bundled: no request', async () => {
    const { loadLocale } = await fresh();
    await expect(loadLocale('en', BASE, fetcher)).resolves.toBe(true);
    expect(requests).toEqual([]);
  });

  it('fetches one file per language, relative to the base (with or without a trailing slash)', async () => {
    const { loadLocale } = await fresh();
    await expect(loadLocale('ja', BASE, fetcher)).resolves.toBe(true);
    await expect(loadLocale('de', BASE.slice(0, -1), fetcher)).resolves.toBe(true);
    expect(requests).toEqual([`${BASE}ja.json`, `${BASE}de.json`]);
  });

  it('switching back and forth never refetches (ja -> de -> ja -> de -> ar -> ja)', async () => {
    const { loadLocale } = await fresh();
    for (const locale of ['ja', 'de', 'ja', 'de', 'ar', 'ja', 'en', 'de']) await loadLocale(locale, BASE, fetcher);
    expect(requests).toEqual([`${BASE}ja.json`, `${BASE}de.json`, `${BASE}ar.json`]);
  });

  it('concurrent loads of one language share one request', async () => {
    const { loadLocale } = await fresh();
    const results = await Promise.all([
      loadLocale('ja', BASE, fetcher),
      loadLocale('JA', BASE, fetcher),
      loadLocale('ja', BASE, fetcher),
    ]);
    expect(results).toEqual([true, true, true]);
    expect(requests).toHaveLength(1);
  });

  it('an unknown locale: false, no request', async () => {
    const { loadLocale } = await fresh();
    await expect(loadLocale('xx', BASE, fetcher)).resolves.toBe(false);
    expect(requests).toEqual([]);
  });

  it('English fills in key by key: missing and empty texts fall back', async () => {
    const { loadLocale, i18n } = await fresh();
    await loadLocale('ja', BASE, fetcher);
    const t = i18n.getFixedT('ja');
    expect(t('header.login')).toBe('ログイン');
    expect(t('header.register')).toBe('Sign up');
    expect(t('header.settings')).toBe('Settings');
  });

  it.each([
    ['HTTP 404', () => reply(404, {})],
    ['not JSON', () => reply(200, '<html>')],
    ['an array', () => reply(200, [])],
  ])('a permanent failure (%s): English, one warning, and no refetch when chosen again', async (_why, answer) => {
    const { loadLocale } = await fresh();
    answers['vi.json'] = answer;
    await expect(loadLocale('vi', BASE, fetcher)).resolves.toBe(false);
    await expect(loadLocale('vi', BASE, fetcher)).resolves.toBe(false);
    expect(requests).toEqual([`${BASE}vi.json`]);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0][0])).toMatch(
      /Could not load the "vi" texts from https:\/\/cdn\.example\.com\/ex-header\/locales\/vi\.json .*showing English/,
    );
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['HTTP 503', () => reply(503, {})],
  ])('a transient failure (%s): English and one warning; chosen again, it is retried', async (_why, answer) => {
    const { loadLocale, i18n } = await fresh();
    answers['th.json'] = answer as () => FakeResponse;
    await expect(loadLocale('th', BASE, fetcher)).resolves.toBe(false);
    answers['th.json'] = () => reply(200, { header: { login: 'เข้าสู่ระบบ' } });
    await expect(loadLocale('th', BASE, fetcher)).resolves.toBe(true);
    await loadLocale('th', BASE, fetcher);
    expect(requests).toEqual([`${BASE}th.json`, `${BASE}th.json`]);
    expect(warn).toHaveBeenCalledOnce();
    expect(i18n.getFixedT('th')('header.login')).toBe('เข้าสู่ระบบ');
  });

  it('a locales-base change loads from the new base once', async () => {
    const { loadLocale } = await fresh();
    answers['pl.json'] = () => reply(404, {});
    await loadLocale('pl', BASE, fetcher);
    answers['pl.json'] = () => reply(200, { header: { login: 'Zaloguj się' } });
    await expect(loadLocale('pl', 'https://other.example.com/l/', fetcher)).resolves.toBe(true);
    expect(requests).toEqual([`${BASE}pl.json`, 'https://other.example.com/l/pl.json']);
  });
});

describe("loadLocale from the package's locale modules (ES-module build, no locales-base)", () => {
  it('imports one module per language, once, and never fetches', async () => {
    const { loadLocale, i18n } = await fresh();
    const imported: string[] = [];
    const modules = {
      de: async () => (imported.push('de'), { header: { login: 'Anmelden' } }),
      ja: async () => (imported.push('ja'), { header: { login: 'ログイン' } }),
    };
    for (const locale of ['de', 'ja', 'de', 'en', 'ja'])
      await expect(loadLocale(locale, null, fetcher, modules)).resolves.toBe(true);
    expect(imported).toEqual(['de', 'ja']);
    expect(requests).toEqual([]);
    expect(i18n.getFixedT('de')('header.login')).toBe('Anmelden');
  });

  it('a module that fails to load warns once, keeps English, and is tried again on the next choice', async () => {
    const { loadLocale } = await fresh();
    let attempts = 0;
    const modules = {
      de: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk failed');
        return { header: { login: 'Anmelden' } };
      },
    };
    await expect(loadLocale('de', null, fetcher, modules)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    await expect(loadLocale('de', null, fetcher, modules)).resolves.toBe(true);
    expect(attempts).toBe(2);
  });

  it('a locales-base set by the host wins over the modules', async () => {
    const { loadLocale } = await fresh();
    const modules = { ja: async () => ({ header: { login: 'module' } }) };
    await expect(loadLocale('ja', BASE, fetcher, modules)).resolves.toBe(true);
    expect(requests).toEqual([`${BASE}ja.json`]);
  });

  it('the package holds a module for every locale but English', async () => {
    const { BUNDLED_LOCALES } = await import('./bundled-locales');
    const { LANGUAGES } = await import('./languages');
    expect(Object.keys(BUNDLED_LOCALES ?? {}).sort()).toEqual(
      LANGUAGES.map((language) => language.locale)
        .filter((code) => code !== 'en')
        .sort(),
    );
  });
});

describe('loadLocale in a build that pins its files (src/internal/pinned-files.ts)', () => {
  const INTEGRITY = 'sha256-AG5q5gspDsns/tmlYr1K1fqeEhmftj0NRuXzPmFymCo=';
  const PINS = { 'locales/de.json': INTEGRITY };
  const inits: unknown[] = [];
  const pinnedFetcher = async (url: string, init?: { integrity: string }): Promise<FakeResponse> => {
    inits.push(init);
    return fetcher(url);
  };
  beforeEach(() => {
    inits.length = 0;
    answers['de.AG5q5gspDsns.json'] = () => reply(200, { header: { login: 'Anmelden' } });
  });

  it("fetches the release's own file by its hashed name, with its integrity, from the default base or locales-base", async () => {
    const { loadLocale } = await fresh();
    await expect(loadLocale('de', BASE, pinnedFetcher, null, PINS)).resolves.toBe(true);
    expect(requests).toEqual([`${BASE}de.AG5q5gspDsns.json`]);
    expect(inits).toEqual([{ integrity: INTEGRITY }]);
  });

  it('a file the browser refuses (its bytes differ from the hash): English, one warning naming the file', async () => {
    const { loadLocale, i18n } = await fresh();
    answers['de.AG5q5gspDsns.json'] = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadLocale('de', BASE, pinnedFetcher, null, PINS)).resolves.toBe(false);
    await expect(loadLocale('de', BASE, pinnedFetcher, null, PINS)).resolves.toBe(false);
    expect(i18n.getFixedT('de')('header.login')).toBe('Log in');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(`${BASE}de.AG5q5gspDsns.json`);
    expect(String(warn.mock.calls[0]?.[0])).toContain('integrity');
  });

  it("a locale the build did not pin is never requested: it is not the release's", async () => {
    const { loadLocale } = await fresh();
    await expect(loadLocale('ja', BASE, pinnedFetcher, null, PINS)).resolves.toBe(false);
    await expect(loadLocale('ja', BASE, pinnedFetcher, null, PINS)).resolves.toBe(false);
    expect(requests).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("not one of this release's files");
  });
});
