// The bar's markup is written once (src/markup/bar.ts); its three outputs must be the same tree. Generated over every
// role scenario of the menu table (tests/fixtures/menu-scenarios.ts) x the 28 locales x both bars (the desktop one also with
// its menus moved into "More menus") x both themes: the DOM the first paint draws, the HTML a server sends (parsed by
// Chromium) and the React elements of the live bar (rendered by React DOM) are equal node for node. (React adopting
// the plain bar, its controls' behaviour included, is tested in tests/e2e/first-paint.spec.ts.)
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { translate, addTexts } from '../i18n/texts';
import { LANGUAGES } from '../i18n/languages';
import { buildBarModel } from '../menu/groups';
import { SCENARIOS } from '../../tests/fixtures/menu-scenarios';
import { ctx } from '../../tests/fixtures/menu-contexts';
import { toDom } from '../render/markup-dom';
import { toHtml } from '../render/markup-html';
import { toReact } from '../render/markup-react';
import { describeCompactBar, describeDesktopBar, describeRoot, type BarInput } from './bar';
import type { MarkupElement } from './node';

const tables = import.meta.glob<Record<string, unknown>>('../../locales/*.json', { eager: true, import: 'default' });
for (const [path, table] of Object.entries(tables)) addTexts(path.replace(/^.*\/([^/]+)\.json$/, '$1'), table);

function parsed(html: string): Node {
  const template = document.createElement('template');
  template.innerHTML = html;
  expect(template.content.childNodes).toHaveLength(1);
  return template.content.firstChild!;
}

function rendered(markup: MarkupElement): Node {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(toReact(markup)));
  const node = container.firstChild!.cloneNode(true);
  root.unmount();
  return node;
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
    textLanguage: language,
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
          describeRoot(bar, 'ex-header-root', describeDesktopBar(bar)),
          describeRoot(bar, 'ex-header-root', describeDesktopBar(bar, 1)),
          describeRoot(bar, 'ex-header-root', describeCompactBar(bar)),
        ];
        for (const markup of outputs) {
          const dom = toDom(markup) as Element;
          for (const other of [parsed(toHtml(markup)), rendered(markup)] as Element[]) {
            if (!dom.isEqualNode(other)) expect(other.outerHTML).toBe(dom.outerHTML);
            expect(dom.isEqualNode(other)).toBe(true);
          }
          compared += 1;
        }
      }
    }
    expect(compared).toBe(28 * 2 * 3);
  });

  it('text and attribute values stay text in all three outputs', () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(2)</script>&amp;';
    const bar = input(SCENARIOS[0], 'en', false);
    const markup = describeRoot(
      bar,
      'ex-header-root',
      describeDesktopBar({ ...bar, t: () => hostile, model: { ...bar.model, home: `/${hostile}` } }),
    );
    for (const output of [toDom(markup), parsed(toHtml(markup)), rendered(markup)] as Element[]) {
      expect(output.querySelectorAll('img, script')).toHaveLength(0);
      expect(output.querySelector('[part~="login-link"]')?.textContent).toBe(hostile);
      expect(output.querySelector('[part~="logo"]')?.getAttribute('href')).toBe(`/${hostile}`);
    }
  });
});
