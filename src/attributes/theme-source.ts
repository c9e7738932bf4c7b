import { parseTheme, type Theme } from './theme';

/**
 * Where a host page keeps its theme (the `theme-source` attribute): the reader's system preference, a class on <html>
 * or <body> that means dark (VitePress's `html.dark`), an attribute that says dark or light (Docusaurus's and
 * Starlight's `html[data-theme]`), or an attribute whose one value means dark (MkDocs Material's
 * `body[data-md-color-scheme=slate]`).
 */
export type ThemeSource =
  | { kind: 'system'; text: string }
  | { kind: 'class'; text: string; target: 'html' | 'body'; name: string }
  | { kind: 'attribute'; text: string; target: 'html' | 'body'; name: string; dark?: string };

const NAME = '[A-Za-z_][\\w-]*';
const SELECTOR = new RegExp(
  `^(html|body|:root)(?:\\.(${NAME})|\\[(${NAME})(?:=(?:"([^"\\]]*)"|'([^'\\]]*)'|([\\w-]+)))?\\])$`,
);

/** The source a `theme-source` text names, or null when it names none of the forms above. */
export function parseThemeSource(text: string): ThemeSource | null {
  const compact = text.trim().replace(/\s*([[\]=])\s*/g, '$1');
  if (compact.toLowerCase() === 'system') return { kind: 'system', text: 'system' };
  const match = SELECTOR.exec(compact);
  if (!match) return null;
  const [, element, className, attribute, doubleQuoted, singleQuoted, bare] = match;
  const target = element === 'body' ? 'body' : 'html';
  if (className) return { kind: 'class', text: compact, target, name: className };
  const dark = doubleQuoted ?? singleQuoted ?? bare;
  return { kind: 'attribute', text: compact, target, name: attribute!, ...(dark !== undefined ? { dark } : {}) };
}

const targetOf = (source: Exclude<ThemeSource, { kind: 'system' }>): HTMLElement | null =>
  source.target === 'body' ? document.body : document.documentElement;

/** The theme the page shows now by its source; null: the source says nothing (no such node, an unknown value). */
export function readThemeSource(source: ThemeSource): Theme | null {
  if (source.kind === 'system' || typeof document === 'undefined') return null;
  const node = targetOf(source);
  if (!node) return null;
  if (source.kind === 'class') return node.classList.contains(source.name) ? 'dark' : 'light';
  const value = node.getAttribute(source.name);
  if (source.dark !== undefined) return value === source.dark ? 'dark' : 'light';
  return parseTheme(value) ?? null;
}

/** Switches the page's theme where it keeps it (the header's own theme controls, with a source named). */
export function writeThemeSource(source: ThemeSource, theme: Theme): void {
  if (source.kind === 'system' || typeof document === 'undefined') return;
  const node = targetOf(source);
  if (!node) return;
  if (source.kind === 'class') node.classList.toggle(source.name, theme === 'dark');
  else if (source.dark === undefined) node.setAttribute(source.name, theme);
  else if (theme === 'dark') node.setAttribute(source.name, source.dark);
  else node.removeAttribute(source.name);
}

/**
 * Calls `changed` whenever the source may say something new: its node's attribute changes (a mutation observer's
 * callback runs before the browser paints, so the header restyles in the same frame as the page). Returns the stop.
 */
export function observeThemeSource(source: ThemeSource, changed: () => void): () => void {
  if (source.kind === 'system' || typeof MutationObserver === 'undefined') return () => {};
  const node = targetOf(source);
  if (!node) return () => {};
  const observer = new MutationObserver(changed);
  observer.observe(node, { attributes: true, attributeFilter: [source.kind === 'class' ? 'class' : source.name] });
  return () => observer.disconnect();
}
