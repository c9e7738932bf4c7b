import { loadedFeature, type FeaturesExporting } from '../../internal/loader';
import { useFeatureReady } from '../lazy';
import { addStyles } from '../../internal/style-sheet';
import { DeclaredFlow } from './DeclaredFlow';

export interface FlowViewProps {
  /** The script that declares the view (`export const flow`). */
  script: FeaturesExporting<'flow'>;
  onError: () => void;
}

/** A view in the page flow declared by a script (<ex-lang-modal inline>'s picker): loaded, then drawn by React's flow driver. */
export function FlowView({ script, onError }: FlowViewProps) {
  const ready = useFeatureReady(script, true, onError);
  const declaration = ready ? (loadedFeature(script)?.flow ?? null) : null;
  if (!declaration) return null;
  addStyles(...(declaration.styles ?? []));
  return <DeclaredFlow declaration={declaration} />;
}
