import { loadFeature, preloadFeature, whenRegistered } from '../features/load.script';
import { whenIdle } from '../internal/idle';
import { whenIntent } from '../internal/intent';
import { aimsAtPlainMenu } from '../first-paint/dropdowns';
import { paintHeader } from '../first-paint/header';
import { registerFirstPainter } from './first-paint';
import { afterNextFrame } from '../internal/frames';
import { installRenderer, setRendererLoader } from './renderer';

/**
 * Script-tag build (swapped in for install.ts): the core has no React. <ex-header> paints its bar with plain DOM when
 * it connects, and the plain bar serves: its links, and the menus it opens itself (src/first-paint/dropdowns.ts).
 * After that first frame, features/app.js (React and the views) is fetched (a preload: not run) and the menu model
 * loads when idle (no React); React runs only when the reader shows intent on something the plain bar does not do
 * itself (the user menu, the app download, a dialog, a drawer), so a page view that needs none of it never pays for
 * evaluating React (a task over 100 ms on a phone-class CPU). It then renders in slices and takes every element over
 * in one commit (react-renderer.tsx). An element with no first paint (a standalone dialog) asks for it at idle. A
 * request is never made before the first frame: starting one costs the main thread a few milliseconds. If the app
 * cannot load (missing, blocked, or not the bytes this release pinned), the plain bar stays: its links work.
 * (A second copy of the script defines no element, so it never loads a second app.)
 */
let installed = false;

export function installViews(): void {
  if (installed) return;
  installed = true;
  registerFirstPainter('ex-header', paintHeader);
  let started = false;
  let soon = false;
  // A failure was logged once by the loader, naming the file; the plain bar stays and its links work.
  const install = () =>
    loadFeature('app').then(
      (module) => installRenderer(module.reactRenderer),
      () => undefined,
    );
  setRendererLoader((needed) => {
    if (needed && !soon) {
      soon = true;
      afterNextFrame(() => whenIdle(install));
    }
    if (started) return;
    started = true;
    afterNextFrame(() => {
      // Fetched (not run): first what the plain bar's menus draw with (small), then React and the views.
      preloadFeature('plain-menu-panel');
      preloadFeature('app');
      // When idle, run it: the menu model (and the account data it shows) and the script that draws a panel's
      // entries, so a first click finds them there.
      whenIdle(() => loadFeature('plain-menu-panel').catch(() => undefined));
      // A menu the plain bar opens itself is no reason to run React: its entries are drawn without it. Once React
      // has run for any reason, the views take over.
      const cancel = whenIntent(install, aimsAtPlainMenu);
      whenRegistered('app', () => {
        cancel();
        void install();
      });
    });
  });
}
