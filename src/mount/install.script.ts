import { fetchFeatureAhead as fetchAhead, loadFeature, whenRegistered } from '../internal/loader';
import { readyAhead } from '../internal/ready-ahead';
import { whenIntent } from '../internal/intent';
import { servedByPlainBar } from '../plain/dropdowns';
import { paintFlow } from '../plain/flow';
import { headerBar } from '../views/bar';
import type { FirstPaint } from '../protocol/first-paint';
import { registerFirstPainter } from '../protocol/first-paint';
import { afterNextFrame } from '../internal/frames';
import { installRenderer, setRendererLoader } from '../protocol/renderer';

/**
 * Script-tag build (swapped in for install.ts): the core has no React. <ex-header> paints its bar with plain DOM when
 * it connects (the plain flow driver, src/plain/flow.ts), and the plain bar serves: its links, the theme toggle and
 * the menus it opens itself (src/plain/dropdowns.ts). After that first frame, the plain menus' code loads when idle
 * (no React). React and the views (features/app.js) are neither fetched nor run until the reader shows intent, on one
 * of our elements, for something the plain bar does not do itself (the user menu, the app download, a dialog, a
 * drawer): a page view that needs none of them never pays for evaluating React (a task over 100 ms on a phone-class
 * CPU), and nothing is preloaded that may never run (Chromium warns about an unused preload in the console of every
 * such page). React then renders in slices and takes every element over in one commit (react-renderer.tsx). The
 * standalone theme dialog, drawer, language and security dialogs are drawn with plain DOM while open
 * (src/plain/standalone-overlay.ts), an inline language picker from the start (src/plain/flow-view.ts). A request is
 * never made before the first frame: starting one costs the main thread a few milliseconds. If the app cannot load
 * (missing, blocked, or not the bytes this release pinned), the plain bar stays: its links work. (A second copy of the
 * script defines no element, so it never loads a second app.)
 */
let installed = false;
// The loader logged why a script could not load; what needed it says so when it is used.
const noop = () => undefined;

export function installViews(): void {
  if (installed) return;
  installed = true;
  const waitingForIntent = new Set<() => void>();
  let soon = false;
  let plainMenusStarted = false;
  // A failure was logged once by the loader, naming the file; the plain bar stays and its links work.
  const install = () => {
    for (const cancel of waitingForIntent) cancel();
    waitingForIntent.clear();
    return loadFeature('app').then(
      (module) => installRenderer(module.reactRenderer),
      () => undefined,
    );
  };
  // Once React has run for any reason, the views take over every element.
  whenRegistered('app', () => void install());
  registerFirstPainter('header', (handle, root) => {
    const paint = paintFlow(handle, root, headerBar);
    const cancel = whenIntent(handle.host, () => void install(), servedByPlainBar);
    waitingForIntent.add(cancel);
    const stop = () => {
      cancel();
      waitingForIntent.delete(cancel);
    };
    return { ...paint, release: () => (stop(), paint.release()), dispose: () => (stop(), paint.dispose()) };
  });
  const installSoon = () => {
    if (soon) return;
    soon = true;
    readyAhead(() => void install(), { start: 'after-paint' });
  };
  // The standalone overlays are drawn with plain DOM while open, by their own script, fetched and run when the browser
  // is idle after the first frame, which also readies what the element opens (or on the first `open`, if that comes
  // first); a view in the page flow (the inline language picker) by the same script's flow driver, after the first frame.
  registerFirstPainter('overlay', (handle, root, { options }) => {
    let paint: FirstPaint | null = null;
    let started = false;
    let stopped = false;
    let forget: () => void = noop;
    readyAhead(
      () => {
        if (!started && !stopped)
          loadFeature('plain-standalone').then(
            ({ readyStandalone }) => stopped || (forget = readyStandalone(handle, root, options)),
            noop,
          );
      },
      { start: 'after-paint' },
    );
    const stop = handle.own.subscribe((own) => {
      const flow = options.flow?.(own);
      if (started || !(flow || own.open)) return;
      started = true;
      const draw = () =>
        loadFeature('plain-standalone').then(
          (module) => {
            if (!stopped) paint = module.paintStandalone(handle, root, options);
          },
          // The loader logged why: the views draw it.
          installSoon,
        );
      // A view in the page flow is drawn after the first frame (no request before it); one opened, at once.
      if (flow) afterNextFrame(draw);
      else draw();
    });
    const end = (then: (paint: FirstPaint) => void) => () => {
      stopped = true;
      stop();
      forget();
      if (paint) then(paint);
    };
    return {
      freeze: () => paint?.freeze(),
      pending: () => paint?.pending() ?? null,
      release: end((painted) => painted.release()),
      dispose: end((painted) => painted.dispose()),
    };
  });
  setRendererLoader((needed) => {
    if (needed) installSoon();
    if (plainMenusStarted) return;
    plainMenusStarted = true;
    // When idle, run the menu model (and the account data it shows) and the script that draws a panel's entries, so
    // a first click finds them there; fetched at once, so one that comes before the browser is idle waits for
    // running them only (idle can be a few hundred milliseconds away while the page loads).
    afterNextFrame(() => fetchAhead('plain-menu-panel'));
    readyAhead(() => void loadFeature('plain-menu-panel').catch(() => undefined), { start: 'after-paint' });
  });
}
