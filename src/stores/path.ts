import { atom, onMount } from 'nanostores';

function currentPath(): string {
  if (typeof location === 'undefined') return '/';
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The host page's path with query and hash. Single-page apps that route with pushState call `syncPath()` (or fire popstate). */
export const $path = atom<string>(currentPath());

export function syncPath(): void {
  $path.set(currentPath());
}

onMount($path, () => {
  syncPath();
  window.addEventListener('popstate', syncPath);
  window.addEventListener('hashchange', syncPath);
  return () => {
    window.removeEventListener('popstate', syncPath);
    window.removeEventListener('hashchange', syncPath);
  };
});
