// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_CLICK_DELAY_MS, STORAGE_KEYS } from '../constants';
import type { Emit } from '../events';
import { $user } from '../stores/account';
import { chooseLanguage, SAVE_LANGUAGE_TIMEOUT_MS, selectUnit } from './language-choice';
import { $locale, $localeSetting } from '../stores/locale';
import { cancelPendingNavigation, hasPendingNavigation } from './navigation';
import { $path, syncPath } from '../stores/path';
import { $ratesSetting, $savedUnit, $unit, $unitSetting } from '../stores/unit';

const postChangeLanguage = vi.fn<(request: { languageType: number }) => Promise<void>>();
vi.mock('../stores/api', () => ({ api: async () => ({ postChangeLanguage }) }));

interface Seen {
  type: string;
  detail: Record<string, unknown>;
}

/** An emit that records events; `prevent` makes ex-navigate return false (a single-page app routing itself). */
function recorder(prevent = true): { emit: Emit; seen: Seen[] } {
  const seen: Seen[] = [];
  const emit: Emit = (event) => {
    seen.push({ type: event.type, detail: (event as CustomEvent).detail as Record<string, unknown> });
    return !(prevent && event.type === 'ex-navigate');
  };
  return { emit, seen };
}

/** Puts the page at a path the way a host page or a single-page app does. */
function at(path: string): void {
  history.replaceState(null, '', path);
  syncPath();
}

let unlisten: () => void;
beforeAll(() => {
  // Keep the stores mounted, as an element on the page does.
  const stops = [$path.listen(() => {}), $unit.listen(() => {}), $locale.listen(() => {})];
  unlisten = () => stops.forEach((stop) => stop());
});
afterAll(() => unlisten());

const types = (seen: Seen[]) => seen.map((event) => event.type);
const navigations = (seen: Seen[]) =>
  seen.filter((event) => event.type === 'ex-navigate').map((event) => event.detail.href);

beforeEach(() => {
  postChangeLanguage.mockReset();
  postChangeLanguage.mockResolvedValue(undefined);
  localStorage.clear();
  $localeSetting.set(null);
  $unitSetting.set(null);
  $savedUnit.set(null);
  $ratesSetting.set(null);
  $user.set(null);
  at('/de/futures/usdt/BTCUSDT?x=1');
});
afterEach(() => {
  cancelPendingNavigation();
  vi.useRealTimers();
});

describe('chooseLanguage: the path is rewritten (first segment; no prefix for en; query and hash kept)', () => {
  it.each([
    ['/de/futures/usdt/BTCUSDT?x=1', 'ja', '/ja/futures/usdt/BTCUSDT?x=1'],
    ['/de/futures/usdt/BTCUSDT?x=1', 'en', '/futures/usdt/BTCUSDT?x=1'],
    ['/ja/futures/usdt/BTCUSDT?x=1', 'de', '/de/futures/usdt/BTCUSDT?x=1'],
    ['/futures/usdt/BTCUSDT?x=1#book', 'ja', '/ja/futures/usdt/BTCUSDT?x=1#book'],
    ['/ja/spot/BTCUSDT#top', 'en', '/spot/BTCUSDT#top'],
    ['/', 'zh-TW', '/zh-TW'],
    ['/ja', 'en', '/'],
    ['/zh-cn/asset?tab=1', 'en-GB', '/en-GB/asset?tab=1'],
    ['/de/markets?q=a/b&next=/de/x#h?y', 'ar', '/ar/markets?q=a/b&next=/de/x#h?y'],
    ['/help/de/article', 'ja', '/ja/help/de/article'],
    ['/de/trade-swap/usdt/BTCUSDT', 'pt-PT', '/pt-PT/trade-swap/usdt/BTCUSDT'],
  ])('on %s choosing %s -> %s', async (path, locale, href) => {
    at(path);
    const { emit, seen } = recorder();
    await chooseLanguage(locale, emit);
    expect(seen.find((event) => event.type === 'ex-locale-change')?.detail).toEqual({ locale, href });
    expect(navigations(seen)).toEqual([href]);
    expect($locale.get()).toBe(locale);
  });

  it('accepts any spelling of a locale and uses the canonical one', async () => {
    const { emit, seen } = recorder();
    await chooseLanguage('ZH-tw', emit);
    expect(seen.find((event) => event.type === 'ex-locale-change')?.detail).toMatchObject({ locale: 'zh-TW' });
  });

  it('an unknown locale, or the current one, does nothing', async () => {
    const { emit, seen } = recorder();
    await chooseLanguage('xx', emit);
    await chooseLanguage('de', emit);
    expect(seen).toEqual([]);
    expect(postChangeLanguage).not.toHaveBeenCalled();
  });
});

describe('chooseLanguage: locale, unit, events and navigation', () => {
  it('sets the locale and the language unit, then announces ex-locale-change, then navigates through ex-navigate', async () => {
    const { emit, seen } = recorder();
    await chooseLanguage('ja', emit);
    expect($locale.get()).toBe('ja');
    expect($unit.get()).toBe('JPY');
    expect(localStorage.getItem(STORAGE_KEYS.unit)).toBe('JPY');
    expect(types(seen)).toEqual(['ex-unit-change', 'ex-locale-change', 'ex-analytics', 'ex-navigate']);
    expect(seen[0].detail).toEqual({ unit: 'JPY' });
    expect(seen[3].detail).toEqual({ href: '/ja/futures/usdt/BTCUSDT?x=1', newWindow: false, itemId: 'language-ja' });
  });

  it('a prevented ex-navigate keeps the page (a single-page app): nothing is scheduled', async () => {
    const { emit } = recorder(true);
    await chooseLanguage('ja', emit);
    expect(hasPendingNavigation()).toBe(false);
  });

  it('otherwise the page goes to the new href after the menu delay', async () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as unknown as Location);
    const { emit } = recorder(false);
    await chooseLanguage('ja', emit);
    expect(hasPendingNavigation()).toBe(true);
    vi.advanceTimersByTime(MENU_CLICK_DELAY_MS);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/ja/futures/usdt/BTCUSDT?x=1');
  });

  it.each([
    ['ja', null, 'JPY'],
    ['es', null, 'USD'],
    ['de', null, 'EUR'],
    [
      'uz',
      [
        { type: 'USD', showName: 'USD' },
        { type: 'EUR', showName: 'EUR' },
      ],
      'USD',
    ],
    [
      'de',
      [
        { type: 'GBP', showName: 'GBP' },
        { type: 'EUR', showName: 'Euro' },
      ],
      'EUR',
    ],
  ])('choosing %s with rates %j shows the unit %s', async (locale, rates, unit) => {
    $ratesSetting.set(rates);
    await chooseLanguage(locale, recorder().emit);
    expect($unit.get()).toBe(unit);
  });
});

describe('chooseLanguage: saving the choice for a signed-in user', () => {
  it('a visitor: no changeLanguage call', async () => {
    await chooseLanguage('ja', recorder().emit);
    expect(postChangeLanguage).not.toHaveBeenCalled();
  });

  it('a signed-in user: exactly one changeLanguage {languageType}, and the navigation waits for it', async () => {
    $user.set({ userId: '1' });
    let finish!: () => void;
    postChangeLanguage.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { emit, seen } = recorder();
    const done = chooseLanguage('ja', emit);
    await vi.waitFor(() => expect(postChangeLanguage).toHaveBeenCalled());
    expect(types(seen)).toEqual(['ex-unit-change', 'ex-locale-change']);
    finish();
    await done;
    expect(postChangeLanguage).toHaveBeenCalledExactlyOnceWith({ languageType: 3 });
    expect(navigations(seen)).toEqual(['/ja/futures/usdt/BTCUSDT?x=1']);
  });

  it('a save that does not answer holds the navigation at most SAVE_LANGUAGE_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    $user.set({ userId: '1' });
    postChangeLanguage.mockReturnValue(new Promise<void>(() => {}));
    const { emit, seen } = recorder();
    const done = chooseLanguage('zh-TW', emit);
    await vi.advanceTimersByTimeAsync(SAVE_LANGUAGE_TIMEOUT_MS - 1);
    expect(navigations(seen)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(navigations(seen)).toEqual(['/zh-TW/futures/usdt/BTCUSDT?x=1']);
    expect(postChangeLanguage).toHaveBeenCalledExactlyOnceWith({ languageType: 2 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a failed save is logged and never blocks the choice', async () => {
    $user.set({ userId: '1' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    postChangeLanguage.mockRejectedValue(new Error('offline'));
    const { emit, seen } = recorder();
    await chooseLanguage('ar', emit);
    expect(warn).toHaveBeenCalledOnce();
    expect($locale.get()).toBe('ar');
    expect(navigations(seen)).toEqual(['/ar/futures/usdt/BTCUSDT?x=1']);
  });

  it('a newer choice supersedes one still waiting for its save: one save each, one navigation', async () => {
    $user.set({ userId: '1' });
    const finishes: (() => void)[] = [];
    postChangeLanguage.mockImplementation(() => new Promise<void>((resolve) => finishes.push(resolve)));
    const { emit, seen } = recorder();
    const first = chooseLanguage('ja', emit);
    const second = chooseLanguage('fr', emit);
    await vi.waitFor(() => expect(finishes).toHaveLength(2));
    finishes.forEach((finish) => finish());
    await Promise.all([first, second]);
    expect(postChangeLanguage.mock.calls).toEqual([[{ languageType: 3 }], [{ languageType: 6 }]]);
    expect(navigations(seen)).toEqual(['/fr/futures/usdt/BTCUSDT?x=1']);
  });

  it('choosing the same language twice (a double click) saves once', async () => {
    $user.set({ userId: '1' });
    const { emit } = recorder();
    await Promise.all([chooseLanguage('ja', emit), chooseLanguage('ja', emit)]);
    expect(postChangeLanguage).toHaveBeenCalledOnce();
  });
});

describe('selectUnit', () => {
  it('remembers the unit and announces a change once', () => {
    const { emit, seen } = recorder();
    expect($unit.get()).toBe('EUR'); // de's unit
    selectUnit('GBP', emit);
    selectUnit('GBP', emit);
    expect($unit.get()).toBe('GBP');
    expect(localStorage.getItem(STORAGE_KEYS.unit)).toBe('GBP');
    expect(seen).toEqual([{ type: 'ex-unit-change', detail: { unit: 'GBP' } }]);
  });

  it('a unit missing from the rate list falls back (locale unit, else USD) and announces what is shown', () => {
    $ratesSetting.set([
      { type: 'USD', showName: 'USD' },
      { type: 'EUR', showName: 'EUR' },
    ]);
    const { emit, seen } = recorder();
    selectUnit('USD', emit);
    expect($unit.get()).toBe('USD');
    selectUnit('JPY', emit); // not listed: de's unit, EUR
    expect($unit.get()).toBe('EUR');
    expect(seen).toEqual([
      { type: 'ex-unit-change', detail: { unit: 'USD' } },
      { type: 'ex-unit-change', detail: { unit: 'EUR' } },
    ]);
  });
});
