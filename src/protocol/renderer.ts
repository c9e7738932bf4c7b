import type { ViewRenderer } from './view';

/**
 * The page's view renderer, once it is there. The ES-module build installs it when the elements are imported; the
 * script-tag build installs it when features/app.js has loaded (src/mount/install.script.ts).
 */
let renderer: ViewRenderer | null = null;
const waiting = new Set<(renderer: ViewRenderer) => void>();
let loader: ((soon: boolean) => void) | null = null;

/**
 * How to get the renderer (script-tag build): called for each element that waits for it, `soon` when that element
 * shows nothing until the renderer comes (a standalone dialog), not when a first paint serves meanwhile (the bar).
 */
export function setRendererLoader(load: (soon: boolean) => void): void {
  loader = load;
}

export function currentRenderer(): ViewRenderer | null {
  return renderer;
}

export function installRenderer(next: ViewRenderer): void {
  if (renderer) return;
  renderer = next;
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback(next);
}

/** Calls back once the renderer is installed; returns a function that cancels the wait. */
export function whenRenderer(callback: (renderer: ViewRenderer) => void, { soon = true } = {}): () => void {
  if (renderer) {
    callback(renderer);
    return () => undefined;
  }
  waiting.add(callback);
  loader?.(soon);
  return () => waiting.delete(callback);
}
