import { useLayoutEffect, useRef, useState } from 'react';
import { dropdownBehaviour } from '../../behaviour/dropdown';
import { followBarFit, forgetBarFit, type BarFitFollower } from '../../behaviour/bar-fit';
import { hostWidth, layoutForWidth } from '../../internal/layout';
import { toReact, type ControlViews } from '../../render/markup-react';
import { drawnRootIn } from '../../render/root-element';
import { Dropdown } from '../dropdown/Dropdown';
import { BarOverlays } from './BarOverlays';
import { useHost } from '../host';
import { useViewStore } from '../view-store';
import { headerBar } from '../../views/bar';

const CONTROL_VIEWS: ControlViews = { dropdown: Dropdown };

/**
 * The header: the desktop bar, or below DESKTOP_MIN_WIDTH_PX of its own width the 48 px compact bar, with the menus
 * that fit before "More menus" (their markup is src/markup/bar.ts), as the element's fit says (src/stores/bar-fit.ts,
 * followed by src/behaviour/bar-fit.ts as for the plain bar, whose fit this adopts), and what its buttons open. What
 * its controls do is their behaviours', attached to the element's inner root as the plain bar attaches them: the
 * dropdowns' (src/behaviour/dropdown.ts) here, the rest by the renderer.
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
    const stopDropdowns = dropdownBehaviour(ownerId, drawnRootIn(handle.host.shadowRoot!)!);
    return () => {
      stopDropdowns();
      follower.stop();
      forgetBarFit(handle);
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
