import { htmlLang, LANGUAGES } from '../i18n/languages';
import { readyAhead } from '../internal/ready-ahead';
import { layOutAhead } from '../render/warm-layout';

/** The shadow root the names are being laid out in, while they are; `done` once they were, for the page. */
let warmingIn: ShadowRoot | null = null;
let done = false;
const waiting: (() => void)[] = [];

/**
 * Lays out each language's own name once, hidden, in the element's font and with its `lang` (which picks the
 * Chinese, Japanese or Arabic face), one name per idle callback: the first Chinese name alone costs 19-41 ms at 4x
 * (the CJK face's first lookup), the others 1-15 ms (measured at 4x: the language dialog's showModal 57-67 ms cold,
 * 27-42 ms after this). Once per page: the fonts a system found stay found. `then` runs once every name was laid
 * out, whoever asked first (at once if they were). Returns the function that stops it.
 */
export function warmLanguageFonts(shadowRoot: ShadowRoot, then: () => void = () => undefined): () => void {
  if (done) {
    then();
    return () => undefined;
  }
  waiting.push(then);
  // Begun in an element that is gone (its warm-up stopped with it), it begins again in this one.
  if (warmingIn?.host.isConnected) return () => undefined;
  warmingIn = shadowRoot;
  const names = LANGUAGES.map((language) => () => {
    const name = document.createElement('span');
    name.className = 'ex-root';
    name.lang = htmlLang(language.locale);
    name.textContent = language.languageName;
    return name;
  });
  const stop = readyAhead(function* () {
    if (!(yield* layOutAhead(shadowRoot, names))) return;
    done = true;
    warmingIn = null;
    for (const next of waiting.splice(0)) next();
  });
  return () => {
    stop();
    if (warmingIn === shadowRoot) warmingIn = null;
  };
}
