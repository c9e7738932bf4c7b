/**
 * One constructed stylesheet shared by every shadow root on the page (allowed under a strict CSP, unlike <style>).
 * The core registers the bar's styles; lazily loaded features append their own when they load.
 */
let cssText = '';
let sheet: CSSStyleSheet | null = null;

function sharedSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
  }
  return sheet;
}

export function addStyles(...parts: string[]): void {
  const added = parts.filter((part) => !cssText.includes(part));
  if (added.length === 0) return;
  cssText = [cssText, ...added].join('\n');
  sheet?.replaceSync(cssText);
}

export function adoptSharedStyles(root: ShadowRoot): void {
  const shared = sharedSheet();
  if (!root.adoptedStyleSheets.includes(shared)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
}
