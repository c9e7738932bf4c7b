import { createContext, useContext } from 'react';
import type { HostHandle } from '../protocol/view';

export const HostContext = createContext<HostHandle | null>(null);

export function useHost(): HostHandle {
  const handle = useContext(HostContext);
  if (!handle) throw new Error('ex-header components must render inside an element host');
  return handle;
}
