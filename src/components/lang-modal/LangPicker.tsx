import { useStore } from '@nanostores/react';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { intlLocale } from '../../i18n/format';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { chooseLanguage, selectUnit } from '../../actions/language-choice';
import { $locale } from '../../stores/locale';
import { $rates, $unit } from '../../stores/unit';
import { useHost } from '../host';
import { isRtl, rovingIndex } from '../../behaviour/roving-index';
import { useT } from '../use-t';
import { ChoiceList, type Choice, type ChoiceGroup } from './ChoiceList';
import { lang as langText } from '../../../locales/en.json';
import { addEnglish } from '../../i18n/i18n';

addEnglish({ lang: langText });

export type LangPickerVariant = 'default' | 'wide';

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

function displayNames(locale: string, type: 'language' | 'currency'): (code: string) => string | undefined {
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
}

/** Languages by their own name; the filter also knows their code, their key and their name in English and in the page's language. */
function useLanguageChoices(locale: string): Choice[] {
  return useMemo(() => {
    const here = displayNames(locale, 'language');
    const english = displayNames('en', 'language');
    return LANGUAGES.map((language) => {
      const tag = languageTag(language.locale);
      return {
        value: language.locale,
        label: language.languageName,
        keywords: `${language.languageKey} ${tag} ${here(tag) ?? ''} ${english(tag) ?? ''}`,
        lang: tag,
        dir: language.dir,
        group: language.region,
      };
    });
  }, [locale]);
}

/** Units by their showName, with the currency's name in the page's language when it is an ISO code. */
function useUnitChoices(locale: string): Choice[] {
  const rates = useStore($rates);
  return useMemo(() => {
    const here = displayNames(locale, 'currency');
    const english = displayNames('en', 'currency');
    return rates.map((rate) => {
      const name = here(rate.type);
      return {
        value: rate.type,
        label: rate.showName,
        secondary: name && name !== rate.showName && name !== rate.type ? name : undefined,
        keywords: `${rate.type} ${english(rate.type) ?? ''}`,
      };
    });
  }, [rates, locale]);
}

interface LangPickerProps {
  variant: LangPickerVariant;
  /** Called after the user picked a language or a unit (a dialog closes). */
  onChosen?: () => void;
  focusOnOpen?: boolean;
}

/**
 * The language and display-unit picker. `default`: two columns (languages, units), 350 px lists. `wide`: two tabs
 * (language and region; currency rate), languages in four region columns and units in four columns. Both adapt to
 * the width they get (container queries), so the same picker fits a dialog or a narrow help-center column.
 */
export function LangPicker({ variant, onChosen, focusOnOpen = false }: LangPickerProps) {
  const t = useT();
  const id = useId();
  const { emit } = useHost();
  const locale = useStore($locale);
  const unit = useStore($unit);
  const languages = useLanguageChoices(locale);
  const units = useUnitChoices(locale);
  const [tab, setTab] = useState<'language' | 'unit'>('language');
  const groups: ChoiceGroup[] = REGIONS.map((region) => ({ id: region.id, label: t(region.key) }));

  const pickLanguage = (value: string): void => {
    void chooseLanguage(value, emit);
    onChosen?.();
  };
  const pickUnit = (value: string): void => {
    selectUnit(value, emit);
    onChosen?.();
  };

  const languageList = (labelledBy: string, layout: 'list' | 'groups') => (
    <ChoiceList
      labelledBy={labelledBy}
      filterLabel={t('lang.searchLanguages')}
      choices={languages}
      groups={layout === 'groups' ? groups : undefined}
      selected={locale}
      onChoose={pickLanguage}
      focusOnOpen={focusOnOpen}
      layout={layout}
      locale={locale}
    />
  );
  const unitList = (labelledBy: string, layout: 'list' | 'grid') => (
    <ChoiceList
      labelledBy={labelledBy}
      filterLabel={t('lang.searchUnits')}
      choices={units}
      selected={unit}
      onChoose={pickUnit}
      layout={layout}
      locale={locale}
    />
  );

  if (variant === 'default') {
    const column = (suffix: string, title: string, list: (labelledBy: string) => ReactNode) => (
      <section className="ex-lang-column">
        <h3 className="ex-lang-column__title" id={`${id}${suffix}`}>
          {title}
        </h3>
        {list(`${id}${suffix}`)}
      </section>
    );
    return (
      <div className="ex-lang-picker" data-variant="default">
        <div className="ex-lang-columns">
          {column('l', t('lang.languages'), (labelledBy) => languageList(labelledBy, 'list'))}
          {column('u', t('lang.units'), (labelledBy) => unitList(labelledBy, 'list'))}
        </div>
      </div>
    );
  }

  const tabs = [
    { id: 'language', label: t('lang.tabLanguage') },
    { id: 'unit', label: t('lang.tabUnit') },
  ] as const;
  const tabId = (name: string) => `${id}t-${name}`;
  const panelId = (name: string) => `${id}p-${name}`;
  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const index = tabs.findIndex((entry) => entry.id === tab);
    const to = rovingIndex(event.key, index, tabs.length, { horizontal: true, rtl: isRtl(event.currentTarget) });
    if (to === null) return;
    event.preventDefault();
    const next = tabs[to];
    setTab(next.id);
    event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.id))}`)?.focus();
  };

  return (
    <div className="ex-lang-picker" data-variant="wide">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs take focus (roving tabindex); the list only hears their keys */}
      <div className="ex-lang-tabs" role="tablist" aria-label={t('lang.title')} onKeyDown={onTabKeyDown}>
        {tabs.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            id={tabId(entry.id)}
            className="ex-lang-tab"
            aria-selected={tab === entry.id}
            aria-controls={panelId(entry.id)}
            tabIndex={tab === entry.id ? 0 : -1}
            data-tab={entry.id}
            onClick={() => setTab(entry.id)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      {tabs.map((entry) => (
        <div
          key={entry.id}
          role="tabpanel"
          id={panelId(entry.id)}
          aria-labelledby={tabId(entry.id)}
          className="ex-lang-panel"
          hidden={tab !== entry.id}
        >
          {entry.id === 'language' ? languageList(tabId(entry.id), 'groups') : unitList(tabId(entry.id), 'grid')}
        </div>
      ))}
    </div>
  );
}
