import { useStore } from '@nanostores/react';
import { LANGUAGES } from '../../i18n/languages';
import { chooseLanguage, selectUnit } from '../../stores/language-choice';
import { $locale } from '../../stores/locale';
import { $rates, $unit } from '../../stores/unit';
import { useHost } from '../host';
import { useT } from '../use-t';

/** The two columns of the language dialog: languages and display units; the current choice is marked. */
export function LangPicker() {
  const t = useT();
  const { emit } = useHost();
  const locale = useStore($locale);
  const unit = useStore($unit);
  const rates = useStore($rates);
  return (
    <div className="ex-lang-picker">
      <section className="ex-lang-column" aria-labelledby="ex-lang-languages">
        <h3 className="ex-lang-column__title" id="ex-lang-languages">
          {t('lang.languages')}
        </h3>
        <ul className="ex-lang-list" role="listbox" aria-labelledby="ex-lang-languages">
          {LANGUAGES.map((language) => (
            <li key={language.locale} role="presentation">
              <button
                type="button"
                role="option"
                aria-selected={language.locale === locale}
                className="ex-lang-option"
                lang={language.locale}
                dir={language.dir}
                data-locale={language.locale}
                onClick={() => chooseLanguage(language.locale, emit)}
              >
                {language.languageName}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className="ex-lang-column" aria-labelledby="ex-lang-units">
        <h3 className="ex-lang-column__title" id="ex-lang-units">
          {t('lang.units')}
        </h3>
        <ul className="ex-lang-list" role="listbox" aria-labelledby="ex-lang-units">
          {rates.map((rate) => (
            <li key={rate.type} role="presentation">
              <button
                type="button"
                role="option"
                aria-selected={rate.type === unit}
                className="ex-lang-option"
                data-unit={rate.type}
                onClick={() => selectUnit(rate.type, emit)}
              >
                {rate.showName}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
