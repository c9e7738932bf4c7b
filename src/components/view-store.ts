import { useStore } from '@nanostores/react';
import { createContext, useContext } from 'react';
import { VIEW_STORES, type ViewState, type ViewStoreName } from '../views/view-state';

/** While a view adopts nodes drawn before it (the first paint): the state they show. */
export const DrawnStateContext = createContext<ViewState | null>(null);

/**
 * A view store's value. While the view adopts nodes drawn before it, its first render shows the state those nodes
 * show (React hydrates with it as with a server's snapshot); a change since then is rendered right after, as an
 * update, so no node shows an old state and none is drawn anew.
 */
export function useViewStore<Name extends ViewStoreName>(name: Name): ViewState[Name] {
  const drawn = useContext(DrawnStateContext);
  return useStore(VIEW_STORES[name], drawn ? { ssr: () => drawn[name] } : undefined) as ViewState[Name];
}
