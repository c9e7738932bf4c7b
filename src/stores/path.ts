import { atom, onMount } from 'nanostores';

function currentPath(): string {
  if (typeof location === 'undefined') return '/';
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * The host page's path with query and hash. It follows the page's own client-side routing by itself where the
 * browser has the Navigation API (its `currententrychange` also reports `history.pushState` and `replaceState`);
 * elsewhere a single-page app that routes with pushState calls `syncPath()` (or fires popstate).
 */
export const $path = atom<string>(currentPath());

interface NavigationTarget {
  addEventListener(type: 'currententrychange', listener: () => void): void;
  removeEventListener(type: 'currententrychange', listener: () => void): void;
}

export function syncPath(): void {
  $path.set(currentPath());
}

/**
 * `currententrychange` fires inside the host's `history.pushState`, which a router may call while React commits
 * (Next.js writes history in an insertion effect, where React forbids scheduling updates): the path follows right
 * after, in a microtask, still before the browser paints.
 */
function syncPathSoon(): void {
  queueMicrotask(syncPath);
}

onMount($path, () => {
  // On a server (renderHeader, Node tests) there is no page to follow.
  if (typeof window === 'undefined') return;
  syncPath();
  const navigation = (window as { navigation?: NavigationTarget }).navigation;
  navigation?.addEventListener('currententrychange', syncPathSoon);
  window.addEventListener('popstate', syncPath);
  window.addEventListener('hashchange', syncPath);
  return () => {
    navigation?.removeEventListener('currententrychange', syncPathSoon);
    window.removeEventListener('popstate', syncPath);
    window.removeEventListener('hashchange', syncPath);
  };
});
