// Checks the component tier's own set-up: real Chromium, `?inline` CSS, the build-time define, shadow DOM.
import { afterEach, describe, expect, it } from 'vitest';
import css from './fixture.css?inline';
import { DEFAULT_LOCALES_BASE } from '../../src/i18n/locales-base';

const mounted: Element[] = [];
afterEach(() => {
  for (const element of mounted.splice(0)) element.remove();
});

describe('component test harness', () => {
  it('runs in the system Chromium, not a simulated DOM', () => {
    expect(navigator.userAgent).toMatch(/Chrome\//);
    expect(typeof CSSStyleSheet.prototype.replaceSync).toBe('function');
  });

  it('imports CSS as a string with ?inline and applies it in a shadow root', () => {
    expect(css).toContain('--harness-marker');
    if (!customElements.get('harness-box')) {
      customElements.define(
        'harness-box',
        class extends HTMLElement {
          constructor() {
            super();
            const root = this.attachShadow({ mode: 'open' });
            const sheet = new CSSStyleSheet();
            sheet.replaceSync(css);
            root.adoptedStyleSheets = [sheet];
            root.innerHTML = '<div class="box"></div>';
          }
        },
      );
    }
    const element = document.createElement('harness-box');
    mounted.push(element);
    document.body.append(element);
    const box = element.shadowRoot?.querySelector('.box');
    expect(box?.getBoundingClientRect().width).toBe(120);
  });

  it('defines __EX_LOCALES_REL__ so the default locale base is the repository locales/ folder', async () => {
    expect(__EX_LOCALES_REL__).toBe('../../locales/');
    const response = await fetch(new URL('en.json', DEFAULT_LOCALES_BASE));
    expect(response.ok).toBe(true);
    const table = (await response.json()) as Record<string, unknown>;
    expect(table).toHaveProperty('header');
  });
});
