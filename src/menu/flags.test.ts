import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { DEFAULT_FLAGS, LOCALE_FLAG_DEFAULTS, resolveFlags } from './flags';
import type { FeatureFlags } from './types';

describe('DEFAULT_FLAGS', () => {
  it('on-chain on, spot trace off, everything else on', () => {
    const { spotTrace, ...rest } = DEFAULT_FLAGS;
    expect(spotTrace).toBe(false);
    expect(DEFAULT_FLAGS.onChain).toBe(true);
    expect(Object.values(rest).every((value) => value === true)).toBe(true);
    expect(DEFAULT_FLAGS.languageGroupCount).toBeUndefined();
  });

  it('is frozen', () => {
    expect(Object.isFrozen(DEFAULT_FLAGS)).toBe(true);
    expect(Object.isFrozen(LOCALE_FLAG_DEFAULTS)).toBe(true);
  });
});

const SPOT_ONLY_OFF: (keyof FeatureFlags)[] = ['futures', 'strategy', 'copy', 'social', 'contractInfo', 'preMarket'];

/** The documented table in flags.ts, as data: the flags each locale turns off. Every locale is listed. */
const EXPECTED_OFF: Record<string, (keyof FeatureFlags)[]> = {
  'zh-CN': [],
  en: [],
  ja: [],
  vi: [],
  es: [],
  fr: [],
  de: [],
  pt: [],
  id: [],
  it: [],
  th: [],
  pl: [],
  uk: [],
  uz: [],
  ar: [],
  ph: [],
  'en-GB': [...SPOT_ONLY_OFF, 'rewardCenter', 'coupons'],
  'en-AZ': [],
  'en-IN': [],
  'en-PH': [],
  'pt-PT': [],
  'es-ES': [],
  bg: [],
  'es-AR': [],
  'en-CA': SPOT_ONLY_OFF,
  ru: [],
  tr: [],
  'zh-TW': [],
};

function offFlags(flags: FeatureFlags): string[] {
  return Object.entries(flags)
    .filter(([key, value]) => value === false && key !== 'spotTrace')
    .map(([key]) => key)
    .sort();
}

describe('resolveFlags: the per-locale table', () => {
  it('this table decides every locale of the language table; the code has rows only for known locales', () => {
    expect(Object.keys(EXPECTED_OFF).sort()).toEqual(LANGUAGES.map((language) => language.locale).sort());
    for (const locale of Object.keys(LOCALE_FLAG_DEFAULTS)) expect(Object.keys(EXPECTED_OFF), locale).toContain(locale);
  });

  it.each(Object.entries(EXPECTED_OFF))('%s turns off exactly %j', (locale, off) => {
    const flags = resolveFlags(locale);
    expect(offFlags(flags)).toEqual([...off].sort());
    expect(flags.spotTrace).toBe(false);
    expect(flags.onChain).toBe(true);
    expect(flags.languageSetting).toBe(true);
  });

  it('matches the locale case-insensitively', () => {
    expect(resolveFlags('en-gb').futures).toBe(false);
    expect(resolveFlags('EN-CA').copy).toBe(false);
  });

  it('an unknown locale has the defaults', () => {
    expect(resolveFlags('xx')).toEqual({ ...DEFAULT_FLAGS });
  });

  it('most markets get the full product', () => {
    const full = LANGUAGES.filter((language) => offFlags(resolveFlags(language.locale)).length === 0);
    expect(full.length).toBeGreaterThanOrEqual(LANGUAGES.length - 3);
  });
});

describe('resolveFlags: overrides from the flags attribute', () => {
  it.each([
    ['en-GB', { futures: true }, 'futures', true],
    ['en-GB', { rewardCenter: true }, 'rewardCenter', true],
    ['en-CA', { copy: true }, 'copy', true],
    ['de', { futures: false }, 'futures', false],
    ['de', { spotTrace: true }, 'spotTrace', true],
    ['ja', { onChain: false }, 'onChain', false],
    ['ar', { more: false }, 'more', false],
  ] as [string, Partial<FeatureFlags>, keyof FeatureFlags, boolean][])(
    '%s with %j -> %s = %s',
    (locale, overrides, key, value) => {
      expect(resolveFlags(locale, overrides)[key]).toBe(value);
    },
  );

  it('an override changes only its own key', () => {
    const flags = resolveFlags('en-GB', { futures: true, spotTrace: true, onChain: false });
    expect(flags.futures).toBe(true);
    expect(flags.spotTrace).toBe(true);
    expect(flags.onChain).toBe(false);
    expect(flags.strategy).toBe(false);
    expect(flags.coupons).toBe(false);
  });

  it('languageGroupCount is taken when it is a finite number', () => {
    expect(resolveFlags('en', { languageGroupCount: 3 }).languageGroupCount).toBe(3);
    expect(resolveFlags('en', { languageGroupCount: Number.NaN }).languageGroupCount).toBeUndefined();
  });

  it('values of the wrong type and undefined values are ignored', () => {
    const bad = {
      futures: 'no',
      coupons: 0,
      more: undefined,
      languageGroupCount: '3',
    } as unknown as Partial<FeatureFlags>;
    expect(resolveFlags('en', bad)).toEqual({ ...DEFAULT_FLAGS });
  });

  it('null or missing overrides give the locale flags', () => {
    expect(resolveFlags('de', null)).toEqual({ ...DEFAULT_FLAGS });
    expect(resolveFlags('de')).toEqual({ ...DEFAULT_FLAGS });
  });

  it('does not mutate the defaults or the table', () => {
    resolveFlags('en', { onChain: false });
    resolveFlags('en-GB', { futures: true });
    expect(DEFAULT_FLAGS.onChain).toBe(true);
    expect(LOCALE_FLAG_DEFAULTS['en-GB'].futures).toBe(false);
  });
});

describe('the menu model obeys the per-locale table', () => {
  it.each(Object.keys(EXPECTED_OFF))('%s: groups turned off are not in the header', async (locale) => {
    const { buildHeaderModel } = await import('./model');
    const { ctx, USERS, findEntry } = await import('../../tests/fixtures/menu-contexts');
    const model = buildHeaderModel(ctx({ locale, user: USERS.master }));
    const groups = model.nav.map((group) => group.id);
    const flags = resolveFlags(locale);
    expect(groups.includes('futures')).toBe(flags.futures);
    expect(groups.includes('strategy')).toBe(flags.strategy);
    expect(groups.includes('copy')).toBe(flags.copy);
    expect(groups.includes('contractInfo')).toBe(flags.contractInfo);
    expect(findEntry(model, 'user.coupons') !== undefined).toBe(flags.coupons);
    expect(findEntry(model, 'user.rewards') !== undefined).toBe(flags.rewardCenter);
  });
});
