import { theme as themeText } from '../../locales/en.json';
import { addEnglishTexts, type Translate } from '../i18n/texts';
import type { Theme } from '../stores/theme';
import { GLYPHS } from './glyphs';
import { el, glyph, type MarkupElement } from './node';

// The theme picker's English texts come with the views that draw it (the theme dialog, the preferences drawer), not
// with the bar.
addEnglishTexts({ theme: themeText });

const THEMES = [
  { theme: 'light', labelKey: 'theme.light', icon: GLYPHS.sun },
  { theme: 'dark', labelKey: 'theme.dark', icon: GLYPHS.moon },
] as const;

/**
 * Light or dark as a radio group: one tab stop (the chosen one), each option naming its theme (data-theme-option);
 * what a click or an arrow key does is src/behaviour/theme-toggle.ts's.
 */
export function describeThemePicker(t: Translate, current: Theme): MarkupElement {
  return el(
    'div',
    { class: 'ex-theme-picker', role: 'radiogroup', 'aria-label': t('theme.title') },
    THEMES.map(({ theme, labelKey, icon }) =>
      el(
        'button',
        {
          type: 'button',
          role: 'radio',
          'aria-checked': String(current === theme),
          tabindex: current === theme ? '0' : '-1',
          class: 'ex-theme-option',
          'data-theme-option': theme,
        },
        el(
          'span',
          { class: `ex-theme-option__preview ex-theme-option__preview--${theme}`, 'aria-hidden': 'true' },
          glyph(icon),
        ),
        el('span', {}, t(labelKey)),
      ),
    ),
  );
}
