// The first paint translates the bar with `translate` (no i18next yet); the React views with i18next. Both must give
// the same text for every bar key in every locale, or the takeover would change what the user sees.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountBar, common, drawer, feeTag, header, menu, nav, toast } from '../../locales/en.json';
import '../markup/panel';
import { tValues } from './format';
import { i18n } from './i18n';
import { addTexts, barTexts, BAR_SECTIONS, hasTexts, translate } from './texts';

const LOCALES_DIR = join(__dirname, '../../locales');
const locales = readdirSync(LOCALES_DIR)
  .filter((name) => name.endsWith('.json') && name !== 'en.json')
  .map((name) => name.replace(/\.json$/, ''));
for (const locale of locales) addTexts(locale, JSON.parse(readFileSync(join(LOCALES_DIR, `${locale}.json`), 'utf8')));

function leafKeys(table: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leafKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const BAR_KEYS = leafKeys({ accountBar, common, drawer, header, nav, toast });
const VALUES = { language: 'Deutsch', unit: 'EUR', count: '3', value: '20%' };

describe('translate (first paint) and i18next (React views) agree on every bar text', () => {
  it('covers the bar sections and all 27 other locales', () => {
    expect(BAR_KEYS.length).toBeGreaterThan(40);
    expect(locales).toHaveLength(27);
  });

  it.each(['en', ...locales])('%s', (locale) => {
    const t = i18n.getFixedT(locale);
    const differences = BAR_KEYS.filter((key) => translate(locale, key, VALUES) !== t(key, VALUES));
    expect(differences).toEqual([]);
  });

  it('falls back to English for a missing or empty text, and to the key for an unknown one', () => {
    addTexts('xx-test', { header: { login: '', register: 'Registrieren' } });
    expect(translate('xx-test', 'header.login')).toBe('Log in');
    expect(translate('xx-test', 'header.register')).toBe('Registrieren');
    expect(translate('xx-test', 'header.nothing')).toBe('header.nothing');
  });
});

describe('translate and i18next agree on the menus too, with numbers and plural forms', () => {
  // The menu panels are drawn with translate (before React and by it); the numbers are formatted for the locale.
  const MENU_KEYS = [
    ...new Set(leafKeys({ menu, feeTag }).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))),
  ];

  it.each(['en', ...locales])('%s', (locale) => {
    const t = i18n.getFixedT(locale);
    for (const values of [
      { count: 1, value: 20 },
      { count: 3, value: 1500.5 },
      { count: 21, value: 0 },
    ]) {
      const differences = MENU_KEYS.filter((key) => translate(locale, key, values) !== t(key, tValues(values, locale)));
      expect(differences, JSON.stringify(values)).toEqual([]);
    }
  });

  it('picks the plural form of the count, formatted for the locale', () => {
    expect(translate('en', 'menu.user.rewards.badge', { count: 1 })).toBe('1 point');
    expect(translate('en', 'menu.user.rewards.badge', { count: 12500 })).toBe('12,500 points');
    expect(translate('de', 'feeTag.percent', { value: 12.5 })).toMatch(/^12,5/);
  });
});

describe("a locale's bar texts alone (what a server render embeds)", () => {
  it('are the sections the bar renders', () => {
    expect([...BAR_SECTIONS].sort()).toEqual(['accountBar', 'common', 'drawer', 'header', 'nav', 'toast']);
    expect(barTexts({ header: { login: 'A' }, langModal: { title: 'B' } })).toEqual({ header: { login: 'A' } });
  });

  it('show at once, leave the whole file to load, and never replace a whole table', () => {
    addTexts('xx-bar', { header: { login: 'Einloggen' } }, { bar: true });
    expect(translate('xx-bar', 'header.login')).toBe('Einloggen');
    expect(hasTexts('xx-bar')).toBe(false);
    addTexts('xx-bar', { header: { login: 'Anmelden' }, langModal: { title: 'Sprache' } });
    expect(hasTexts('xx-bar')).toBe(true);
    addTexts('xx-bar', { header: { login: 'Einloggen' } }, { bar: true });
    expect(translate('xx-bar', 'header.login')).toBe('Anmelden');
    expect(i18n.getFixedT('xx-bar')('langModal.title')).toBe('Sprache');
  });
});
