/**
 * Where the header a server renders can link to: what a static build's crawler (Nuxt's `nuxt generate`) must not
 * follow, since those pages are the exchange's, not the app's.
 */
import { LANGUAGES } from '../i18n/languages';
import { buildWithMenus } from '../menu/context';
import { fallbackLinks } from '../menu/fallback';
import { buildBarModel } from '../menu/groups';
import { serverContextWith, type ServerStateOptions } from './context';

/** A reader who is signed in, for the account menus' links. */
const SIGNED_IN = { userId: '0' };

/**
 * Every path (without query) that renderHeader and renderFallback can link to with these options, in every locale,
 * for a visitor and a signed-in reader: the bar's links and the fallback's.
 */
export function headerLinkPaths(options: ServerStateOptions = {}): Set<string> {
  const paths = new Set<string>();
  const { menus } = serverContextWith({ ...options, path: '/' }, null);
  for (const { locale } of LANGUAGES)
    for (const user of [null, SIGNED_IN]) {
      const { menu } = serverContextWith({ ...options, menus, locale, user, path: '/' }, null);
      const bar = buildWithMenus(buildBarModel, menu);
      const hrefs = [
        bar.home,
        bar.download,
        bar.auth?.login,
        bar.auth?.register,
        ...fallbackLinks(menu).map((l) => l.href),
      ];
      for (const href of hrefs) if (href?.startsWith('/')) paths.add(href.split(/[?#]/)[0]!);
    }
  return paths;
}
