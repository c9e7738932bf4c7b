import { $overlay, closeOverlay, openOverlay } from '../stores/overlay';
import { dismissOnOutside } from './dismiss';
import { dropdownSelector, panelOf, triggerOf, type DropdownIntent } from './dropdown-wrapper';
import { focusables, moveFocusInPanel } from './panel-dom';

/** How long the pointer may leave a dropdown opened by hovering before it closes. */
const HOVER_CLOSE_DELAY_MS = 150;

const kindOf = (wrapper: Element) => `menu:${wrapper.getAttribute('data-menu')}` as const;

/**
 * What the bar's dropdowns do, for the plain bar before the views have loaded and for the views after: one
 * implementation, listening on the bar. It decides which menu is open (in the page-wide overlay store, so one overlay
 * is open at a time) and moves focus; whoever draws the bar shows what the store says. Hover opens a menu for mouse
 * users; click, Enter, Space and ArrowDown for everyone else. Escape (anywhere on the page, WCAG 1.4.13, or in the
 * menu, which also returns focus), a click outside (./dismiss.ts) or focus leaving closes it; arrow keys, Home and End
 * move among its entries. `handles` says which dropdowns it runs (the plain bar runs only those whose panels it can
 * draw). `intent` is what the reader asked before it ran (answered at once, if it still holds). Returns the function
 * that stops it.
 */
export function dropdownBehaviour(
  ownerId: string,
  bar: HTMLElement,
  handles: (wrapper: HTMLElement) => boolean = () => true,
  intent: DropdownIntent | null = null,
): () => void {
  let hoverTimer: ReturnType<typeof setTimeout> | undefined;
  let lastPointer = '';
  let stopDismissing: (() => void) | null = null;
  let waitForEntries: MutationObserver | null = null;

  const wrapperOf = (target: EventTarget | null): HTMLElement | null => {
    const wrapper = target instanceof Element ? target.closest<HTMLElement>(dropdownSelector()) : null;
    return wrapper && bar.contains(wrapper) && handles(wrapper) ? wrapper : null;
  };
  /** The open menu's wrapper, if one of this bar's is open. */
  const openWrapper = (): HTMLElement | null => {
    const open = $overlay.get();
    if (!open || open.owner !== ownerId || !open.kind.startsWith('menu:')) return null;
    return bar.querySelector<HTMLElement>(dropdownSelector(open.kind.slice('menu:'.length)));
  };

  /** Focus goes to the panel's first entry, once its entries are there (they load lazily on first use). */
  const focusFirstEntry = (wrapper: HTMLElement): void => {
    waitForEntries?.disconnect();
    const panel = panelOf(wrapper);
    const focusNow = () => {
      const first = focusables(panel)[0];
      if (!first || first.closest('[hidden]')) return false;
      first.focus();
      return true;
    };
    if (!panel || focusNow()) return;
    waitForEntries = new MutationObserver(() => {
      if (focusNow()) waitForEntries?.disconnect();
    });
    waitForEntries.observe(panel, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  };

  const show = (wrapper: HTMLElement, focusFirst = false): void => {
    if (openWrapper() !== wrapper) openOverlay(kindOf(wrapper), ownerId);
    if (focusFirst) focusFirstEntry(wrapper);
  };
  const hide = (returnFocus = false): void => {
    const wrapper = openWrapper();
    if (!wrapper) return;
    closeOverlay(kindOf(wrapper), ownerId);
    if (returnFocus) triggerOf(wrapper)?.focus();
  };

  const onPointerDown = (event: PointerEvent): void => {
    lastPointer = event.pointerType;
  };

  const onClick = (event: MouseEvent): void => {
    const target = event.target as Element;
    const wrapper = wrapperOf(target);
    if (!wrapper) return;
    if (panelOf(wrapper)?.contains(target)) {
      // A followed link closes the menu, also when the host routes it itself (ex-navigate prevented): once the
      // click has been handled (the views handle it after the bar, and the link must still be there then).
      if (target.closest('a[href]')) setTimeout(hide, 0);
      return;
    }
    if (!triggerOf(wrapper)?.contains(target)) return;
    const open = openWrapper() === wrapper;
    // A mouse user's hover already opened it: the click must not close it again.
    if (open && lastPointer !== 'mouse') hide();
    else if (!open) show(wrapper, event.detail === 0);
    lastPointer = '';
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    lastPointer = '';
    const wrapper = wrapperOf(event.target);
    if (!wrapper) return;
    const open = openWrapper() === wrapper;
    if (event.target === triggerOf(wrapper)) {
      if (event.key === 'ArrowDown' || ((event.key === 'Enter' || event.key === ' ') && !open)) {
        event.preventDefault();
        show(wrapper, true);
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        hide(true);
      }
    } else if (open && panelOf(wrapper)?.contains(event.target as Node)) {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        hide(true);
      } else moveFocusInPanel(panelOf(wrapper), event);
    }
  };

  const onPointerOver = (event: PointerEvent): void => {
    const wrapper = event.pointerType === 'mouse' ? wrapperOf(event.target) : null;
    if (!wrapper || wrapper.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(hoverTimer);
    show(wrapper);
  };

  const onPointerOut = (event: PointerEvent): void => {
    const wrapper = event.pointerType === 'mouse' ? wrapperOf(event.target) : null;
    if (!wrapper || wrapper.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(hoverTimer);
    hoverTimer = setTimeout(() => {
      if (openWrapper() === wrapper) hide();
    }, HOVER_CLOSE_DELAY_MS);
  };

  const onFocusOut = (event: FocusEvent): void => {
    const wrapper = openWrapper();
    const next = event.relatedTarget as Node | null;
    if (wrapper && next && wrapper.contains(event.target as Node) && !wrapper.contains(next)) hide();
  };

  /** The document is listened to only while one of this bar's menus is open. */
  const followOverlay = (): void => {
    if (openWrapper()) {
      stopDismissing ??= dismissOnOutside(bar, () => hide());
      return;
    }
    stopDismissing?.();
    stopDismissing = null;
    waitForEntries?.disconnect();
    waitForEntries = null;
  };

  const listeners = [
    ['pointerdown', onPointerDown],
    ['click', onClick],
    ['keydown', onKeyDown],
    ['pointerover', onPointerOver],
    ['pointerout', onPointerOut],
    ['focusout', onFocusOut],
  ] as const;
  for (const [type, listener] of listeners) bar.addEventListener(type, listener as EventListener);
  const stopFollowing = $overlay.subscribe(followOverlay);
  // A click or a key before it ran opened the menu already (in the store); a key also asked for its first entry.
  const asked = intent ? wrapperOf(bar.querySelector(dropdownSelector(intent.menu))) : null;
  if (asked && intent?.hover && asked.matches(':hover')) {
    // A mouse's: its click, if one follows, must not close what its hover opened.
    lastPointer = 'mouse';
    show(asked);
  } else if (asked && intent?.focusFirst && openWrapper() === asked) focusFirstEntry(asked);
  return () => {
    for (const [type, listener] of listeners) bar.removeEventListener(type, listener as EventListener);
    stopFollowing();
    clearTimeout(hoverTimer);
    waitForEntries?.disconnect();
    stopDismissing?.();
  };
}
