import { ExLocaleChangeEvent, ExUnitChangeEvent, type Emit } from '../events';
import { findLanguage } from '../i18n/languages';
import { rewriteLocaleInPath } from '../menu/routes';
import { $locale, $localeSetting } from './locale';
import { navigate } from './navigation';
import { $path } from './path';
import { $unit, chooseUnit } from './unit';

/**
 * Spec section 4, language choice: rewrite the first path segment (no prefix for en, query and hash kept),
 * set the locale and the language's display unit, announce `ex-locale-change`, then navigate through the
 * cancelable `ex-navigate` (a single-page app may keep the page and only re-render).
 */
export function chooseLanguage(locale: string, emit: Emit): void {
  const language = findLanguage(locale);
  if (!language || language.locale === $locale.get()) return;
  const href = rewriteLocaleInPath($path.get(), language.locale);
  $localeSetting.set(language.locale);
  selectUnit(language.unit, emit);
  emit(new ExLocaleChangeEvent({ locale: language.locale, href }));
  navigate({ id: `language-${language.locale}`, href, newWindow: false }, emit);
}

/** The user picks a display unit; a unit missing from the rate list falls back per spec section 4. */
export function selectUnit(unit: string, emit: Emit): void {
  const before = $unit.get();
  chooseUnit(unit);
  const after = $unit.get();
  if (after !== before) emit(new ExUnitChangeEvent({ unit: after }));
}
