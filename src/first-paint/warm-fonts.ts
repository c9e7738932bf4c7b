import { htmlLang, LANGUAGES } from '../i18n/languages';
import { warmLayout } from '../render/warm-layout';

let warming = false;

/**
 * Lays out each language's own name once, hidden, in the element's font and with its `lang` (which picks the
 * Chinese, Japanese or Arabic face), one name per idle callback: the first Chinese name alone costs 19-41 ms at 4x
 * (the CJK face's first lookup), the others 1-15 ms (measured at 4x: the language dialog's showModal 57-67 ms cold,
 * 27-42 ms after this). Once per page: the fonts a system found stay found. `then` runs once they were (at once if
 * that was begun before). Returns the function that stops it.
 */
export function warmLanguageFonts(shadowRoot: ShadowRoot, then: () => void = () => undefined): () => void {
  if (warming) {
    then();
    return () => undefined;
  }
  warming = true;
  return warmLayout(
    shadowRoot,
    LANGUAGES.map((language) => () => {
      const name = document.createElement('span');
      name.className = 'ex-root';
      name.lang = htmlLang(language.locale);
      name.textContent = language.languageName;
      return name;
    }),
    then,
  );
}
