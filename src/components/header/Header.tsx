import { useStore } from '@nanostores/react';
import { describeCompactBar, describeDesktopBar } from '../../markup/bar';
import { toReact } from '../../render/markup-react';
import { $barInput } from '../../stores/bar';
import { useLayout } from '../compact/use-layout';
import { ToastViewport } from '../toast/ToastViewport';
import { CONTROL_VIEWS } from './controls';

/**
 * The header: the desktop bar, or below DESKTOP_MIN_WIDTH_PX of its own width the 48 px compact bar (their markup is
 * src/markup/bar.ts, made live by CONTROL_VIEWS); plus the page's toasts.
 */
export function Header() {
  const layout = useLayout();
  const input = useStore($barInput);
  return (
    <>
      {toReact(layout === 'compact' ? describeCompactBar(input) : describeDesktopBar(input), CONTROL_VIEWS)}
      <ToastViewport />
    </>
  );
}
