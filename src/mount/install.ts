import { startAccountData } from '../actions/account-data';
import { registerFirstPainter } from '../protocol/first-paint';
import { takeServerHeader } from './server-bar';
import { reactRenderer } from './react-renderer';
import { installRenderer } from '../protocol/renderer';

/**
 * ES-module build: the bundler has React already, so the elements render with it from their first connection. The
 * first painter serves one case here: a server-rendered bar, kept for the view to adopt (src/mount/server-bar.ts);
 * the plain renderer (src/plain/) is not part of this build.
 * Called by the element classes (not run as an import side effect, which a bundler may drop under the package's
 * `sideEffects` list).
 */
export function installViews(): void {
  registerFirstPainter('header', takeServerHeader);
  installRenderer(reactRenderer);
  // The signed-in user's account data the menus show (each call when idle, once per page); the script-tag build
  // starts it with its plain menus' code (src/actions/provide-menu-model.ts).
  startAccountData();
}
