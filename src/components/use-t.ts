import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { i18n } from '../i18n/i18n';
import { $textLocale } from '../stores/locale';

/** The translate function for the active locale; re-renders when another locale's texts become active. */
export function useT() {
  const locale = useStore($textLocale);
  return useMemo(() => i18n.getFixedT(locale), [locale]);
}
