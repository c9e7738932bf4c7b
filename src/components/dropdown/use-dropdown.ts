import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { closeOverlay, openOverlay, overlayFor, type OverlayKind } from '../../stores/overlay';
import { useHost } from '../host';

const HOVER_CLOSE_DELAY_MS = 150;

function focusables(panel: HTMLElement | null): HTMLElement[] {
  if (!panel) return [];
  return Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
}

/**
 * A disclosure dropdown: a trigger button and a panel. Opening goes through the page-wide overlay store,
 * so one overlay is open at a time. Hover opens it for mouse users; click, Enter, Space and ArrowDown
 * for everyone else. Escape, a click outside or focus leaving closes it, and Escape returns focus.
 */
export function useDropdown(kind: OverlayKind, onOpen?: () => void) {
  const { ownerId } = useHost();
  const openKind = useStore(useMemo(() => overlayFor(ownerId), [ownerId]));
  const open = openKind === kind;
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusFirstOnOpen = useRef(false);
  const lastPointer = useRef<string>('');

  const show = useCallback(
    (focusFirst = false) => {
      focusFirstOnOpen.current = focusFirst;
      openOverlay(kind, ownerId);
    },
    [kind, ownerId],
  );
  const hide = useCallback(
    (returnFocus = false) => {
      closeOverlay(kind, ownerId);
      if (returnFocus) triggerRef.current?.focus();
    },
    [kind, ownerId],
  );

  useEffect(() => {
    if (!open) return;
    onOpen?.();
    let waitForItems: MutationObserver | null = null;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      const panel = panelRef.current;
      const first = focusables(panel)[0];
      if (first) first.focus();
      else if (panel) {
        // The panel's entries load lazily on first use: move focus in as soon as they arrive.
        waitForItems = new MutationObserver(() => {
          const item = focusables(panel)[0];
          if (!item) return;
          item.focus();
          waitForItems?.disconnect();
        });
        waitForItems.observe(panel, { childList: true, subtree: true });
      }
    }
    const onPointerDown = (event: globalThis.PointerEvent): void => {
      if (wrapperRef.current && !event.composedPath().includes(wrapperRef.current)) hide();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      waitForItems?.disconnect();
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
    // onOpen (exposure analytics) is left out of the dependencies: a new callback identity must not count twice.
  }, [open, hide]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const onTriggerKeyDown = (event: KeyboardEvent): void => {
    lastPointer.current = '';
    if (event.key === 'ArrowDown' || ((event.key === 'Enter' || event.key === ' ') && !open)) {
      event.preventDefault();
      show(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      hide(true);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent): void => {
    const items = focusables(panelRef.current);
    const index = items.indexOf(event.target as HTMLElement);
    const move = (next: number): void => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        hide(true);
        break;
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(items.length - 1);
        break;
    }
  };

  const isMouse = (event: PointerEvent): boolean => event.pointerType === 'mouse';

  return {
    open,
    wrapperProps: {
      ref: wrapperRef,
      onPointerEnter: (event: PointerEvent) => {
        if (!isMouse(event)) return;
        clearTimeout(hoverTimer.current);
        show();
      },
      onPointerLeave: (event: PointerEvent) => {
        if (!isMouse(event)) return;
        clearTimeout(hoverTimer.current);
        hoverTimer.current = setTimeout(() => hide(), HOVER_CLOSE_DELAY_MS);
      },
      onBlur: (event: React.FocusEvent) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && wrapperRef.current && !wrapperRef.current.contains(next)) hide();
      },
    },
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onPointerDown: (event: PointerEvent) => {
        lastPointer.current = event.pointerType;
      },
      // A mouse user's hover already opened it: the click must not close it again.
      onClick: () => {
        if (open && lastPointer.current === 'mouse') return;
        if (open) hide();
        else show();
      },
      onKeyDown: onTriggerKeyDown,
    },
    panelProps: {
      ref: panelRef,
      id: panelId,
      hidden: !open,
      onKeyDown: onPanelKeyDown,
    },
    close: hide,
  };
}
