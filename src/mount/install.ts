import { startAccountData } from '../actions/account-data';
import { paintHeader } from '../plain/header';
import { registerFirstPainter } from '../render/first-paint';
import { reactRenderer } from './react-renderer';
import { installRenderer } from '../render/renderer';

/**
 * ES-module build: the bundler has React already, so the elements render with it from their first connection. The
 * first painter serves one case here: a server-rendered bar, which it takes over for the view to adopt.
 * Called by the element classes (not run as an import side effect, which a bundler may drop under the package's
 * `sideEffects` list).
 */
export function installViews(): void {
  registerFirstPainter('header', paintHeader);
  installRenderer(reactRenderer);
  // The signed-in user's account data the menus show (each call when idle, once per page); the script-tag build
  // starts it with its plain menus' code (src/actions/provide-menu-model.ts).
  startAccountData();
}
