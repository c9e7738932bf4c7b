import type { ViewRenderer } from './view';

/**
 * The page's view renderer, once it is there. The ES-module build installs it when the elements are imported; the
 * script-tag build installs it when features/app.js has loaded, after the bar's first paint (src/render/install.script.ts).
 */
let renderer: ViewRenderer | null = null;
const waiting = new Set<(renderer: ViewRenderer) => void>();
let loader: (() => void) | null = null;

/** How to get the renderer when the first element needs it (script-tag build); called at most once. */
export function setRendererLoader(load: () => void): void {
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
export function whenRenderer(callback: (renderer: ViewRenderer) => void): () => void {
  if (renderer) {
    callback(renderer);
    return () => undefined;
  }
  waiting.add(callback);
  const load = loader;
  loader = null;
  load?.();
  return () => waiting.delete(callback);
}
