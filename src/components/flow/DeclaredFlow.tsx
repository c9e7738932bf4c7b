import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { renderElement, type ControlViews } from '../../render/markup-react';
import type { FlowBehaviour, FlowDeclaration } from '../../views/declaration';
import { Dropdown } from '../dropdown/Dropdown';
import { OpenedOverlays } from '../overlay/OpenedOverlays';
import { useHost } from '../host';
import { useViewState } from '../view-store';

/** The controls whose rendering follows state (src/markup/controls.ts): a dropdown's open panel. */
const CONTROL_VIEWS: ControlViews = { dropdown: Dropdown };

/**
 * React's one driver of a view in the page flow (src/views/declaration.ts `FlowDeclaration`: the header's bar, the
 * inline picker): drawn as the plain flow driver draws it, whose nodes it adopts, from the same stores, with the same
 * behaviour; its described controls (a dropdown) and what its buttons open (src/components/overlay/OpenedOverlays.tsx)
 * drawn as for any view. What the controls do is the behaviours' the renderer attaches to the element's inner root.
 */
export function DeclaredFlow({ declaration }: { declaration: FlowDeclaration }) {
  const host = useHost();
  // Once, before its first description: what it writes (the element's own entry of a store) nothing has drawn yet.
  useState(() => declaration.begin?.(host, true));
  useStore(host.own);
  const described = declaration.describe(useViewState(declaration.reads), host);
  const drawn = useRef<HTMLElement>(null);
  const behaviour = useRef<FlowBehaviour>(null);
  useLayoutEffect(() => {
    const attached = (behaviour.current = declaration.behaviour(drawn.current!, host));
    return () => {
      behaviour.current = null;
      attached.stop();
      declaration.end?.(host);
    };
  }, [declaration, host]);
  // Each draw, before its paint; the first right after the behaviour was attached (the effect above runs first).
  useLayoutEffect(() => behaviour.current?.drawn?.(drawn.current!));
  return (
    <>
      {renderElement(described, CONTROL_VIEWS, { ref: drawn })}
      <OpenedOverlays view={described} />
    </>
  );
}
