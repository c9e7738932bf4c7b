import type { ExNavigateEvent } from '../events';
import { syncPath } from '../stores/path';

/** The path of an href on this page's own site (a root-relative path, or a full URL of this origin); else null. */
function pathOnThisSite(href: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (!href.startsWith(`${location.origin}/`)) return null;
  return href.slice(location.origin.length);
}

/**
 * Routes the header's links with an app's router: each `ex-navigate` to a page of this site, in this window, is
 * prevented (no page load) and handed to `navigate` as a path (Next's router.push, SvelteKit's goto, Nuxt's
 * navigateTo, Astro's navigate); the header follows the path once the router has moved. Links to other sites (the
 * exchange's, from a guest page with `site-base`) load as links do. Returns the function that stops it. One place
 * for every framework adapter and any other app.
 */
export function routeHeaderLinks(navigate: (href: string) => unknown): () => void {
  const onNavigate = (event: Event) => {
    const { href, newWindow } = (event as ExNavigateEvent).detail;
    const path = newWindow ? null : pathOnThisSite(href);
    if (path === null) return;
    event.preventDefault();
    void Promise.resolve(navigate(path)).finally(syncPath);
  };
  document.addEventListener('ex-navigate', onNavigate);
  return () => document.removeEventListener('ex-navigate', onNavigate);
}
