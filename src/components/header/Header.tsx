import { useLayoutEffect, useRef, useState } from 'react';
import { followBarFit, type BarFitFollower } from '../../behaviour/bar-fit';
import { hostWidth, layoutForWidth } from '../../internal/layout';
import { toReact } from '../../render/markup-react';
import { $barFits } from '../../stores/bar-fit';
import { BarOverlays } from './BarOverlays';
import { CONTROL_VIEWS } from './controls';
import { useHost } from '../host';
import { useViewStore } from '../view-store';
import { headerBar } from '../../views/bar';

/**
 * The header: the desktop bar, or below DESKTOP_MIN_WIDTH_PX of its own width the 48 px compact bar, with the menus
 * that fit before "More menus" (their markup is src/markup/bar.ts, made live by CONTROL_VIEWS), as the element's fit
 * says (src/stores/bar-fit.ts, followed by src/behaviour/bar-fit.ts as for the plain bar, whose fit this adopts), and
 * what its buttons open.
 */
export function Header() {
  const handle = useHost();
  const { ownerId } = handle;
  const fitted = useViewStore('barFits', ownerId)[ownerId];
  // Drawn from nothing (no first painter set a fit): the bar for the element's own width, measured once.
  const [measured] = useState(() => fitted ?? { layout: layoutForWidth(hostWidth(handle.host)), visibleMenus: null });
  const { layout, visibleMenus } = fitted ?? measured;
  const bar = headerBar.describe(useViewStore(headerBar.reads), layout, visibleMenus);

  const fit = useRef<BarFitFollower>(null);
  useLayoutEffect(() => {
    const follower = (fit.current = followBarFit(handle, measured.layout, { measureNow: true }));
    return () => {
      follower.stop();
      handle.setLayout(null);
      $barFits.setKey(ownerId, undefined);
    };
  }, [handle, ownerId, measured]);
  useLayoutEffect(() => fit.current?.drawn(handle.host.shadowRoot!));

  return (
    <>
      {toReact(bar, CONTROL_VIEWS)}
      <BarOverlays bar={bar} />
    </>
  );
}
