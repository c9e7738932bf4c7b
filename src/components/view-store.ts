import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { createContext, useContext } from 'react';
import { VIEW_STORES, type ViewState, type ViewStoreName } from '../views/view-state';

/** While a view adopts nodes drawn before it (the first paint): the state they show. */
export const DrawnStateContext = createContext<ViewState | null>(null);

/** What a view that does not read a store follows instead (nothing is computed for it). */
const UNREAD = atom(undefined);

/**
 * A view store's value. While the view adopts nodes drawn before it, its first render shows the state those nodes
 * show (React hydrates with it as with a server's snapshot); a change since then is rendered right after, as an
 * update, so no node shows an old state and none is drawn anew. `read` false (the same for as long as the view is
 * mounted): undefined, and the store is not followed (a derived one would be computed for nothing).
 */
export function useViewStore<Name extends ViewStoreName>(name: Name, read = true): ViewState[Name] {
  const drawn = useContext(DrawnStateContext);
  return useStore(
    read ? VIEW_STORES[name] : UNREAD,
    read && drawn ? { ssr: () => drawn[name] } : undefined,
  ) as ViewState[Name];
}
