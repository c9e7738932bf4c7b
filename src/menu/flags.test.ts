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
  });
});

describe('resolveFlags: per-locale defaults', () => {
  it('en-GB turns off futures, strategy, copy, social, contract info and pre-market only', () => {
    const flags = resolveFlags('en-GB');
    expect(flags).toEqual({
      ...DEFAULT_FLAGS,
      futures: false,
      strategy: false,
      copy: false,
      social: false,
      contractInfo: false,
      preMarket: false,
    });
  });

  it('matches the locale case-insensitively', () => {
    expect(resolveFlags('en-gb').futures).toBe(false);
  });

  it.each(LANGUAGES.map((language) => language.locale).filter((locale) => !(locale in LOCALE_FLAG_DEFAULTS)))(
    '%s has the defaults',
    (locale) => {
      expect(resolveFlags(locale)).toEqual({ ...DEFAULT_FLAGS });
    },
  );

  it('an unknown locale has the defaults', () => {
    expect(resolveFlags('xx')).toEqual({ ...DEFAULT_FLAGS });
  });

  it('every table row is for a known locale', () => {
    for (const locale of Object.keys(LOCALE_FLAG_DEFAULTS)) {
      expect(LANGUAGES.some((language) => language.locale === locale), locale).toBe(true);
    }
  });
});

describe('resolveFlags: overrides', () => {
  it('overrides win over the locale defaults', () => {
    const flags = resolveFlags('en-GB', { futures: true, spotTrace: true, onChain: false });
    expect(flags.futures).toBe(true);
    expect(flags.spotTrace).toBe(true);
    expect(flags.onChain).toBe(false);
    expect(flags.strategy).toBe(false);
  });

  it('languageGroupCount is taken when it is a finite number', () => {
    expect(resolveFlags('en', { languageGroupCount: 3 }).languageGroupCount).toBe(3);
    expect(resolveFlags('en', { languageGroupCount: Number.NaN }).languageGroupCount).toBeUndefined();
  });

  it('values of the wrong type and undefined values are ignored', () => {
    const bad = { futures: 'no', coupons: 0, more: undefined, languageGroupCount: '3' } as unknown as Partial<FeatureFlags>;
    expect(resolveFlags('en', bad)).toEqual({ ...DEFAULT_FLAGS });
  });

  it('null or missing overrides give the locale flags', () => {
    expect(resolveFlags('de', null)).toEqual({ ...DEFAULT_FLAGS });
    expect(resolveFlags('de')).toEqual({ ...DEFAULT_FLAGS });
  });

  it('does not mutate the defaults', () => {
    resolveFlags('en', { onChain: false });
    expect(DEFAULT_FLAGS.onChain).toBe(true);
  });
});
