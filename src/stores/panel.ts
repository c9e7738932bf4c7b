import { computed } from 'nanostores';
import { translatorFor } from '../i18n/texts';
import type { PanelInput } from '../markup/panel';
import { $textLocale } from './locale';
import { $theme } from './theme';

/** What a menu panel's markup is described from besides its group (src/markup/panel.ts), for every renderer. */
export const $panelInput = computed([$textLocale, $theme], (locale, theme): PanelInput => ({
  locale,
  theme,
  t: translatorFor(locale),
}));
