import type { MouseEvent } from 'react';
import { isPlainClick, navigate, type NavigationTarget } from '../../actions/navigation';
import { useHost } from '../host';

/**
 * Click handler for a real link: modified clicks (new tab, download) keep the browser's behaviour;
 * a plain click runs the header's navigation (analytics, cancelable ex-navigate, 500 ms delay).
 */
export function useLinkClick() {
  const { emit } = useHost();
  return (target: NavigationTarget) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(target, emit);
  };
}
