import { toReact } from '../../render/markup-react';
import { useLayout } from '../compact/use-layout';
import { BarOverlays } from './BarOverlays';
import { CONTROL_VIEWS } from './controls';
import { useViewStore } from '../view-store';
import { headerBar } from '../../views/bar';

/**
 * The header: the desktop bar, or below DESKTOP_MIN_WIDTH_PX of its own width the 48 px compact bar (their markup is
 * src/markup/bar.ts, made live by CONTROL_VIEWS) and what its buttons open.
 */
export function Header() {
  const layout = useLayout();
  const bar = headerBar.describe(useViewStore(headerBar.reads), layout);
  return (
    <>
      {toReact(bar, CONTROL_VIEWS)}
      <BarOverlays bar={bar} />
    </>
  );
}
