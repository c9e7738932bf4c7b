/**
 * Two constructed stylesheets shared by every shadow root on the page (allowed under a strict CSP, unlike <style>):
 * the core's, written once, and the lazily loaded features', which grows as each feature adds its styles. Adding a
 * feature's styles re-parses only the features' sheet and restyles only what its rules match; one sheet for both
 * would re-parse the bar's styles and restyle every element on each feature's first use.
 */
interface SharedSheet {
  text: string;
  sheet: CSSStyleSheet | null;
}

const core: SharedSheet = { text: '', sheet: null };
const features: SharedSheet = { text: '', sheet: null };

function append(target: SharedSheet, parts: readonly string[]): void {
  const added = parts.filter((part) => !target.text.includes(part));
  if (added.length === 0) return;
  target.text = [target.text, ...added].join('\n');
  target.sheet?.replaceSync(target.text);
}

function constructed(target: SharedSheet): CSSStyleSheet {
  if (!target.sheet) {
    target.sheet = new CSSStyleSheet();
    target.sheet.replaceSync(target.text);
  }
  return target.sheet;
}

/** The styles every element needs for its first paint (called by each element; the first call sets them). */
export function setCoreStyles(parts: readonly string[]): void {
  if (!core.text) append(core, parts);
}

/** A lazily loaded feature's styles, for every shadow root on the page, present and future. */
export function addStyles(...parts: string[]): void {
  append(features, parts);
}

export function adoptSharedStyles(root: ShadowRoot): void {
  const sheets = [constructed(core), constructed(features)];
  const missing = sheets.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
