import { useStore } from '@nanostores/react';
import { computed, type ReadableAtom } from 'nanostores';
import { createContext, useContext, useState } from 'react';
import { VIEW_STORES, type ViewState, type ViewStoreName } from '../views/view-state';

/**
 * What the nodes a view adopts show (drawn before it: the first paint): the state they were drawn from (the bar's fit
 * included). The view's first render draws the same.
 */
export interface Drawn {
  state: ViewState;
}

/** While a view adopts nodes drawn before it: what they show; null when it draws from nothing. */
export const DrawnContext = createContext<Drawn | null>(null);

export const useDrawn = (): Drawn | null => useContext(DrawnContext);

/**
 * A view store's value. While the view adopts nodes drawn before it, its first render shows the state those nodes
 * show (React hydrates with it as with a server's snapshot); a change since then is rendered right after, as an
 * update, so no node shows an old state and none is drawn anew. `key`: of a store by element (the bar's fit), only
 * that key's changes render again.
 */
export function useViewStore<Name extends ViewStoreName>(name: Name, key?: string): ViewState[Name] {
  const drawn = useDrawn()?.state;
  const store = VIEW_STORES[name];
  return useStore(store, {
    keys: key === undefined ? undefined : [key],
    // The same subscription from render to render (the keys are a new array each time).
    deps: [store, key],
    ssr: drawn ? () => drawn[name] : undefined,
  } as object) as ViewState[Name];
}

const byName = (names: readonly ViewStoreName[], values: readonly unknown[]): Partial<ViewState> =>
  Object.fromEntries(names.map((name, index) => [name, values[index]]));

/** The view stores a declaration reads, as one store, by their names (one per set of names). */
const together = new Map<string, ReadableAtom<Partial<ViewState>>>();
function storeOf(names: readonly ViewStoreName[]): ReadableAtom<Partial<ViewState>> {
  const key = names.join();
  let store = together.get(key);
  if (!store) {
    store = computed(
      names.map((name) => VIEW_STORES[name] as ReadableAtom<unknown>),
      (...values) => byName(names, values),
    );
    together.set(key, store);
  }
  return store;
}

/**
 * Some view stores' values, by name (a declaration's `reads`: the same for as long as the view is mounted), read and
 * adopted as `useViewStore` reads one: only those stores are followed.
 */
export function useViewState<Name extends ViewStoreName>(names: readonly Name[]): Pick<ViewState, Name> {
  const drawn = useDrawn()?.state;
  // What the adopted nodes show, taken once (they are adopted once).
  const [adopted] = useState(
    () =>
      drawn &&
      byName(
        names,
        names.map((name) => drawn[name]),
      ),
  );
  return useStore(storeOf(names), adopted ? { ssr: () => adopted } : undefined) as Pick<ViewState, Name>;
}
