import { computed } from 'nanostores';
import { translatorFor } from '../i18n/texts';
import { $barModel } from '../stores/bar';
import { $flags } from '../stores/flags';
import { $language, $textLanguage, $textLocale } from '../stores/locale';
import { $noThemeSwitch, $theme } from '../stores/theme';
import { $unit } from '../stores/unit';
import { barInputOf, type BarInput } from './bar';

/** Everything the bar's markup is described from (src/markup/bar.ts), as the page's stores say. */
export const $barInput = computed(
  [$barModel, $theme, $language, $textLocale, $textLanguage, $flags, $unit, $noThemeSwitch],
  (model, theme, language, textLocale, textLanguage, flags, unit, noThemeSwitch): BarInput =>
    barInputOf({ model, theme, language, textLanguage, flags, unit, noThemeSwitch, t: translatorFor(textLocale) }),
);
