import { startTransition, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { FirstPaintHintsContext } from '../components/first-paint-hints';
import { Header } from '../components/header/Header';
import { HostContext } from '../components/host';
import { Root } from '../components/root/Root';
import { OverlayView } from './OverlayView';
import type { ViewRenderer } from './view';
/** Calls back once, in the task of the commit that first shows the tree (layout effects run before the paint). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(() => onCommit(), [onCommit]);
  return null;
}

/**
 * A recoverable error while hydrating is React drawing the view anew instead of adopting: a store changed while it
 * was adopting (a locale file arrived, say), so the nodes no longer matched. Nothing is lost (the stale nodes go in
 * the same task, below), so that one is not reported; any other is, once per page.
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
 * Renders an element's view with React into its shadow root: synchronously (flushSync) into an empty root, so the
 * view is in the DOM when connectedCallback returns; or over the first paint, which React hydrates: the bar's nodes
 * become React's own, nothing is rebuilt. Hydration runs as a transition, in slices of a few milliseconds (no long
 * task); a click meanwhile hydrates its way at once (React's selective hydration) and is handled by React.
 */
export const reactRenderer: ViewRenderer = {
  mount(handle, shadowRoot, view, adopt) {
    // Committed comes first: its layout effect runs before the view's own.
    const done = adopt ? () => adopt.done(ownsAll(shadowRoot)) : null;
    const tree = (
      <HostContext.Provider value={handle}>
        <FirstPaintHintsContext.Provider value={adopt?.hints ?? null}>
          {done ? <Committed onCommit={done} /> : null}
          <Root className={`${handle.host.localName}-root`}>
            {view.type === 'header' ? <Header /> : <OverlayView options={view.options} />}
          </Root>
        </FirstPaintHintsContext.Provider>
      </HostContext.Provider>
    );
    let root!: ReactRoot;
    // React's types name Element and Document, but a shadow root is a container it takes (as createRoot does).
    const container = shadowRoot as unknown as Element;
    if (adopt) startTransition(() => void (root = hydrateRoot(container, tree, { onRecoverableError })));
    else {
      root = createRoot(shadowRoot);
      flushSync(() => root.render(tree));
    }
    return () => root.unmount();
  },
};
