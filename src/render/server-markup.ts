import { findLanguage } from '../i18n/languages';
import { addTexts } from '../i18n/texts';
import { controlSelector } from '../internal/control-selector';
import { $locale, $textLocale } from '../stores/locale';
import { $menusInput } from '../stores/menus';

/** A script a server handed the browser in the shadow root (`data-ex-texts`, `data-ex-menus`), taken out of it. */
function takeHandedOver(root: ShadowRoot, attribute: string): HTMLScriptElement | null {
  const script = root.querySelector<HTMLScriptElement>(`script[${attribute}]`);
  script?.remove();
  return script;
}

/**
 * What a server-rendered header (renderHeader, in its declarative shadow root) hands the browser: the navigation
 * document it drew with, which becomes the element's menus as if the page had given them inline, and the bar's texts
 * for its locale, which go to the texts before the first paint. So the bar shows the same menus and words the server
 * wrote while the locale file loads (the whole file still loads, for the panels).
 */
export function adoptServerData(root: ShadowRoot, tag: string): void {
  const menus = takeHandedOver(root, 'data-ex-menus');
  if (menus) $menusInput.set({ from: `server-rendered menus of <${tag}>`, value: menus.text });
  const texts = takeHandedOver(root, 'data-ex-texts');
  if (!texts) return;
  const locale = findLanguage(texts.getAttribute('data-ex-texts'))?.locale;
  let table: unknown;
  try {
    table = JSON.parse(texts.text);
  } catch {
    table = null;
  }
  if (!locale || typeof table !== 'object' || table === null || Array.isArray(table)) {
    console.warn('[ex-header] The server-rendered header embedded unreadable texts; the bar loads them instead.');
    return;
  }
  addTexts(locale, table as Record<string, unknown>, { bar: true });
  if ($locale.get() === locale) $textLocale.set(locale);
}

/** The control that has focus in a shadow root (server markup, or a view), as a selector for the same control in the next view. */
export function focusedControlOf(root: ShadowRoot): string | null {
  return root.activeElement ? controlSelector(root.activeElement) : null;
}

/**
 * Server-rendered markup that arrived through `innerHTML` (a CMS editor, a client router, a framework re-applying its
 * HTML) or `insertAdjacentHTML`: the parser does not attach declarative shadow roots there, so the element finds its
 * `<template shadowrootmode>` as a plain child. Its content goes into the shadow root, as the parser would have put
 * it, and the template leaves the light DOM (only that, once the root shows a bar of its own).
 */
export function adoptUnparsedShadowRoot(host: HTMLElement, root: ShadowRoot): void {
  const template = host.querySelector<HTMLTemplateElement>(':scope > template[shadowrootmode]');
  if (!template) return;
  template.remove();
  if (root.querySelector('.ex-root')) return;
  root.append(template.content);
}

/**
 * The server's view, taken over as it is when it shows what the client would draw (`drawn`, the inner root): of the
 * bars the server drew (one per layout, each in a wrapper a container query shows), the one drawn stays, out of its
 * wrapper, with nothing else in the root (the server's stylesheet, its fallback links), and its nodes become the first
 * paint's, then the view's. Null when it shows something else (another path, a theme other than the one it drew):
 * the caller draws. Nothing is on screen in between (one task).
 */
export function takeServerBar(root: ShadowRoot, drawn: HTMLElement): HTMLElement | null {
  // (`:scope` names no element in a shadow root's querySelector.)
  const server = Array.from(root.children).find((child) => child.classList.contains('ex-root')) as HTMLElement;
  if (!server) return null;
  // A server not told the theme drew the toggle for both (the reader's system preference showing one): the one for
  // the theme the script draws stays; then the bar drawn (each wrapper after what it holds).
  const theme = `ex-ssr-theme--${drawn.getAttribute('data-theme')}`;
  for (const wrapper of Array.from(server.querySelectorAll('.ex-ssr-theme, :scope > .ex-ssr')).reverse()) {
    if (wrapper.classList.contains(theme) || wrapper.firstElementChild?.isEqualNode(drawn.firstElementChild))
      wrapper.replaceWith(...Array.from(wrapper.childNodes));
    else wrapper.remove();
  }
  if (!server.isEqualNode(drawn)) return null;
  removeDrawnNodes(root, server);
  return server;
}

/**
 * What an element itself put in its shadow root: its inner root (`.ex-root`), a server's stylesheet and fallback slot,
 * the first paint's width probe. Anything else there (a style an extension or an accessibility tool added) is not
 * ours to remove.
 */
const DRAWN_NODES = '.ex-root, .ex-ssr-fallback, style[data-ex-ssr], [data-ex-probe]';

/** Removes what the element drew in its shadow root (but `keep`), and nothing someone else put there. */
export function removeDrawnNodes(root: ShadowRoot, keep?: Element): void {
  for (const child of Array.from(root.children)) if (child !== keep && child.matches(DRAWN_NODES)) child.remove();
}

/** True while the root holds a server-rendered bar (before the first paint or the view replaced it). */
export function hasServerMarkup(root: ShadowRoot): boolean {
  return root.querySelector('.ex-root') !== null;
}
