import { chooseLanguage, selectUnit } from '../actions/language-choice';
import type { Emit } from '../events';

/**
 * What the preferences drawer's choices do, whoever drew them (src/markup/drawer.ts): a language option chooses its
 * language (the page moves to its path), a unit option its currency unit; every element follows the stores. Returns
 * the function that stops it.
 */
export function preferencesBehaviour(root: HTMLElement, emit: Emit): () => void {
  const onClick = (event: MouseEvent): void => {
    const option = event.target instanceof Element ? event.target.closest('.ex-drawer__option') : null;
    if (!option || !root.contains(option)) return;
    const locale = option.getAttribute('data-language-option');
    const unit = option.getAttribute('data-unit-option');
    if (locale) chooseLanguage(locale, emit);
    else if (unit) selectUnit(unit, emit);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
