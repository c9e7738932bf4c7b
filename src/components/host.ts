import { createContext, useContext } from 'react';
import type { MapStore } from 'nanostores';
import type { Emit } from '../events';

/** What a component may know about the custom element that hosts it. */
export interface HostHandle {
  /** Unique per element instance; owns overlays so two headers on a page stay independent. */
  ownerId: string;
  /** The element's own (non-shared) attributes, e.g. <ex-drawer kind>. */
  own: MapStore<Record<string, unknown>>;
  /** Dispatches from the host element; false when a listener called preventDefault(). */
  emit: Emit;
  host: HTMLElement;
}

export const HostContext = createContext<HostHandle | null>(null);

export function useHost(): HostHandle {
  const handle = useContext(HostContext);
  if (!handle) throw new Error('ex-header components must render inside an element host');
  return handle;
}
