import { loadFeature } from '../internal/loader';

let started = false;

/**
 * The page's toasts are drawn once something shows one (an account action's "Copied", a security check's failure):
 * their script (src/plain/toasts.ts) is loaded then, once per page, in either build.
 */
export function ensurePageToasts(): void {
  if (started) return;
  started = true;
  // One that cannot load was logged by the loader, naming the file; the header works on.
  loadFeature('toasts').then(
    ({ drawPageToasts }) => void drawPageToasts(),
    () => undefined,
  );
}
