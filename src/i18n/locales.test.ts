// The locale files against locales/en.json (scripts/i18n-check.mjs holds the checks; `node scripts/i18n-check.mjs`
// prints the same report for translators). Nothing is skipped: every locale of the language table is checked
// when its file exists, and one test fails, naming them, while any file is missing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LOCALES_DIR,
  categoryNeedsCount,
  checkLocale,
  checkLocales,
  flatten,
  intlTag,
  languageCodes,
  looksEnglish,
  placeholders,
  pluralCategories,
  problemCount,
  readAllowlist,
} from '../../scripts/i18n-check.mjs';
import { intlLocale } from './format';
import { LANGUAGES } from './languages';

const english = JSON.parse(readFileSync(join(LOCALES_DIR, 'en.json'), 'utf8')) as Record<string, unknown>;
const CODES = LANGUAGES.map((language) => language.locale);
const TRANSLATED = CODES.filter((code) => code !== 'en');
const present = TRANSLATED.filter((code) => existsSync(join(LOCALES_DIR, `${code}.json`)));
const missing = TRANSLATED.filter((code) => !present.includes(code));
/** checkLocale's answer for a table with nothing wrong. */
const NO_PROBLEMS = {
  missing: [],
  extra: [],
  notText: [],
  empty: [],
  placeholders: [],
  plurals: [],
  leftovers: [],
};

describe('the check itself', () => {
  it('reads the same 28 locales as the language table, and maps them to the same Intl tags as the runtime', () => {
    expect(languageCodes()).toEqual(CODES);
    expect(CODES).toHaveLength(28);
    for (const code of CODES) expect(intlTag(code), code).toBe(intlLocale(code));
  });

  it.each([
    ['{{value}}% off fees', ['value']],
    ['{{ count }} points, {{count}} again', ['count']],
    ['{{value, number}}折', ['value']],
    ['Sent to {{account}} ({{- raw}})', ['account', 'raw']],
    ['no placeholders', []],
  ])('placeholders(%j) -> %j', (text, names) => {
    expect(placeholders(text)).toEqual(names);
  });

  // i18next v26 uses the JSON v4 plural suffixes (key_zero ... key_other) chosen by Intl.PluralRules.
  it.each([
    ['en', ['one', 'other']],
    ['en-GB', ['one', 'other']],
    ['de', ['one', 'other']],
    ['ru', ['one', 'few', 'many', 'other']],
    ['uk', ['one', 'few', 'many', 'other']],
    ['pl', ['one', 'few', 'many', 'other']],
    ['ar', ['zero', 'one', 'two', 'few', 'many', 'other']],
    ['ja', ['other']],
    ['zh-CN', ['other']],
    ['zh-TW', ['other']],
    ['vi', ['other']],
    ['fr', ['one', 'many', 'other']],
    ['ph', ['one', 'other']],
  ])('%s needs the plural forms %j', (code, categories) => {
    expect(pluralCategories(code)).toEqual(categories);
  });

  it.each([
    ['en', 'one', false],
    ['en', 'other', true],
    ['ru', 'one', true],
    ['ar', 'zero', false],
    ['ar', 'two', false],
    ['ar', 'few', true],
    ['fr', 'one', true],
    ['fr', 'many', true],
  ])('%s "%s" must show the count: %s', (code, category, needed) => {
    expect(categoryNeedsCount(code, category)).toBe(needed);
  });

  const EN = {
    a: { title: 'Spot', fee: '{{value}}% off fees', api: 'API management' },
    points_one: '{{count}} point',
    points_other: '{{count}} points',
    brand: 'Google Play',
  };

  it('a complete, correct translation has no problems', () => {
    const de = {
      a: { title: 'Spot-Handel', fee: '{{value}} % Rabatt', api: 'API-Verwaltung' },
      points_one: '{{count}} Punkt',
      points_other: '{{count}} Punkte',
      brand: 'Google Play',
    };
    expect(checkLocale('de', de, EN)).toEqual(NO_PROBLEMS);
  });

  it('finds missing and extra keys, values that are not text, and empty values', () => {
    const de = {
      a: { title: '', fee: 5, extra: 'x' },
      points_one: '{{count}} Punkt',
      points_other: '{{count}} Punkte',
      brand: 'Google Play',
      stray: 'y',
    };
    const problems = checkLocale('de', de, EN);
    expect(problems.missing).toEqual(['a.api']);
    expect(problems.extra).toEqual(['a.extra', 'stray']);
    expect(problems.notText).toEqual(['a.fee: 5']);
    expect(problems.empty).toEqual(['a.title']);
  });

  it('finds placeholder mismatches, in plain and plural texts', () => {
    const fr = {
      a: { title: 'Au comptant', fee: '{{valeur}} % de réduction', api: 'Gestion des API' },
      points_one: 'un point',
      points_many: '{{count}} de points',
      points_other: 'des points',
      brand: 'Google Play',
    };
    const problems = checkLocale('fr', fr, EN);
    expect(problems.placeholders).toHaveLength(3);
    expect(problems.placeholders[0]).toMatch(/^a\.fee: has \{\{valeur\}\} but English has \{\{value\}\}/);
    expect(problems.placeholders.join('\n')).toMatch(/points_one/); // French "one" covers 0 and 1: it must show the count
    expect(problems.placeholders.join('\n')).toMatch(/points_other/);
  });

  it('needs every plural form of the locale and refuses forms it never uses (key_zero is always allowed)', () => {
    const ru = {
      a: { title: 'Спот', fee: 'Скидка {{value}}%', api: 'Управление API' },
      points_one: '{{count}} балл',
      points_other: '{{count}} балла',
      points_zero: 'нет баллов',
      brand: 'Google Play',
    };
    const problems = checkLocale('ru', ru, EN);
    expect(problems.missing).toEqual(['points_few', 'points_many']);
    expect(problems.plurals).toEqual(['points: needs the _one, _few, _many, _other forms; missing _few, _many']);
    const ja = {
      a: { title: '現物', fee: '手数料{{value}}%オフ', api: 'API管理' },
      points_one: '{{count}}ポイント',
      points_other: '{{count}}ポイント',
      brand: 'Google Play',
    };
    expect(checkLocale('ja', ja, EN).plurals).toEqual(['points_one: "ja" has no "one" plural form (it uses other)']);
    const ar = {
      a: { title: 'فوري', fee: 'خصم {{value}}٪', api: 'إدارة API' },
      points_zero: 'لا نقاط',
      points_one: 'نقطة واحدة',
      points_two: 'نقطتان',
      points_few: '{{count}} نقاط',
      points_many: '{{count}} نقطة',
      points_other: '{{count}} نقطة',
      brand: 'Google Play',
    };
    expect(problemCount(checkLocale('ar', ar, EN))).toBe(0);
  });

  it('flags English leftovers in translated locales, but not product terms, allowlisted values or en-* locales', () => {
    const de = {
      a: { title: 'Spot', fee: '{{value}}% off fees', api: 'API management' },
      points_one: '{{count}} Punkt',
      points_other: '{{count}} Punkte',
      brand: 'Google Play',
    };
    const allowlist = { terms: ['API', 'Google Play'], values: { de: ['Spot'] } };
    expect(checkLocale('de', de, EN, allowlist).leftovers).toEqual([
      'a.fee: "{{value}}% off fees"',
      'a.api: "API management"',
    ]);
    expect(checkLocale('en-GB', de, EN, allowlist).leftovers).toEqual([]);
    expect(checkLocale('ja', de, EN, allowlist).leftovers).toContain('a.title: "Spot"');
  });

  it.each([
    ['USDT-M', false],
    ['Google Play', false],
    ['Android APK', false],
    ['{{value}}折', false],
    ['VIP', false],
    ['TraderPro account', true],
    ['Spot', true],
    ['USDT-M futures', true],
  ])('looksEnglish(%j) -> %s', (text, english) => {
    expect(looksEnglish(text, readAllowlist().terms)).toBe(english);
  });

  it('en.json itself is consistent: non-empty texts, both English plural forms', () => {
    const problems = checkLocale('en', english, english);
    expect(problems).toEqual(NO_PROBLEMS);
    expect([...flatten(english).keys()].length).toBeGreaterThan(100);
  });

  it('the allowlist only names known locales', () => {
    for (const code of Object.keys(readAllowlist().values)) expect(CODES, code).toContain(code);
  });
});

describe('the locale files', () => {
  // One test per locale file that exists; a missing file fails the next test, which names every missing file.
  it.each(present.length > 0 ? present : ['(none yet)'])(
    'locales/%s.json matches en.json: keys, placeholders, plurals, no English leftovers',
    (code) => {
      if (code === '(none yet)') {
        expect(present).toEqual([]);
        return;
      }
      const [report] = checkLocales([code]).reports;
      const lines = Object.entries(report.problems).flatMap(([kind, list]) =>
        (list as string[]).map((line) => `${kind}: ${line}`),
      );
      expect(lines, `locales/${code}.json`).toEqual([]);
    },
  );

  it(`every locale of the language table has its file (${TRANSLATED.length} besides en.json)`, () => {
    expect(
      missing.map((code) => `locales/${code}.json`),
      'missing locale files (node scripts/i18n-check.mjs lists every problem)',
    ).toEqual([]);
  });
});
