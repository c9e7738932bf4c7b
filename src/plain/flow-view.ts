import { loadFeature, type FeaturesExporting } from '../internal/loader';
import { afterNextFrame } from '../internal/frames';
import { addStyles } from '../internal/style-sheet';
import { describeRoot } from '../markup/bar';
import type { FirstPaint } from '../protocol/first-paint';
import { patchElement } from '../render/markup-patch';
import { removeDrawnNodes } from '../render/server-markup';
import type { HostHandle } from '../protocol/view';
import { $textLanguage } from '../stores/locale';
import { $theme } from '../stores/theme';
import type { FlowDeclaration } from '../views/declaration';
import { VIEW_STORES, viewStateOf } from '../views/view-state';

/**
 * The plain renderer's one driver of a view in the page flow (src/views/declaration.ts `FlowDeclaration`: the inline
 * language picker), from the script that declares it: drawn with plain DOM inside the element's inner root as React's
 * driver renders it, working as it does there (its behaviour), so a help centre's page shows and uses it without ever
 * running React. Redrawn in place when what it shows changes (a search typed, a language chosen). React, when it runs
 * for another reason, adopts these nodes (once its flow driver's code is there).
 */
export function paintFlowView(
  handle: HostHandle,
  shadowRoot: ShadowRoot,
  script: FeaturesExporting<'flow'>,
): FirstPaint {
  const root = document.createElement('div');
  let view: FlowDeclaration | null = null;
  let frozen = false;
  let ended = false;
  const stops: (() => void)[] = [];
  // The element's inner root (its theme, direction and language) with the view in it.
  const redraw = () => {
    if (view && !frozen)
      patchElement(
        root,
        describeRoot(
          { theme: $theme.get(), textLanguage: $textLanguage.get() },
          `${handle.host.localName}-root`,
          view.describe(viewStateOf(view.reads), handle),
        ),
      );
  };
  const draw = (declared: FlowDeclaration) => {
    if (ended) return;
    view = declared;
    addStyles(...declared.styles);
    redraw();
    removeDrawnNodes(shadowRoot);
    shadowRoot.append(root);
    for (const store of [...declared.reads.map((name) => VIEW_STORES[name]), $theme, $textLanguage, handle.own])
      stops.push(store.listen(redraw));
    // Attached after the frame that shows it: a behaviour's first read of the layout (the picker's lists scroll to the
    // current choice) finds that frame's done (read in this task, it would be forced here, on top of drawing).
    afterNextFrame(() => ended || stops.push(declared.behaviour(root.firstElementChild as HTMLElement, handle)));
  };
  // One that cannot load was logged by the loader, naming the file; React's driver could not draw it either.
  const drawn = loadFeature(script).then(
    ({ flow }) => draw(flow),
    () => undefined,
  );
  const stop = () => {
    ended = true;
    for (const each of stops.splice(0)) each();
  };
  // React's driver adopts the view once it is drawn and the driver's code is there (until then it would draw nothing
  // over these nodes); where that code cannot load, the plain view stays, working.
  let adoptable = false;
  let ready: Promise<unknown> | null = null;
  return {
    freeze: () => {
      frozen = true;
    },
    pending: () => {
      if (adoptable) return null;
      ready ??= Promise.all([drawn, loadFeature('flow-view')]).then(
        () => void (adoptable = true),
        () => new Promise<never>(() => undefined),
      );
      return ready;
    },
    release: stop,
    dispose: () => {
      stop();
      root.remove();
    },
  };
}
