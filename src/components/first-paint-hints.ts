import { createContext, useContext } from 'react';
import type { FirstPaintHints } from '../render/first-paint-hints';

/** What the first paint drew, while the view adopts its nodes (null when it renders from nothing). */
export const FirstPaintHintsContext = createContext<FirstPaintHints | null>(null);

export function useFirstPaintHints(): FirstPaintHints | null {
  return useContext(FirstPaintHintsContext);
}
