import { useStore } from '@nanostores/react';
import { useStandaloneOverlay } from '../components/overlay/use-standalone-overlay';
import { useHost } from '../components/host';
import { FeatureSlot } from '../components/FeatureSlot';
import { FlowView } from '../components/flow/FlowView';
import { usePrefetchWhenIdle } from '../components/lazy';
import type { FeatureName } from '../internal/loader';
import type { OverlayElementOptions } from '../protocol/overlay-options';
import { dialogScript } from '../stores/overlay';

/**
 * A standalone overlay element's view: while `open`, the dialog or drawer its attributes name, drawn by React's one
 * dialog driver (src/components/overlay/OverlayDialog.tsx); or the view it shows in the page flow, drawn by React's
 * one flow driver (src/components/flow/DeclaredFlow.tsx) once its script has loaded.
 */
export function OverlayView({ options }: { options: OverlayElementOptions }) {
  const { own, host } = useHost();
  const values = useStore(own);
  const flow = options.flow?.(values) ?? null;
  const shown = flow ? null : options.shows(values);
  const wanted: FeatureName[] = flow
    ? [flow]
    : [...(shown ? (['overlay-dialog', dialogScript(shown.kind)] as const) : []), ...options.prefetch];
  usePrefetchWhenIdle(wanted);
  const open = values.open === true;
  useStandaloneOverlay(options.pageWide && shown ? shown.kind : null, open);
  const close = () => host.removeAttribute('open');
  if (flow) return <FlowView script={flow} onError={close} />;
  return open && shown ? (
    <FeatureSlot
      name="overlay-dialog"
      onError={close}
      props={{ kind: shown.kind, options: shown.options, onClose: close }}
    />
  ) : null;
}
