// The bar's markup is written once (src/markup/bar.ts); its outputs must be the same tree. Generated over every
// role scenario of the menu table (src/menu/scenarios.ts) x the 28 locales x both bars x both themes: the DOM the
// first paint draws and the HTML a server sends, parsed by Chromium, are equal node for node. (The React bar is
// compared with the first paint by src/first-paint/header.browser.test.ts.)
import { describe, expect, it } from 'vitest';
import { translate, addTexts } from '../i18n/texts';
import { LANGUAGES } from '../i18n/languages';
import { buildBarModel } from '../menu/groups';
import { SCENARIOS } from '../menu/scenarios';
import { ctx } from '../menu/test-support';
import { toDom } from '../render/markup-dom';
import { toHtml } from '../render/markup-html';
import { describeCollapseMenu, describeCompactBar, describeDesktopBar, describeRoot, type BarInput } from './bar';
import type { MarkupElement } from './node';

const tables = import.meta.glob<Record<string, unknown>>('../../locales/*.json', { eager: true, import: 'default' });
for (const [path, table] of Object.entries(tables)) addTexts(path.replace(/^.*\/([^/]+)\.json$/, '$1'), table);

function parsed(html: string): Node {
  const template = document.createElement('template');
  template.innerHTML = html;
  expect(template.content.childNodes).toHaveLength(1);
  return template.content.firstChild!;
}

function input(scenario: (typeof SCENARIOS)[number], locale: string, dark: boolean): BarInput {
  const context = ctx({ ...scenario.context, locale });
  const language = LANGUAGES.find((entry) => entry.locale === locale)!;
  return {
    model: buildBarModel(context),
    t: (key, values) => translate(locale, key, values),
    theme: dark ? 'dark' : 'light',
    systemTheme: dark && scenario === SCENARIOS[0],
    language,
    unit: 'USD',
    languageSetting: context.flags.languageSetting,
  };
}

describe('one markup, the same tree as DOM and as HTML', () => {
  it('covers every scenario, every locale and both bars', () => {
    expect(LANGUAGES).toHaveLength(28);
    expect(Object.keys(tables)).toHaveLength(28);
    expect(SCENARIOS.length).toBeGreaterThan(30);
  });

  it.each(SCENARIOS.map((scenario, index) => ({ name: scenario.name, index })))('$name', ({ index }) => {
    const scenario = SCENARIOS[index];
    let compared = 0;
    for (const { locale } of LANGUAGES) {
      for (const dark of [false, true]) {
        const bar = input(scenario, locale, dark);
        const outputs: MarkupElement[] = [
          describeRoot(bar, describeDesktopBar(bar)),
          describeRoot(bar, describeCompactBar(bar)),
          describeCollapseMenu(bar.t),
        ];
        for (const markup of outputs) {
          const dom = toDom(markup);
          const html = parsed(toHtml(markup));
          if (!dom.isEqualNode(html)) expect((html as Element).outerHTML).toBe((dom as Element).outerHTML);
          expect(dom.isEqualNode(html)).toBe(true);
          compared += 1;
        }
      }
    }
    expect(compared).toBe(28 * 2 * 3);
  });

  it('text and attribute values stay text in both outputs', () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(2)</script>&amp;';
    const bar = input(SCENARIOS[0], 'en', false);
    const markup = describeRoot(
      bar,
      describeDesktopBar({ ...bar, t: () => hostile, model: { ...bar.model, home: `/${hostile}` } }),
    );
    for (const output of [toDom(markup) as Element, parsed(toHtml(markup)) as Element]) {
      expect(output.querySelectorAll('img, script')).toHaveLength(0);
      expect(output.querySelector('[part~="login-link"]')?.textContent).toBe(hostile);
      expect(output.querySelector('[part~="logo"]')?.getAttribute('href')).toBe(`/${hostile}`);
    }
  });
});
