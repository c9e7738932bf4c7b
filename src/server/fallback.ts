/**
 * The no-JavaScript fallback of <ex-header> as HTML, to put inside the element (its light DOM): plain links, shown
 * when no script runs and hidden by the element's shadow root once it upgrades. The links come from the menu model
 * (menu/fallback.ts) of the render's one context (context.ts), the labels from its locale's texts with English for
 * what they lack: the same user, locale and menus as the bar of the same render.
 */
import en from '../../locales/en.json';
import { htmlLang } from '../i18n/languages';
import { lookupText } from '../i18n/texts';
import { fallbackLinks } from '../menu/fallback';
import { escapeHtml } from '../render/markup-html';
import type { ServerContext, ServerStateOptions } from './context';

/** The state the fallback reads: the element's properties it depends on, the page's path and a navigation document. */
export type FallbackOptions = Pick<
  ServerStateOptions,
  'locale' | 'user' | 'mode' | 'unifiedPage' | 'flags' | 'path' | 'menus'
>;

/** The fallback's HTML for a render's context. */
export function renderFallbackFor({
  locale,
  language,
  texts,
  menu,
}: Pick<ServerContext, 'locale' | 'language' | 'texts' | 'menu'>): string {
  const label = (key: string) => escapeHtml(lookupText(texts, key) ?? lookupText(en, key) ?? key);
  const items = fallbackLinks(menu)
    .map(
      (link) =>
        `<li><a href="${escapeHtml(link.href)}">${link.label ? escapeHtml(link.label) : label(link.labelKey)}</a></li>`,
    )
    .join('');
  const dir = language.dir === 'rtl' ? ' dir="rtl"' : '';
  return `<nav class="ex-header-fallback" lang="${htmlLang(locale)}"${dir} aria-label="${label('header.mainNav')}"><ul>${items}</ul></nav>`;
}
