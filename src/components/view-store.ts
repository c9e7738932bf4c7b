import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { valuesOf } from '../internal/store-values';
import { BY_ELEMENT, type ViewReads, type ViewState, type ViewStoreName } from '../views/view-state';
import { HostContext } from './host';

/**
 * What the nodes a view adopts show (drawn before it: the first paint): the state they were drawn from (the bar's fit
 * included). The view's first render draws the same.
 */
export interface Drawn {
  state: ViewState;
}

/** While a view adopts nodes drawn before it: what they show; null when it draws from nothing. */
export const DrawnContext = createContext<Drawn | null>(null);

const useDrawn = (): Drawn | null => useContext(DrawnContext);

/**
 * A view's stores followed as one: a change to any is a new snapshot, the same object while none changes (of a store
 * kept by element, while the element's own entry does not: another element's fit changing redraws no other).
 */
function followed(reads: ViewReads, ownerId: string | undefined) {
  const stores = Object.values(reads);
  let last: Partial<ViewState> | null = null;
  return {
    // Each store itself, not a computed store over them: that one would be unmounted a second after each view's
    // unmount, a timer per mounted and removed element.
    subscribe(onChange: () => void): () => void {
      const stops = stores.map((store) => store.listen(onChange));
      return () => {
        for (const stop of stops) stop();
      };
    },
    snapshot(): Partial<ViewState> {
      const now = valuesOf(reads) as Partial<ViewState>;
      const names = Object.keys(now) as ViewStoreName[];
      const changed = (name: ViewStoreName): boolean =>
        BY_ELEMENT.has(name) && ownerId !== undefined
          ? (now[name] as Record<string, unknown>)[ownerId] !== (last![name] as Record<string, unknown>)[ownerId]
          : now[name] !== last![name];
      if (!last || names.some(changed)) last = now;
      return last;
    },
  };
}

/**
 * A view's stores' values, by name (a declaration's `reads`: the same for as long as the view is mounted), only those
 * stores followed. While the view adopts nodes drawn before it, its first render shows the state those nodes show
 * (React hydrates with it as with a server's snapshot); a change since then is rendered right after, as an update, so
 * no node shows an old state and none is drawn anew.
 */
export function useViewState<Name extends ViewStoreName>(reads: ViewReads<Name>): Pick<ViewState, Name> {
  const drawn = useDrawn()?.state;
  const ownerId = useContext(HostContext)?.ownerId;
  const [source] = useState(() => followed(reads as ViewReads, ownerId));
  // What the adopted nodes show, taken once (they are adopted once).
  const [adopted] = useState(() =>
    drawn ? Object.fromEntries(Object.keys(reads).map((name) => [name, drawn[name as Name]])) : null,
  );
  return useSyncExternalStore(source.subscribe, source.snapshot, adopted ? () => adopted : source.snapshot) as Pick<
    ViewState,
    Name
  >;
}
