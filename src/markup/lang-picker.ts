import { lang as langText } from '../../locales/en.json';
import { intlLocale } from '../i18n/format';
import { LANGUAGES, type Language } from '../i18n/languages';
import { addEnglishTexts, type Translate } from '../i18n/texts';
import type { ChoiceListName, PickerView } from '../stores/picker';
import type { RateEntry } from '../stores/unit';
import { describeChoiceList, type Choice, type ChoiceGroup } from './choice-list';
import { describeDialog } from './dialog';
import { el, type MarkupElement } from './node';

// The picker's English texts come with the views that draw it, not with the bar.
addEnglishTexts({ lang: langText });

/** `default`: two columns (languages, units). `wide`: two tabs, languages in region columns, units in a grid. */
export type LangPickerVariant = 'default' | 'wide';

/** What the language picker is described from, for every renderer (src/markup/inputs.ts). */
export interface LangPickerInput {
  t: Translate;
  /** The chosen locale (its language is the selected choice; the names of the others are given in it). */
  locale: string;
  unit: string;
  rates: readonly RateEntry[];
}

const REGIONS: readonly { id: Language['region']; key: string }[] = [
  { id: 'asia', key: 'lang.region.asia' },
  { id: 'europe', key: 'lang.region.europe' },
  { id: 'americas', key: 'lang.region.americas' },
  { id: 'middle-east-africa', key: 'lang.region.middleEastAfrica' },
];

/**
 * The Intl tag of one of our locale codes without its extensions ("fil" for "ph", "es-419" for "es"): finer than
 * languages.ts's htmlLang, so each choice's `lang` and Intl's display names follow the variant the site uses.
 */
const languageTag = (locale: string): string => intlLocale(locale).split('-u-')[0];

/** The value cached under `key`, computed once. */
function cached<K, V>(cache: Map<K, V>, key: K, compute: () => V): V {
  if (!cache.has(key)) cache.set(key, compute());
  return cache.get(key)!;
}

const namers = new Map<string, (code: string) => string | undefined>();

/**
 * Intl's names of languages or currencies in a locale, made once each: the first one a page makes loads Intl's data
 * (tens of milliseconds on a phone-class CPU), so the names only the filter reads are asked for when one is typed.
 */
function displayNames(locale: string, type: 'language' | 'currency'): (code: string) => string | undefined {
  return cached(namers, `${locale} ${type}`, () => {
    try {
      const names = new Intl.DisplayNames([languageTag(locale)], { type, fallback: 'none' });
      return (code) => {
        try {
          return names.of(code);
        } catch {
          return undefined;
        }
      };
    } catch {
      return () => undefined;
    }
  });
}

const languageChoicesByLocale = new Map<string, readonly Choice[]>();

/** Languages by their own name; the filter also knows their code, their key and their name in English and in the page's language. */
const languageChoices = (locale: string): readonly Choice[] =>
  cached(languageChoicesByLocale, locale, () =>
    LANGUAGES.map((language) => {
      const tag = languageTag(language.locale);
      return {
        value: language.locale,
        label: language.languageName,
        keywords: () =>
          [
            language.languageKey,
            tag,
            ...[locale, 'en'].map((names) => displayNames(names, 'language')(tag) ?? ''),
          ].join(' '),
        lang: tag,
        dir: language.dir,
        group: language.region,
      };
    }),
  );

const unitChoicesByRates = new WeakMap<readonly RateEntry[], Map<string, readonly Choice[]>>();

/** Units by their showName, with the currency's name in the page's language when it is an ISO code. */
function unitChoices(rates: readonly RateEntry[], locale: string): readonly Choice[] {
  const byLocale = unitChoicesByRates.get(rates) ?? new Map<string, readonly Choice[]>();
  unitChoicesByRates.set(rates, byLocale);
  return cached(byLocale, locale, () => {
    const here = displayNames(locale, 'currency');
    return rates.map((rate) => {
      const name = here(rate.type);
      return {
        value: rate.type,
        label: rate.showName,
        secondary: name && name !== rate.showName && name !== rate.type ? name : undefined,
        keywords: () => `${rate.type} ${displayNames('en', 'currency')(rate.type) ?? ''}`,
      };
    });
  });
}

const titleId = (list: ChoiceListName) => `ex-lang-${list}-title`;
const tabId = (list: ChoiceListName) => `ex-lang-${list}-tab`;
const panelId = (list: ChoiceListName) => `ex-lang-${list}-panel`;

/**
 * The language and display-unit picker. Both variants adapt to the width they get (container queries), so the same
 * picker fits a dialog or a narrow help-center column. What the reader does in it is src/behaviour/choice-list.ts's,
 * kept in src/stores/picker.ts (`view`).
 */
export function describeLangPicker(
  input: LangPickerInput,
  variant: LangPickerVariant,
  view: PickerView,
  { autofocus = false } = {},
): MarkupElement {
  const { t, locale } = input;
  const groups: ChoiceGroup[] = REGIONS.map((region) => ({ id: region.id, label: t(region.key) }));
  const list = (name: ChoiceListName, labelledBy: string, layout: 'list' | 'grid' | 'groups') =>
    describeChoiceList({
      name,
      labelledBy,
      filterLabel: t(name === 'language' ? 'lang.searchLanguages' : 'lang.searchUnits'),
      choices: name === 'language' ? languageChoices(locale) : unitChoices(input.rates, locale),
      groups: layout === 'groups' ? groups : undefined,
      selected: name === 'language' ? locale : input.unit,
      layout,
      query: view.query[name],
      active: view.active[name],
      autofocus: autofocus && name === 'language',
      t,
    });

  if (variant === 'default') {
    const column = (name: ChoiceListName, title: string) =>
      el(
        'section',
        { class: 'ex-lang-column' },
        el('h3', { class: 'ex-lang-column__title', id: titleId(name) }, title),
        list(name, titleId(name), 'list'),
      );
    return el(
      'div',
      { class: 'ex-lang-picker', 'data-variant': 'default' },
      el('div', { class: 'ex-lang-columns' }, column('language', t('lang.languages')), column('unit', t('lang.units'))),
    );
  }

  const tabs = [
    { name: 'language', label: t('lang.tabLanguage') },
    { name: 'unit', label: t('lang.tabUnit') },
  ] as const;
  return el(
    'div',
    { class: 'ex-lang-picker', 'data-variant': 'wide' },
    el(
      'div',
      { class: 'ex-lang-tabs', role: 'tablist', 'aria-label': t('lang.title') },
      tabs.map(({ name, label }) =>
        el(
          'button',
          {
            type: 'button',
            role: 'tab',
            id: tabId(name),
            class: 'ex-lang-tab',
            'aria-selected': String(view.tab === name),
            'aria-controls': panelId(name),
            tabindex: view.tab === name ? '0' : '-1',
            'data-tab': name,
          },
          label,
        ),
      ),
    ),
    tabs.map(({ name }) =>
      el(
        'div',
        {
          role: 'tabpanel',
          id: panelId(name),
          'aria-labelledby': tabId(name),
          class: 'ex-lang-panel',
          hidden: view.tab === name ? null : '',
        },
        // A hidden tab's list is drawn when it is shown: the currency names Intl gives cost a phone a frame or more.
        view.tab === name ? list(name, tabId(name), name === 'language' ? 'groups' : 'grid') : null,
      ),
    ),
  );
}

/** The language and currency dialog, opened by the header's language button or <ex-lang-modal open>. */
export function describeLangDialog(
  input: LangPickerInput,
  variant: LangPickerVariant,
  view: PickerView,
): MarkupElement {
  return describeDialog(
    {
      title: input.t('lang.title'),
      closeLabel: input.t('common.close'),
      className: `ex-lang-modal ex-lang-modal--${variant}`,
      part: 'language-dialog',
    },
    describeLangPicker(input, variant, view, { autofocus: true }),
  );
}

/** The picker in the page flow, no dialog (<ex-lang-modal inline>). */
export function describeInlinePicker(
  input: LangPickerInput,
  variant: LangPickerVariant,
  view: PickerView,
): MarkupElement {
  return el(
    'div',
    { class: 'ex-lang-inline', role: 'region', 'aria-label': input.t('lang.title'), part: 'language-picker' },
    describeLangPicker(input, variant, view),
  );
}
