import { useEffect } from 'react';
import { $overlay, closeOverlay, openOverlay, type OverlayKind } from '../../stores/overlay';
import { useHost } from '../host';

/**
 * A standalone element's `open` attribute joins the page-wide overlay store: opening it closes any other overlay,
 * and another overlay opening (in any element) removes `open` from this one. One overlay at a time, page-wide.
 * A null kind stays out of the store.
 */
export function useStandaloneOverlay(kind: OverlayKind | null, open: boolean): void {
  const { ownerId, host } = useHost();
  useEffect(() => {
    if (!open || !kind) return;
    openOverlay(kind, ownerId);
    const stop = $overlay.listen((current) => {
      if (current?.owner !== ownerId || current.kind !== kind) host.removeAttribute('open');
    });
    return () => {
      stop();
      closeOverlay(kind, ownerId);
    };
  }, [open, kind, ownerId, host]);
}
