import { loadFeature, type FeaturesExporting } from '../internal/loader';
import type { FirstPaint } from '../protocol/first-paint';
import type { HostHandle } from '../protocol/view';
import { paintFlow } from './flow';
import { addStyles } from '../internal/style-sheet';

/**
 * A view in the page flow that a script declares (<ex-lang-modal inline>'s picker), drawn by the plain flow driver
 * (src/plain/flow.ts) once the script has run, so a help centre's page shows and uses it without ever running React.
 * React, when it runs for another reason, adopts these nodes once they are drawn.
 */
export function paintFlowView(
  handle: HostHandle,
  shadowRoot: ShadowRoot,
  script: FeaturesExporting<'flow'>,
): FirstPaint {
  let paint: FirstPaint | null = null;
  let frozen = false;
  let ended = false;
  let settled = false;
  // One that cannot load was logged by the loader, naming the file; React's driver could not draw it either.
  const drawn = loadFeature(script)
    .then(
      ({ flow }) => {
        if (ended) return;
        addStyles(...(flow.styles ?? []));
        paint = paintFlow(handle, shadowRoot, flow);
        if (frozen) paint.freeze();
      },
      () => undefined,
    )
    .finally(() => (settled = true));
  const end = (then: (paint: FirstPaint) => void) => () => {
    ended = true;
    if (paint) then(paint);
  };
  return {
    freeze: () => {
      frozen = true;
      paint?.freeze();
    },
    // React adopts it once it is drawn (until then it would draw nothing over these nodes), or could not be.
    pending: () => (paint ? paint.pending() : settled ? null : drawn),
    release: end((painted) => painted.release()),
    dispose: end((painted) => painted.dispose()),
  };
}
