/** ex-header/nuxt/client: the client plugin ex-header/nuxt writes into the app (see nuxt.ts). */
import { routeHeaderLinks, syncPath } from '../../elements/index';

/** Defines every element, routes the header's links with Nuxt's router and follows the path. */
export function exHeaderClient(
  navigateTo: (href: string) => unknown,
  router: { afterEach(hook: () => void): unknown },
): void {
  // The package's entry, whose import defines the elements: named imports alone bring only what they name.
  void import('../../elements/index');
  routeHeaderLinks(navigateTo);
  router.afterEach(() => syncPath());
}
