import { useStore } from '@nanostores/react';
import { $theme, chooseTheme, type Theme } from '../../stores/theme';
import { useHost } from '../host';
import { Moon, Sun } from '../icons/icons';
import { useT } from '../use-t';

const THEMES: { theme: Theme; labelKey: string; Icon: typeof Sun }[] = [
  { theme: 'light', labelKey: 'theme.light', Icon: Sun },
  { theme: 'dark', labelKey: 'theme.dark', Icon: Moon },
];

/** Light or dark as a radio group; the choice applies at once to every element and is remembered. */
export function ThemePicker() {
  const t = useT();
  const { emit } = useHost();
  const current = useStore($theme);
  return (
    <div className="ex-theme-picker" role="radiogroup" aria-label={t('theme.title')}>
      {THEMES.map(({ theme, labelKey, Icon }) => (
        <button
          key={theme}
          type="button"
          role="radio"
          aria-checked={current === theme}
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
