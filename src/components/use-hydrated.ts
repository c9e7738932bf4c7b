import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False while React adopts nodes drawn before it (hydration), true from the render right after, and from the start of
 * a view drawn from nothing: what the drawn nodes cannot hold yet (an overlay opened before React came) waits for it,
 * so the adopted nodes match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
