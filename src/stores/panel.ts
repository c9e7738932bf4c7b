import { computed } from 'nanostores';
import { translate } from '../i18n/texts';
import type { PanelInput } from '../markup/panel';
import { $textLocale } from './locale';
import { $theme } from './theme';

/** What a menu panel's markup is described from besides its group (src/markup/panel.ts), for every renderer. */
export const $panelInput = computed([$textLocale, $theme], (locale, theme): PanelInput => ({
  locale,
  theme,
  t: (key, values) => translate(locale, key, values),
}));
