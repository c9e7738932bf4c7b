import type { ExNavigateEvent } from '../events';
import { syncPath } from '../stores/path';

/**
 * Routes the header's links with an app's router: each `ex-navigate` to a path of this site, in this window, is
 * prevented (no page load) and handed to `navigate` (Next's router.push, SvelteKit's goto, Nuxt's navigateTo, Astro's
 * navigate); the header follows the path once the router has moved. Returns the function that stops it. One place
 * for every framework adapter and any other app.
 */
export function routeHeaderLinks(navigate: (href: string) => unknown): () => void {
  const onNavigate = (event: Event) => {
    const { href, newWindow } = (event as ExNavigateEvent).detail;
    if (newWindow || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void Promise.resolve(navigate(href)).finally(syncPath);
  };
  document.addEventListener('ex-navigate', onNavigate);
  return () => document.removeEventListener('ex-navigate', onNavigate);
}
