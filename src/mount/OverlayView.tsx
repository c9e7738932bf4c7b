import { useStore } from '@nanostores/react';
import { useStandaloneOverlay } from '../components/drawer/use-standalone-overlay';
import { useHost } from '../components/host';
import { FeatureSlot } from '../components/FeatureSlot';
import { usePrefetchWhenIdle } from '../components/lazy';
import type { OverlayElementOptions } from '../render/overlay-options';

// A toasts script that cannot load was logged by the loader; the element works on.
const noToasts = () => undefined;

/** A standalone overlay element's view: its lazily loaded feature while `open` (or shown without it), and toasts. */
export function OverlayView({ options }: { options: OverlayElementOptions }) {
  const { own, host } = useHost();
  usePrefetchWhenIdle(options.prefetch);
  const values = useStore(own);
  const open = values.open === true;
  useStandaloneOverlay(options.overlay?.(values) ?? null, open);
  const close = () => host.removeAttribute('open');
  const shown = open || options.shownWithoutOpen?.(values) === true;
  return (
    <>
      {shown ? (
        <FeatureSlot
          key={options.key?.(values)}
          name={options.feature}
          onError={close}
          props={options.props(values, close)}
        />
      ) : null}
      {options.toasts ? <FeatureSlot name="toasts" onError={noToasts} props={{}} /> : null}
    </>
  );
}
