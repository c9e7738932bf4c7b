import { useStore } from '@nanostores/react';
import type { KeyboardEvent } from 'react';
import { $theme, chooseTheme, type Theme } from '../../stores/theme';
import { useHost } from '../host';
import { Moon, Sun } from '../icons/icons';
import { isRtl, rovingIndex } from '../../behaviour/roving-index';
import { useT } from '../use-t';
import { theme as themeText } from '../../../locales/en.json';
import { addEnglish } from '../../i18n/i18n';

addEnglish({ theme: themeText });

const THEMES: { theme: Theme; labelKey: string; Icon: typeof Sun }[] = [
  { theme: 'light', labelKey: 'theme.light', Icon: Sun },
  { theme: 'dark', labelKey: 'theme.dark', Icon: Moon },
];

/**
 * Light or dark as a radio group (one tab stop; arrow keys move and choose, mirrored in right-to-left); the choice
 * applies at once to every element on the page, is remembered and sends ex-theme-change.
 */
export function ThemePicker() {
  const t = useT();
  const { emit } = useHost();
  const current = useStore($theme);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const index = THEMES.findIndex((entry) => entry.theme === current);
    const to = rovingIndex(event.key, index, THEMES.length, {
      horizontal: true,
      vertical: true,
      rtl: isRtl(event.currentTarget),
    });
    if (to === null) return;
    event.preventDefault();
    const next = THEMES[to].theme;
    chooseTheme(next, emit);
    event.currentTarget.querySelector<HTMLElement>(`[data-theme-option="${next}"]`)?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the radios take focus (roving tabindex); the group only hears their keys
    <div className="ex-theme-picker" role="radiogroup" aria-label={t('theme.title')} onKeyDown={onKeyDown}>
      {THEMES.map(({ theme, labelKey, Icon }) => (
        <button
          key={theme}
          type="button"
          role="radio"
          aria-checked={current === theme}
          tabIndex={current === theme ? 0 : -1}
          className="ex-theme-option"
          data-theme-option={theme}
          onClick={() => chooseTheme(theme, emit)}
        >
          <span className={`ex-theme-option__preview ex-theme-option__preview--${theme}`} aria-hidden="true">
            <Icon />
          </span>
          <span>{t(labelKey)}</span>
        </button>
      ))}
    </div>
  );
}
