import { ExLocaleChangeEvent, ExUnitChangeEvent, type Emit } from '../events';
import { findLanguage } from '../i18n/languages';
import { rewriteLocaleInPath } from '../menu/routes';
import { $user } from '../stores/account';
import { api } from '../stores/api';
import { $locale, $localeSetting } from '../stores/locale';
import { cancelPendingNavigation, navigate } from './navigation';
import { $path } from '../stores/path';
import { $unit, chooseUnit } from '../stores/unit';

/** How long a language choice waits for the server to save it before navigating anyway. */
export const SAVE_LANGUAGE_TIMEOUT_MS = 1500;

let latestChoice = 0;

/**
 * Saves the language for a signed-in user (POST v1/user/security/changeLanguage {languageType}) through the page's
 * one API client. Resolves when the save settles or after SAVE_LANGUAGE_TIMEOUT_MS, whichever is first, and never
 * rejects: a failed save is logged and the choice still applies to this page.
 */
function saveLanguage(languageType: number): Promise<void> {
  const save = api()
    .then(({ postChangeLanguage }) => postChangeLanguage({ languageType }))
    .catch((error: unknown) =>
      console.warn('[ex-header] The language choice could not be saved to the account.', error),
    );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SAVE_LANGUAGE_TIMEOUT_MS);
  });
  return Promise.race([save, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Spec section 4, language choice:
 * 1. rewrite the first path segment of the current page (no prefix for en; query and hash kept);
 * 2. set the locale and the language's display unit (which falls back per the unit rule when not in the rate list);
 * 3. for a signed-in user, save it with changeLanguage, exactly once per choice;
 * 4. announce `ex-locale-change` { locale, href };
 * 5. once the save settled (at most SAVE_LANGUAGE_TIMEOUT_MS, so the navigation cannot cancel the request),
 *    navigate through the cancelable `ex-navigate`. A single-page app that prevents it keeps the page: the stores
 *    already re-render every element in the new language.
 * Choosing the current language does nothing. A newer choice supersedes an older one still waiting for its save.
 */
export async function chooseLanguage(locale: string, emit: Emit): Promise<void> {
  const language = findLanguage(locale);
  if (!language || language.locale === $locale.get()) return;
  const choice = ++latestChoice;
  cancelPendingNavigation();
  const href = rewriteLocaleInPath($path.get(), language.locale);
  const saving = $user.get() ? saveLanguage(language.languageType) : null;
  const unitBefore = $unit.get();
  $localeSetting.set(language.locale);
  chooseUnit(language.unit);
  const unit = $unit.get();
  if (unit !== unitBefore) emit(new ExUnitChangeEvent({ unit }));
  emit(new ExLocaleChangeEvent({ locale: language.locale, href }));
  if (saving) await saving;
  if (choice !== latestChoice) return;
  navigate({ id: `language-${language.locale}`, href, newWindow: false }, emit);
}

/** The user picks a display unit; a unit missing from the rate list falls back per spec section 4. */
export function selectUnit(unit: string, emit: Emit): void {
  const before = $unit.get();
  chooseUnit(unit);
  const after = $unit.get();
  if (after !== before) emit(new ExUnitChangeEvent({ unit: after }));
}
