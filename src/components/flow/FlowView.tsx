import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { loadedFeature, type FeaturesExporting } from '../../internal/loader';
import { addStyles } from '../../internal/style-sheet';
import { renderElement } from '../../render/markup-react';
import type { FlowDeclaration } from '../../views/declaration';
import { useHost } from '../host';
import { useFeatureReady } from '../lazy';
import { useViewState } from '../view-store';

export interface FlowViewProps {
  /** The script that declares the view (`export const flow`). */
  script: FeaturesExporting<'flow'>;
  onError: () => void;
}

/**
 * React's one driver of a view in the page flow (src/views/declaration.ts `FlowDeclaration`): it loads the declaration
 * and draws it as the plain flow driver does (src/plain/flow-view.ts), whose nodes it adopts, following the same
 * stores, with the same behaviour.
 */
export function FlowView({ script, onError }: FlowViewProps) {
  const ready = useFeatureReady(script, true, onError);
  const declaration = ready ? (loadedFeature(script)?.flow ?? null) : null;
  return declaration ? <DeclaredFlow declaration={declaration} /> : null;
}

const styled = new WeakSet<FlowDeclaration>();

function DeclaredFlow({ declaration }: { declaration: FlowDeclaration }) {
  const host = useHost();
  if (!styled.has(declaration)) {
    styled.add(declaration);
    addStyles(...declaration.styles);
  }
  useStore(host.own);
  const state = useViewState(declaration.reads);
  const drawn = useRef<HTMLElement>(null);
  useEffect(() => declaration.behaviour(drawn.current!, host), [declaration, host]);
  return renderElement(declaration.describe(state, host), undefined, { ref: drawn });
}

export { FlowView as default };
