import { useMemo } from 'react';
import { translatorFor } from '../i18n/texts';
import { useViewStore } from './view-store';

/**
 * The bar's texts (src/i18n/texts.ts: the core's tables, the ones the first paint and the menu panels draw with), for
 * a view of the live bar that shows only those, such as the toasts: the views' own code then needs no i18next, which
 * comes with the dialogs and drawers that show more.
 */
export function useText() {
  const locale = useViewStore('textLocale');
  return useMemo(() => translatorFor(locale), [locale]);
}
