import { useStore } from '@nanostores/react';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { createContext, useContext, useState } from 'react';
import type { FirstPaintHints } from '../protocol/first-paint-hints';
import { VIEW_STORES, type ViewState, type ViewStoreName } from '../views/view-state';

/**
 * What the nodes a view adopts show (drawn before it: the first paint): the state they were drawn from, and what they
 * show beyond it (the bar's layout, the menus before "More menus"). The view's first render draws the same.
 */
export interface Drawn {
  state: ViewState;
  hints: FirstPaintHints;
}

/** While a view adopts nodes drawn before it: what they show; null when it draws from nothing. */
export const DrawnContext = createContext<Drawn | null>(null);

export const useDrawn = (): Drawn | null => useContext(DrawnContext);

/** What a view that does not read a store follows instead (nothing is computed for it). */
const UNREAD = atom(undefined);

/**
 * A view store's value. While the view adopts nodes drawn before it, its first render shows the state those nodes
 * show (React hydrates with it as with a server's snapshot); a change since then is rendered right after, as an
 * update, so no node shows an old state and none is drawn anew. `read` false (the same for as long as the view is
 * mounted): undefined, and the store is not followed (a derived one would be computed for nothing).
 */
export function useViewStore<Name extends ViewStoreName>(name: Name, read = true): ViewState[Name] {
  const drawn = useDrawn()?.state;
  return useStore(
    read ? VIEW_STORES[name] : UNREAD,
    read && drawn ? { ssr: () => drawn[name] } : undefined,
  ) as ViewState[Name];
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
