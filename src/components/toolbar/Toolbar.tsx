import { useStore } from '@nanostores/react';
import { $flags } from '../../stores/flags';
import { $language } from '../../stores/locale';
import { openOverlay } from '../../stores/overlay';
import { $theme, chooseTheme } from '../../stores/theme';
import { $unit } from '../../stores/unit';
import { prefetchFeature } from '../../features/lazy';
import { useHost } from '../host';
import { Gear, Globe, Moon, Sun } from '../icons/icons';
import { useT } from '../use-t';
import { themeToggle } from './theme-toggle';

/** Language and unit, theme toggle and settings: the always-present tools at the end of the bar. */
export function Toolbar() {
  const t = useT();
  const { emit, ownerId } = useHost();
  const theme = useStore($theme);
  const language = useStore($language);
  const unit = useStore($unit);
  // The per-language "language setting" flag: markets whose site has one language show no language picker.
  const { languageSetting } = useStore($flags);
  const toggle = themeToggle(theme);
  const toggleLabel = t(toggle.labelKey);
  return (
    <>
      {languageSetting ? (
        <button
          type="button"
          className="ex-icon-button ex-lang-button"
          part="language-button"
          aria-haspopup="dialog"
          aria-label={t('header.languageCurrent', { language: language.languageName, unit })}
          title={t('header.language')}
          data-overlay-trigger="lang"
          onPointerEnter={() => prefetchFeature('lang-modal')}
          onFocus={() => prefetchFeature('lang-modal')}
          onClick={() => openOverlay('lang', ownerId)}
        >
          <Globe />
        </button>
      ) : null}
      <button
        type="button"
        className="ex-icon-button"
        part="theme-toggle"
        aria-label={toggleLabel}
        title={toggleLabel}
        onClick={() => chooseTheme(toggle.next, emit)}
      >
        {toggle.icon === 'sun' ? <Sun /> : <Moon />}
      </button>
      <button
        type="button"
        className="ex-icon-button"
        part="settings-button"
        aria-haspopup="dialog"
        aria-label={t('header.settings')}
        title={t('header.settings')}
        data-overlay-trigger="theme"
        onPointerEnter={() => prefetchFeature('theme-modal')}
        onFocus={() => prefetchFeature('theme-modal')}
        onClick={() => openOverlay('theme', ownerId)}
      >
        <Gear />
      </button>
    </>
  );
}
