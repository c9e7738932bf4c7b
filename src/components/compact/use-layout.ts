import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { followLayout } from '../../behaviour/layout';
import { hostWidth, layoutForWidth, type Layout } from '../../internal/layout';
import { $barFits } from '../../stores/bar-fit';
import { closeOverlay } from '../../stores/overlay';
import { useViewStore } from '../view-store';
import { useHost } from '../host';

/**
 * Desktop or compact by the host element's own width (src/behaviour/layout.ts, the plain bar's too), as the element's
 * fit says (src/stores/bar-fit.ts: the bar the plain renderer drew, which this adopts). Drawn from nothing, the first
 * render (synchronous, in connectedCallback) measures the host, so the right bar is painted first; the host's custom
 * state (`:state(compact)`) sets its block-size (64 / 48 px) before that paint. Switching closes this element's open
 * overlay.
 */
export function useLayout(): Layout {
  const handle = useHost();
  const { host, ownerId } = handle;
  const fitted = useViewStore('barFits', ownerId)[ownerId]?.layout;
  const [measured] = useState(() => fitted ?? layoutForWidth(hostWidth(host)));
  const layout = fitted ?? measured;
  const previous = useRef(layout);

  useLayoutEffect(() => {
    handle.setLayout(layout);
    if (previous.current !== layout) closeOverlay(undefined, ownerId);
    previous.current = layout;
  }, [handle, ownerId, layout]);

  useEffect(() => {
    const stop = followLayout(host, previous.current, (next) =>
      $barFits.setKey(ownerId, { layout: next, visibleMenus: null }),
    );
    return () => {
      stop();
      handle.setLayout(null);
      $barFits.setKey(ownerId, undefined);
    };
  }, [host, handle, ownerId]);

  return layout;
}
