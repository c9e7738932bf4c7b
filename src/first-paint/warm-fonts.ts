import { whenIdle } from '../internal/idle';
import { htmlLang, LANGUAGES, type Language } from '../i18n/languages';

/**
 * One language per idle callback: the first Chinese name alone costs 19-41 ms at 4x (the CJK face's first lookup), the
 * others 1-15 ms; together they would be one task of 45-69 ms.
 */
const CHUNK = 1;

let warming = false;

/**
 * Lays out each language's own name once, hidden, in the element's font and with its `lang` (which picks the
 * Chinese, Japanese or Arabic face), then removes it. The first time a system looks up the fonts for those scripts
 * and shapes them costs a phone-class CPU tens of milliseconds (measured at 4x: the language dialog's showModal
 * 57-67 ms cold, 27-42 ms after this); done when the browser is idle, one name at a time, the language dialog's first
 * tap does not wait for it. Returns the function that stops what is still to do.
 */
export function warmLanguageFonts(shadowRoot: ShadowRoot, languages: readonly Language[] = LANGUAGES): () => void {
  // Once per page: the fonts a system found stay found.
  if (languages === LANGUAGES) {
    if (warming) return () => undefined;
    warming = true;
  }
  const probe = document.createElement('div');
  probe.className = 'ex-root';
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText =
    'position:absolute;inset-block-start:0;inset-inline-start:0;visibility:hidden;pointer-events:none;contain:strict;inline-size:1px;block-size:1px;overflow:hidden';
  for (const language of languages.slice(0, CHUNK)) {
    const name = document.createElement('span');
    name.lang = htmlLang(language.locale);
    name.textContent = language.languageName;
    probe.append(name, ' ');
  }
  shadowRoot.append(probe);
  probe.getBoundingClientRect();
  probe.remove();
  const rest = languages.slice(CHUNK);
  if (rest.length === 0) return () => undefined;
  let stopRest: () => void = () => undefined;
  const stopNext = whenIdle(() => (stopRest = warmLanguageFonts(shadowRoot, rest)));
  return () => {
    stopNext();
    stopRest();
  };
}
