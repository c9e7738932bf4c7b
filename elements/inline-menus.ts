import { $menusInput, $menusPending } from '../src/stores/menus';

const SELECTOR = ':scope > script[type="application/json"]';

/**
 * An element's inline navigation document, a child `<script type="application/json">`: read at connect, or, for an
 * element upgraded while the parser is still inside it (a blocking script in the head), once the parser has passed
 * it. The nav groups wait from the moment the script is seen, so the built-in ones never show first.
 */
export function watchInlineMenus(element: HTMLElement, tag: string): () => void {
  const from = `inline menus of <${tag}>`;
  let lastText: string | null = null;
  /** This element holds the nav groups back for a script it saw being parsed. */
  let holding = false;
  const parsing = () => document.readyState === 'loading' && element.nextSibling === null;
  const read = (): boolean => {
    const script = element.querySelector(SELECTOR);
    if (!script) return false;
    if (parsing()) {
      holding = true;
      $menusPending.set(true);
      return false;
    }
    const text = script.textContent ?? '';
    if (text !== lastText) $menusInput.set({ from, value: text });
    lastText = text;
    return true;
  };
  if (read() || !parsing()) return () => {};
  const observer = new MutationObserver(() => {
    if (read()) stop();
  });
  const stop = (): void => {
    observer.disconnect();
    document.removeEventListener('DOMContentLoaded', finish);
  };
  const finish = (): void => {
    stop();
    // A script that vanished before it was complete: let go of the hold this element took (none other).
    if (!read() && holding && !$menusInput.get()) $menusPending.set(false);
  };
  observer.observe(element, { childList: true, subtree: true, characterData: true });
  if (element.parentNode) observer.observe(element.parentNode, { childList: true });
  document.addEventListener('DOMContentLoaded', finish);
  return stop;
}
