import type { MouseEvent } from 'react';
import { navigate, type NavigationTarget } from '../../stores/navigation';
import { useHost } from '../host';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

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
