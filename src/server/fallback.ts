/**
 * The no-JavaScript fallback of <ex-header>: plain links, shown when no script runs. The links come from the menu model
 * (menu/fallback.ts) of the render's one context (context.ts), the labels from its locale's texts with English for
 * what they lack: the same user, locale and menus as the bar of the same render. renderHeader puts them in the
 * element's declarative shadow root; renderFallback gives them as HTML for a page's own `<ex-header>` (its light DOM,
 * hidden once the element upgrades).
 */
import en from '../../locales/en.json';
import { htmlLang } from '../i18n/languages';
import { lookupText } from '../i18n/texts';
import { fallbackLinks } from '../menu/fallback';
import { HEADER_LINK_REL } from '../markup/bar';
import { el, type MarkupElement } from '../markup/node';
import type { ServerContext, ServerStateOptions } from './context';

/** The state the fallback reads: the element's properties it depends on, the page's path and a navigation document. */
export type FallbackOptions = Pick<
  ServerStateOptions,
  'locale' | 'user' | 'mode' | 'unifiedPage' | 'flags' | 'path' | 'menus' | 'siteBase'
>;

/** The fallback for a render's context, as markup (src/markup/node.ts): every label is text. */
export function describeFallback({
  locale,
  language,
  texts,
  menu,
}: Pick<ServerContext, 'locale' | 'language' | 'texts' | 'menu'>): MarkupElement {
  const label = (key: string) => lookupText(texts, key) ?? lookupText(en, key) ?? key;
  const items = fallbackLinks(menu).map((link) =>
    el('li', {}, el('a', { href: link.href, rel: HEADER_LINK_REL }, link.label || label(link.labelKey))),
  );
  return el(
    'nav',
    {
      class: 'ex-header-fallback',
      lang: htmlLang(locale),
      dir: language.dir === 'rtl' ? 'rtl' : null,
      'aria-label': label('header.mainNav'),
    },
    el('ul', {}, items),
  );
}
