import { startTransition, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Header } from '../components/header/Header';
import { HostContext } from '../components/host';
import { Root } from '../components/root/Root';
import { startAccountData } from '../stores/account-data';
import { OverlayView } from './OverlayView';
import type { ViewRenderer } from './view';

// The signed-in user's account data (trader-pro check, rewards) loads with the views, after the first paint; each
// call waits for idle time and runs once per page (src/stores/account-data.ts), so the menus have it when opened.
startAccountData();

/** Calls back once, in the task of the commit that first shows the tree (layout effects run before the paint). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(() => onCommit(), [onCommit]);
  return null;
}

/**
 * Renders an element's view with React into its shadow root: synchronously (flushSync) into an empty root, so the
 * view is in the DOM when connectedCallback returns; or, taking over from the first paint, as a transition, which
 * React renders in slices of a few milliseconds (no long task) and commits in one task, where `takeOver` removes the
 * plain bar. (React leaves what is already in a shadow root: it clears only element and document containers.)
 */
export const reactRenderer: ViewRenderer = {
  mount(handle, shadowRoot, view, takeOver) {
    const root = createRoot(shadowRoot);
    // Committed comes first: its layout effect runs before the view's own (which set the host's layout attribute).
    const tree = (
      <HostContext.Provider value={handle}>
        {takeOver ? <Committed onCommit={takeOver} /> : null}
        <Root className={`${handle.host.localName}-root`}>
          {view.type === 'header' ? <Header /> : <OverlayView options={view.options} />}
        </Root>
      </HostContext.Provider>
    );
    if (takeOver) startTransition(() => root.render(tree));
    else flushSync(() => root.render(tree));
    return () => root.unmount();
  },
};
