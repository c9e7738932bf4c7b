/**
 * What the panels, the drawers and the language picker are described from, derived from the page's stores: the plain
 * renderer and React read these (the bar's is bar-input.ts; a server builds its own from its options).
 */
import { computed } from 'nanostores';
import { translatorFor } from '../i18n/texts';
import type { PanelInput } from './panel';
import type { UserPanelInput } from './user-panel';
import type { DownloadPanelInput } from './download-panel';
import type { PreferencesInput } from './drawer';
import type { LangPickerInput } from './lang-picker';
import { $flags } from '../stores/flags';
import { $rates, $unit } from '../stores/unit';
import { downloadLinks } from '../menu/downloads';
import { $barModel, $linkSite } from '../stores/bar';
import { $loggingOut, $user } from '../stores/account';
import { $language, $locale, $textLocale } from '../stores/locale';
import { $noThemeSwitch, $theme } from '../stores/theme';

/** What a menu panel's markup is described from besides its group (src/markup/panel.ts), for every renderer. */
export const $panelInput = computed([$textLocale, $theme], (locale, theme): PanelInput => ({
  locale,
  theme,
  t: translatorFor(locale),
}));

/** What the user menu's markup is described from (src/markup/user-panel.ts), for every renderer. */
export const $userPanelInput = computed(
  [$panelInput, $user, $loggingOut],
  (input, user, loggingOut): UserPanelInput => ({ ...input, user, loggingOut }),
);

/** What the app-download panel's markup is described from (src/markup/download-panel.ts), for every renderer. */
export const $downloadPanelInput = computed(
  [$panelInput, $linkSite, $barModel],
  (input, linkSite, model): DownloadPanelInput => ({
    ...input,
    links: downloadLinks(linkSite),
    downloadUrl: typeof location === 'undefined' ? model.download : new URL(model.download, location.href).href,
  }),
);

/** What the preferences drawer's markup is described from (src/markup/drawer.ts), for every renderer. */
export const $preferencesInput = computed(
  [$userPanelInput, $language, $unit, $rates, $flags, $linkSite, $noThemeSwitch],
  (input, language, unit, rates, flags, linkSite, noThemeSwitch): PreferencesInput => ({
    ...input,
    language,
    unit,
    rates,
    languageSetting: flags.languageSetting,
    downloads: downloadLinks(linkSite),
    noThemeSwitch,
  }),
);

/** What the language picker's markup is described from (src/markup/lang-picker.ts), for every renderer. */
export const $langPickerInput = computed(
  [$panelInput, $locale, $unit, $rates],
  ({ t }, locale, unit, rates): LangPickerInput => ({ t, locale, unit, rates }),
);
