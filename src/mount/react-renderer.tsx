import { startTransition, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { DrawnContext } from '../components/view-store';
import { viewStateNow } from '../views/view-state';
import { DeclaredFlow } from '../components/flow/DeclaredFlow';
import { headerBar } from '../views/bar';
import { dropdownBehaviour } from '../behaviour/dropdown';
import { HostContext } from '../components/host';
import { elementBehaviours } from '../behaviour/element';
import { drawnRootIn, followRootState, newRootElement } from '../render/root-element';
import { OverlayView } from './OverlayView';
import type { ViewRenderer } from '../protocol/view';
/** Calls back once, in the task of the commit that first shows the tree (layout effects run before the paint). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(() => onCommit(), [onCommit]);
  return null;
}

/**
 * A recoverable error while hydrating is React drawing the view anew instead of adopting: the nodes did not match its
 * first render (drawn from the state they show, src/components/view-store.ts, so only if a view and the first paint
 * drew one description differently). Nothing is lost (the unmatched nodes go in the same task), so that one is not
 * reported; any other is, once per page.
 */
let warned = false;
function onRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/hydrat|#41[89]\b|#42[0-9]\b/i.test(message) || warned) return;
  warned = true;
  console.warn('[ex-header] React recovered from an error while drawing the header:', error);
}

/** Whether every node in the container is React's (a failed adoption leaves the first paint's beside React's). */
function ownsAll(container: ParentNode): boolean {
  return Array.from(container.children).every((child) =>
    Object.keys(child).some((key) => key.startsWith('__reactFiber$')),
  );
}

/**
 * Renders an element's view with React into its inner root (`.ex-root`, which the element keeps: its theme, direction
 * and language follow the state, root-element.ts): synchronously (flushSync) into a new one, so the view is in the DOM
 * when connectedCallback returns; or over the first paint's, whose children React hydrates: the bar's nodes become
 * React's own, nothing is rebuilt. Hydration runs as a transition, in slices of a few milliseconds (no long task); a
 * click meanwhile hydrates its way at once (React's selective hydration) and is handled by React. What the view's
 * nodes do is their behaviours' (src/behaviour/: its controls', its dropdowns'), attached to the inner root here, as
 * the plain renderer attaches them.
 * Anything else in the shadow root (a style an extension put there) is never React's, so it survives every render.
 */
export const reactRenderer: ViewRenderer = {
  mount(handle, shadowRoot, view, adopt) {
    const className = `${handle.host.localName}-root`;
    const drawn = adopt ? drawnRootIn(shadowRoot) : null;
    const container = drawn ?? newRootElement(className);
    if (!drawn) shadowRoot.append(container);
    const stopFollowing = followRootState(container, className);
    const stopBehaviours = elementBehaviours(container, handle);
    const stopDropdowns = dropdownBehaviour(handle.ownerId, container);
    // Committed comes first: its layout effect runs before the view's own.
    const done = adopt ? () => adopt.done(ownsAll(container)) : null;
    // Taken now, as the first paint stops drawing: what its nodes show, which the view's first render shows too.
    const drawnState = adopt ? { state: viewStateNow() } : null;
    const tree = (
      <HostContext.Provider value={handle}>
        <DrawnContext.Provider value={drawnState}>
          {done ? <Committed onCommit={done} /> : null}
          {view.type === 'header' ? <DeclaredFlow declaration={headerBar} /> : <OverlayView options={view.options} />}
        </DrawnContext.Provider>
      </HostContext.Provider>
    );
    let root!: ReactRoot;
    if (drawn) startTransition(() => void (root = hydrateRoot(container, tree, { onRecoverableError })));
    else {
      root = createRoot(container);
      flushSync(() => root.render(tree));
    }
    return () => {
      root.unmount();
      stopDropdowns();
      stopBehaviours();
      stopFollowing();
      container.remove();
    };
  },
};
