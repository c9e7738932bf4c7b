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

/**
 * Renders an element's view with React into its (emptied) shadow root, synchronously (flushSync), so the view is in
 * the DOM when connectedCallback returns.
 */
export const reactRenderer: ViewRenderer = {
  mount(handle, shadowRoot, view) {
    const root = createRoot(shadowRoot);
    flushSync(() =>
      root.render(
        <HostContext.Provider value={handle}>
          <Root className={`${handle.host.localName}-root`}>
            {view.type === 'header' ? <Header /> : <OverlayView options={view.options} />}
          </Root>
        </HostContext.Provider>,
      ),
    );
    return () => root.unmount();
  },
};
