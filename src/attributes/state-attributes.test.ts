// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $config, $mode, $unifiedPage, $user } from '../stores/account';
import { $locale } from '../stores/locale';
import { $flags } from '../stores/flags';
import { $rates, DEFAULT_RATES } from '../stores/unit';
import { MAX_LIST_ENTRIES, normalizeConfig, normalizeRates, normalizeUser, parseMode } from './normalize';
import { enumAttribute } from '../../elements/own-attributes';
import { isInvalid } from './parse';
import { STATE_ATTRIBUTES, writeState } from './state-attributes';

const attribute = (name: string) => STATE_ATTRIBUTES.find((entry) => entry.name === name)!;

afterEach(() => {
  for (const entry of STATE_ATTRIBUTES) entry.reset();
  vi.restoreAllMocks();
});

describe('normalizers', () => {
  it.each([
    [
      { userId: 42, loginName: 'a' },
      { userId: '42', loginName: 'a' },
    ],
    [
      { userId: '7', accountMode: '4', showUserVip: '1' },
      { userId: '7', accountMode: 4, showUserVip: 1 },
    ],
    [{ loginName: 'no id' }, null],
    [{ userId: '' }, null],
  ])('user %j', (input, expected) => {
    expect(normalizeUser(input)).toEqual(expected);
  });

  it('a user whose id is an object is invalid', () => {
    expect(isInvalid(normalizeUser({ userId: { nested: true } }))).toBe(true);
  });

  it.each([
    ['simulation', 'simulation'],
    [' Creation-Demo ', 'creation-demo'],
  ])('mode %s', (raw, expected) => expect(parseMode(raw)).toBe(expected));

  it('config keeps known fields and drops malformed fee tags', () => {
    expect(
      normalizeConfig({
        accountShow: { switchOpen: 1 },
        feeTagList: [{ strategyType: '1', feeDiscount: 0 }, { strategyType: 'x' }, 'junk'],
        other: true,
      }),
    ).toEqual({ accountShow: { switchOpen: true }, feeTagList: [{ strategyType: 1, showTag: true, feeDiscount: 0 }] });
  });

  it('rates need at least one { type }', () => {
    expect(normalizeRates([{ type: 'EUR' }, { nope: 1 }])).toEqual([{ type: 'EUR', showName: 'EUR' }]);
    expect(isInvalid(normalizeRates([{ nope: 1 }]))).toBe(true);
  });
});

describe('writeState: attribute text or property value to the shared store', () => {
  it('valid values land in the store; null resets to the default', () => {
    writeState('ex-header', attribute('locale'), 'zh-tw');
    expect($locale.get()).toBe('zh-TW');
    writeState('ex-header', attribute('locale'), null);
    expect($locale.get()).toBe('en');
  });

  it.each([
    ['user', '{"userId":', () => expect($user.get()).toBeNull()],
    ['user', '[1,2]', () => expect($user.get()).toBeNull()],
    ['mode', 'paper', () => expect($mode.get()).toBe('real')],
    ['config', 'nope', () => expect($config.get()).toEqual({})],
    ['rates', '{}', () => expect($rates.get()).toBe(DEFAULT_RATES)],
    ['api-base', 'javascript:alert(1)', () => undefined],
    ['locales-base', 'ftp://x/', () => undefined],
    ['site-base', 'javascript:alert(1)', () => expect(attribute('site-base').read()).toBeNull()],
    ['site-base', 'https://user:pw@www.example.com', () => expect(attribute('site-base').read()).toBeNull()],
    ['theme-source', 'div.dark', () => expect(attribute('theme-source').read()).toBeNull()],
    ['navigate-delay', '-1', () => expect(attribute('navigate-delay').read()).toBe(500)],
    ['navigate-delay', '2s', () => expect(attribute('navigate-delay').read()).toBe(500)],
    ['navigate-delay', 60_000, () => expect(attribute('navigate-delay').read()).toBe(500)],
  ])('bad %s=%j: one warning naming it, and the default', (name, value, check) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeState('ex-header', attribute(name), value);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(`"${name}"`);
    check();
  });

  it('objects set as properties need no JSON; an empty attribute resets non-booleans', () => {
    writeState('ex-header', attribute('user'), { userId: 5 });
    expect($user.get()).toEqual({ userId: '5' });
    writeState('ex-header', attribute('user'), '');
    expect($user.get()).toBeNull();
  });

  it.each([
    ['site-base', 'https://www.example.com/', 'https://www.example.com'],
    ['site-base', 'https://www.example.com/exchange/?x=1#y', 'https://www.example.com/exchange'],
    ['theme-source', ' html[ data-theme ] ', 'html[data-theme]'],
    ['theme-source', 'body[data-md-color-scheme=slate]', 'body[data-md-color-scheme=slate]'],
    ['navigate-delay', '0', 0],
    ['navigate-delay', 120, 120],
    ['no-theme-switch', '', true],
  ])('%s=%j reads back as %j', (name, value, expected) => {
    writeState('ex-header', attribute(name), value);
    expect(attribute(name).read()).toEqual(expected);
  });

  it("api-base: the page's origin; on a guest page the exchange's site; an attribute wins", () => {
    expect(attribute('api-base').read()).toBe(location.origin);
    writeState('ex-header', attribute('site-base'), 'https://www.example.com/');
    expect(attribute('api-base').read()).toBe('https://www.example.com');
    writeState('ex-header', attribute('api-base'), 'https://api.example.com');
    expect(attribute('api-base').read()).toBe('https://api.example.com');
    writeState('ex-header', attribute('site-base'), location.origin);
    writeState('ex-header', attribute('api-base'), null);
    expect(attribute('api-base').read()).toBe(location.origin);
  });

  it('boolean attributes: present (any text) is true, a property may set false', () => {
    writeState('ex-header', attribute('unified-page'), '');
    expect($unifiedPage.get()).toBe(true);
    writeState('ex-header', attribute('unified-page'), false);
    expect($unifiedPage.get()).toBe(false);
  });
});

describe('every bad value warns once, naming the attribute, and leaves the default', () => {
  const NUL = '\u0000';
  const defaults = () =>
    Object.fromEntries(STATE_ATTRIBUTES.map((entry) => [entry.name, JSON.stringify(entry.read())]));
  it.each<[string, unknown]>([
    ['locale', `de${NUL}`],
    ['locale', `${NUL}de`],
    ['unit', `EUR${NUL}`],
    ['user', `{"userId":"1${NUL}"}`],
    ['user', JSON.stringify({ userId: '1', loginName: `a${NUL}b` })],
    ['user', { userId: 1, loginName: `a${NUL}` }],
    ['mode', `real${NUL}`],
    ['mode', '00012'],
    ['mode', 12],
    ['config', `{"accountShow":{"switchOpen":true},"x":"${NUL}"}`],
    ['config', JSON.stringify({ feeTagList: [{ strategyType: 1, feeDiscount: 0, note: NUL }] })],
    ['theme', 1],
    ['theme', 0],
    ['theme', '1'],
    ['flags', 5],
    ['flags', '5'],
    ['flags', 0],
    ['config', 7],
    ['config', '7'],
    ['rates', 3],
    ['rates', '3'],
    ['simulation-info', '[true]'],
    ['simulation-info', '"simulation"'],
    ['simulation-info', 'true'],
    ['simulation-info', 'null'],
    ['simulation-info', 1],
    ['unit', 978],
    ['locale', 7],
    ['api-base', `https://a.example/${NUL}`],
  ])('%s = %j', (name, value) => {
    const before = defaults();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeState('ex-header', attribute(name), value);
    expect(warn, `${name} = ${JSON.stringify(value)}`).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(`"${name}"`);
    expect(defaults()).toEqual(before);
  });
});

describe('own enumerated attributes (kind, variant): a bad value warns once and uses the default', () => {
  const kind = enumAttribute('kind', ['nav', 'user', 'preferences'] as const);
  it.each(['nav\u0000', '\u0000user', '00012', '1', 'drawer'])('kind=%j', (raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(kind.parse(raw, 'ex-drawer')).toBe('nav');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"kind"');
  });

  it.each([
    [' User ', 'user'],
    [null, 'nav'],
    ['', 'nav'],
  ])('kind=%j is %s, silently', (raw, expected) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(kind.parse(raw, 'ex-drawer')).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('a huge object set as a property costs nothing: only the fields the contract names are read', () => {
  /** An object graph no walker survives: 60 keys per level, every one pointing back to itself. */
  function endless(extra: Record<string, unknown> = {}): Record<string, unknown> {
    const node: Record<string, unknown> = { ...extra };
    for (let index = 0; index < 60; index += 1) node[`key${index}`] = node;
    return node;
  }
  /** An object that fails the test if anything lists or copies its keys; named fields read as given. */
  function unlistable(fields: Record<string, unknown>): Record<string, unknown> {
    return new Proxy(fields, {
      ownKeys() {
        throw new Error('the object was walked');
      },
      getOwnPropertyDescriptor() {
        throw new Error('the object was walked');
      },
    });
  }

  it.each(STATE_ATTRIBUTES.map((entry) => entry.name))('%s = window and = an endless graph: at once', (name) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = performance.now();
    writeState('ex-header', attribute(name), window);
    writeState('ex-header', attribute(name), endless());
    expect(performance.now() - started).toBeLessThan(50);
    // A JSON kind reads its named fields (none here: an empty value, no warning) or warns; nothing else does.
    for (const [message] of warn.mock.calls) expect(String(message)).toContain(`"${name}"`);
    if (attribute(name).kind !== 'json') expect(warn).toHaveBeenCalledTimes(2);
  });

  it.each(STATE_ATTRIBUTES.filter((entry) => entry.kind === 'json').map((entry) => entry.name))(
    '%s: an object whose keys cannot be listed is read by name, never walked',
    (name) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(() => writeState('ex-header', attribute(name), unlistable({ userId: 7 }))).not.toThrow();
    },
  );

  it('the user keeps exactly its contract fields, read from a store-like object with much more on it', () => {
    writeState(
      'ex-header',
      attribute('user'),
      endless({ userId: 9, loginName: 'alice', childFlag: 1, vipLevel: '3', unified: true, session: { token: 'x' } }),
    );
    expect($user.get()).toEqual({ userId: '9', loginName: 'alice', childFlag: 1, vipLevel: 3, unified: true });
  });

  it('flags and simulation info keep their named booleans; rates and fee tags read at most 200 entries', () => {
    writeState('ex-header', attribute('flags'), endless({ futures: false, languageGroupCount: 3 }));
    expect($flags.get()).toMatchObject({ futures: false, languageGroupCount: 3 });
    expect(Object.keys($flags.get())).not.toContain('key0');
    const graph = endless();
    const many = Array.from({ length: 100_000 }, (_, index) => ({ type: `C${index}`, showName: graph }));
    const started = performance.now();
    writeState('ex-header', attribute('rates'), many);
    writeState('ex-header', attribute('config'), { feeTagList: many });
    expect(performance.now() - started).toBeLessThan(50);
    expect($rates.get()).toHaveLength(MAX_LIST_ENTRIES);
    expect($rates.get()[0]).toEqual({ type: 'C0', showName: 'C0' });
  });

  it.each<[string, unknown]>([
    ['api-base', { toString: () => 'https://evil.example' }],
    ['locales-base', ['https://a.example/']],
    ['unified-page', 'x' as unknown as object],
    ['unified-page', {}],
    ['unified-page', 1],
    ['theme', { theme: 'dark' }],
  ])('%s = %j: a value of the wrong type', (name, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeState('ex-header', attribute(name), value);
    if (typeof value === 'string') {
      expect(warn).not.toHaveBeenCalled();
      return;
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/expected (a string|true or false), not an? (object|array|number)/);
  });

  it('a URL object is a string value for the URL attributes', () => {
    writeState('ex-header', attribute('api-base'), new URL('https://api.example.com/v2/'));
    expect(attribute('api-base').read()).toBe('https://api.example.com/v2');
  });
});
