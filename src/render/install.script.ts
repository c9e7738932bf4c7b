import { loadFeature, preloadFeature, whenRegistered } from '../features/load.script';
import { whenIntentOrIdle } from '../internal/intent';
import { aimsAtPlainMenu } from '../first-paint/dropdowns';
import { paintHeader } from '../first-paint/header';
import { registerFirstPainter } from './first-paint';
import { afterNextFrame } from '../internal/frames';
import { installRenderer, setRendererLoader } from './renderer';

/**
 * Script-tag build (swapped in for install.ts): the core has no React. <ex-header> paints its bar with plain DOM
 * when it connects; after that first frame, features/app.js (React and the views) is fetched (a preload: not run),
 * and it runs when the reader shows intent on the header (other than on a menu the plain bar opens itself,
 * src/first-paint/dropdowns.ts) or the browser is idle, whichever comes first; React then
 * renders in slices and takes every element over in one commit (react-renderer.tsx). It is not requested earlier:
 * starting a request costs the main thread a few milliseconds, which would delay the first paint. If it cannot load (missing, blocked, or not the bytes this release pinned), the plain
 * bar stays: its links work.
 * (A second copy of the script defines no element, so it never loads a second app.)
 */
let installed = false;

export function installViews(): void {
  if (installed) return;
  installed = true;
  registerFirstPainter('ex-header', paintHeader);
  setRendererLoader(() =>
    afterNextFrame(() => {
      preloadFeature('app');
      // A failure was logged once by the loader, naming the file; the plain bar stays and its links work.
      const install = () =>
        loadFeature('app').then(
          (module) => installRenderer(module.reactRenderer),
          () => undefined,
        );
      // A menu the plain bar opens itself is no reason to run React now: its entries are drawn without it. Once
      // React has run for any reason (that menu's views' code, after its plain panel has shown), the views take over.
      const cancel = whenIntentOrIdle(install, aimsAtPlainMenu);
      whenRegistered('app', () => {
        cancel();
        void install();
      });
    }),
  );
}
