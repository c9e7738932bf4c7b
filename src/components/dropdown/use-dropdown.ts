import { useStore } from '@nanostores/react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { closeOverlay, isOpen, openOverlay, type OverlayKind } from '../../stores/overlay';
import { useHost } from '../host';
import { rovingIndex } from '../roving/roving-index';
import { placePanel } from './place-panel';

const HOVER_CLOSE_DELAY_MS = 150;

function focusables(panel: HTMLElement | null): HTMLElement[] {
  if (!panel) return [];
  return Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
}

function supportsPopover(element: HTMLElement): boolean {
  return typeof element.showPopover === 'function';
}

/**
 * Shows the open panel in the top layer (a manual popover), so no ancestor of the header (a CMS column with
 * `overflow: hidden` and a `transform`, a carousel, a stacking context) can clip it or paint over it, and keeps it
 * under its trigger while the page scrolls or resizes. Browsers without popovers keep the panel in place (CSS).
 */
function useTopLayerPanel(
  open: boolean,
  triggerRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
  align: 'start' | 'end',
): void {
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const panel = panelRef.current;
    if (!open || !trigger || !panel || !supportsPopover(panel)) return;
    const place = (): void => {
      const rtl = getComputedStyle(trigger).direction === 'rtl';
      const root = document.documentElement;
      const { left, top, maxHeight } = placePanel(
        trigger.getBoundingClientRect(),
        panel.getBoundingClientRect().width,
        { width: root.clientWidth || innerWidth, height: root.clientHeight || innerHeight },
        align,
        rtl,
      );
      panel.style.setProperty('left', `${left}px`);
      panel.style.setProperty('top', `${top}px`);
      panel.style.setProperty('max-block-size', `${maxHeight}px`);
    };
    // A removed element's view unmounts a microtask later: a detached panel cannot be shown.
    if (!panel.isConnected) return;
    if (!panel.matches(':popover-open')) panel.showPopover();
    place();
    // The entries load lazily and change the panel's width; a scrolled or resized page moves the trigger.
    const resized = new ResizeObserver(place);
    resized.observe(panel);
    addEventListener('scroll', place, { capture: true, passive: true });
    addEventListener('resize', place);
    return () => {
      resized.disconnect();
      removeEventListener('scroll', place, { capture: true });
      removeEventListener('resize', place);
      if (panel.matches(':popover-open')) panel.hidePopover();
    };
  }, [open, triggerRef, panelRef, align]);
}

/**
 * A disclosure dropdown: a trigger button and a panel. Opening goes through the page-wide overlay store,
 * so one overlay is open at a time. Hover opens it for mouse users; click, Enter, Space and ArrowDown
 * for everyone else. Escape (anywhere on the page, WCAG 1.4.13, or in the menu, which also returns focus), a
 * click outside or focus leaving closes it. The open panel is drawn in the top layer (useTopLayerPanel).
 *
 * "Outside" is decided without looking into the page's event paths: inside a host's closed shadow root the
 * document cannot see our nodes in `composedPath()`, so the wrapper marks the pointer and key events that
 * went through it, and the document-level listeners ignore those.
 */
export function useDropdown(kind: OverlayKind, onOpen?: () => void, align: 'start' | 'end' = 'start') {
  const { ownerId } = useHost();
  const open = useStore(useMemo(() => isOpen(ownerId, kind), [ownerId, kind]));
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusFirstOnOpen = useRef(false);
  const lastPointer = useRef<string>('');
  // The latest exposure callback, called once per opening: a new callback identity must not count twice.
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  /** The last event that passed through the wrapper, so the document-level listeners know it was inside. */
  const insideEvent = useRef<Event | null>(null);

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
    onOpenRef.current?.();
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
    // Bubble phase: the wrapper's own handlers (capture, below) have marked an event from inside by then.
    const onPointerDown = (event: globalThis.PointerEvent): void => {
      if (insideEvent.current !== event) hide();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent): void => {
      if (event.key === 'Escape' && insideEvent.current !== event) hide();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      waitForItems?.disconnect();
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, hide]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  useTopLayerPanel(open, triggerRef, panelRef, align);

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
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      hide(true);
      return;
    }
    const items = focusables(panelRef.current);
    const to = rovingIndex(event.key, items.indexOf(event.target as HTMLElement), items.length, { vertical: true });
    if (to === null) return;
    event.preventDefault();
    items[to]?.focus();
  };

  const isMouse = (event: PointerEvent): boolean => event.pointerType === 'mouse';

  return {
    open,
    wrapperProps: {
      ref: wrapperRef,
      onPointerDownCapture: (event: PointerEvent) => {
        insideEvent.current = event.nativeEvent;
      },
      onKeyDownCapture: (event: KeyboardEvent) => {
        insideEvent.current = event.nativeEvent;
      },
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
      'aria-expanded': open,
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
      hidden: !open,
      onKeyDown: onPanelKeyDown,
    },
    close: hide,
  };
}
