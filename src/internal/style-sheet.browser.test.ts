// The shared stylesheets in a real browser: a feature's styles reach shadow roots created before it loaded, and
// adding them leaves the core's sheet as it was (not parsed again, so the bar is not restyled as a whole).
import { describe, expect, it } from 'vitest';
import { addStyles, adoptSharedStyles, setCoreStyles } from './style-sheet';

function shadowRootWith(html: string): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = html;
  adoptSharedStyles(root);
  return root;
}

describe('shared stylesheets', () => {
  it("a feature's styles reach earlier roots; the core sheet keeps its parsed rules", () => {
    setCoreStyles(['.core-rule { color: rgb(1, 2, 3); }']);
    const root = shadowRootWith('<p class="core-rule feature-rule">text</p>');
    const [coreSheet] = root.adoptedStyleSheets;
    const coreRule = coreSheet.cssRules[0];
    const text = root.querySelector('p')!;
    expect(getComputedStyle(text).color).toBe('rgb(1, 2, 3)');

    addStyles('.feature-rule { outline: 3px solid rgb(4, 5, 6); }');
    expect(getComputedStyle(text).outlineWidth).toBe('3px');
    expect(coreSheet.cssRules[0]).toBe(coreRule);
    expect(coreSheet.cssRules).toHaveLength(1);

    addStyles('.feature-rule { outline: 3px solid rgb(4, 5, 6); }');
    expect(root.adoptedStyleSheets[1].cssRules).toHaveLength(1);
    const later = shadowRootWith('<p class="feature-rule">later</p>');
    expect(getComputedStyle(later.querySelector('p')!).outlineWidth).toBe('3px');
    expect(later.adoptedStyleSheets).toEqual(root.adoptedStyleSheets);
  });
});
