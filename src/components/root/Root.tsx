import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { htmlLang } from '../../i18n/languages';
import { $language } from '../../stores/locale';
import { $theme } from '../../stores/theme';

interface RootProps {
  className: string;
  children?: ReactNode;
}

/**
 * The inner root of every element: theme, direction and the shadow-DOM reset.
 * Direction: `dir` (rtl for Arabic) and `lang` go on this inner root, not on the host element. Everything the
 * element draws, its dialogs included, lives below it, so logical CSS properties and `[dir='rtl']` rules mirror it
 * all, and switching between ar and another locale re-renders without a reload. The host element's own attributes
 * belong to the page (which may set `dir` itself for its layout), so the header never writes them.
 */
export function Root({ className, children }: RootProps) {
  const theme = useStore($theme);
  const language = useStore($language);
  return (
    <div className={`ex-root ${className}`} data-theme={theme} dir={language.dir} lang={htmlLang(language.locale)}>
      {children}
    </div>
  );
}
