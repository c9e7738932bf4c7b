import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { followLayout } from '../../behaviour/layout';
import { hostWidth, layoutForWidth, type Layout } from '../../internal/layout';
import { closeOverlay } from '../../stores/overlay';
import { useDrawn } from '../view-store';
import { useHost } from '../host';

/**
 * Desktop or compact by the host element's own width (src/behaviour/layout.ts, the plain bar's too). The first render
 * (synchronous, in connectedCallback) measures the host, so the right bar is painted first; the host's custom state
 * (`:state(compact)`) sets its block-size (64 / 48 px) before that paint. Switching closes this element's open overlay.
 */
export function useLayout(): Layout {
  const handle = useHost();
  const { host, ownerId } = handle;
  const hints = useDrawn()?.hints;
  // Adopting the first paint: its layout, as drawn (the view must match the nodes it adopts).
  const [layout, setLayout] = useState(() => hints?.layout ?? layoutForWidth(hostWidth(host)));
  const previous = useRef(layout);

  useLayoutEffect(() => {
    handle.setLayout(layout);
    if (previous.current !== layout) closeOverlay(undefined, ownerId);
    previous.current = layout;
  }, [handle, ownerId, layout]);

  useEffect(() => {
    const stop = followLayout(host, previous.current, setLayout);
    return () => {
      stop();
      handle.setLayout(null);
    };
  }, [host, handle]);

  return layout;
}
