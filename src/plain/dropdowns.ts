import { loadedFeature, loadFeature, whenRegistered } from '../internal/loader';
import type { FeatureModules } from '../internal/loader';
import { dismissOnOutside } from '../behaviour/dismiss';
import { dropdownSelector, panelOf, triggerOf, type DropdownIntent } from '../behaviour/dropdown-wrapper';
import type { DropdownContent } from '../markup/controls';
import type { HostHandle } from '../protocol/view';
import { $overlay, closeOverlay, openOverlay } from '../stores/overlay';
import type { PlainPanelContents } from './menu-panel';
import { aimsAtLink } from '../behaviour/link';
import { overlayOf } from '../behaviour/overlay-triggers';
import { PLAIN_OVERLAY_ROOT } from './plain-overlays';
import { aimsAtThemeToggle } from '../behaviour/theme-toggle';

/** A dropdown of the plain bar, as its description says: what its panel holds and which edge it aligns to. */
export interface PlainDropdown {
  content: DropdownContent;
  align: 'start' | 'end';
}

interface Opened {
  wrapper: HTMLElement;
  /** Set once the panel's entries are drawn and it shows. */
  contents?: PlainPanelContents;
  stopLayer?: (hide?: boolean) => void;
  /** Settles when the panel's entries are drawn (or could not be). */
  drawn?: Promise<void>;
  /** Set once the views ask to take the bar over: the panel drawn and their own panel code here. */
  adoptable?: Promise<unknown> | true;
}

/** Every plain bar's test of whether an event is aimed at one of the menus it opens itself. */
const liveBars = new Set<(target: EventTarget | null) => boolean>();

/**
 * Whether an event is aimed at something a plain bar does itself (a menu it opens, a link, the theme toggle, a dialog
 * or drawer it draws, an account action in them): no reason to run React (src/mount/install.script.ts).
 */
export function servedByPlainBar(event: Event): boolean {
  const target = event.composedPath()[0] ?? null;
  const control = target instanceof Element ? target.closest('button') : null;
  if (control && overlayOf(control)) return true;
  if (target instanceof Element && target.closest(PLAIN_OVERLAY_ROOT)) return true;
  if (aimsAtLink(target) || aimsAtThemeToggle(target)) return true;
  for (const aimsAt of liveBars) if (aimsAt(target)) return true;
  return false;
}

/**
 * What a reader asks of a menu before its behaviour has loaded, noted in `asked` (which outlives a redraw of the bar)
 * and passed to `onAsk`: a click on its button (a mouse, a touch, Enter or Space) or ArrowDown on it, and whether focus
 * is to go to its first entry; the mouse over it (forgotten when the mouse leaves it). Returns the function that stops
 * listening.
 */
function catchDropdownIntent(
  bar: HTMLElement,
  wrapperAt: (target: EventTarget | null) => HTMLElement | null,
  asked: { intent: DropdownIntent | null },
  onAsk: (intent: DropdownIntent) => void,
): () => void {
  const ask = (wrapper: HTMLElement, focusFirst: boolean, hover: boolean): void => {
    asked.intent = { menu: wrapper.getAttribute('data-menu')!, focusFirst, hover };
    onAsk(asked.intent);
  };
  const onClick = (event: MouseEvent): void => {
    const wrapper = wrapperAt(event.target);
    if (wrapper && triggerOf(wrapper)?.contains(event.target as Node)) ask(wrapper, event.detail === 0, false);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const wrapper = wrapperAt(event.target);
    if (!wrapper || event.key !== 'ArrowDown' || event.target !== triggerOf(wrapper)) return;
    event.preventDefault();
    ask(wrapper, true, false);
  };
  const onPointer = (event: PointerEvent): void => {
    const wrapper = event.pointerType === 'mouse' ? wrapperAt(event.target) : null;
    if (!wrapper || wrapper.contains(event.relatedTarget as Node | null)) return;
    if (event.type === 'pointerover') ask(wrapper, false, true);
    else if (asked.intent?.hover && asked.intent.menu === wrapper.getAttribute('data-menu')) asked.intent = null;
  };
  const listeners = [
    ['click', onClick],
    ['keydown', onKeyDown],
    ['pointerover', onPointer],
    ['pointerout', onPointer],
  ] as const;
  for (const [type, listener] of listeners) bar.addEventListener(type, listener as EventListener);
  return () => {
    for (const [type, listener] of listeners) bar.removeEventListener(type, listener as EventListener);
  };
}

/**
 * The plain bar's menus, before the views have loaded: the dropdowns' behaviour (src/behaviour/dropdown.ts, the views'
 * too) opens one at a click, a key or hovering, and this shows it: its entries drawn with plain DOM by a small script
 * (src/plain/menu-panel.ts, no React) as the views draw them, so the views adopt the open panel node for node.
 * The behaviour comes with that script, fetched after the first frame; until it has run, what a reader asks of a menu
 * is caught here and answered by the behaviour when it comes.
 */
export function plainDropdowns(handle: HostHandle, dropdownFor: (menu: string) => PlainDropdown | null) {
  let opened: Opened | null = null;
  let bar: HTMLElement | null = null;
  let stopBehaviour: (() => void) | null = null;
  /** Escape or a click outside closes a menu opened before the behaviour, which does that from then on, has run. */
  let stopDismissing: (() => void) | null = null;
  const stopEarlyDismissal = (): void => {
    stopDismissing?.();
    stopDismissing = null;
  };

  // Every dropdown the bar describes: the plain bar draws each panel itself (a menu, the user menu, "More menus", the
  // app download).
  const drawsItself = (wrapper: Element): boolean => dropdownFor(wrapper.getAttribute('data-menu')!) !== null;
  const plainWrapper = (target: EventTarget | null): HTMLElement | null => {
    const wrapper = target instanceof Element ? target.closest<HTMLElement>(dropdownSelector()) : null;
    return wrapper && bar?.contains(wrapper) && drawsItself(wrapper) ? wrapper : null;
  };
  const aimsAt = (target: EventTarget | null) => plainWrapper(target) !== null;

  /** Closes the open panel; `redrawn` when the same menu shows again at once in a redrawn bar (one opening). */
  const close = (redrawn = false): void => {
    const closing = opened;
    if (!closing) return;
    opened = null;
    stopEarlyDismissal();
    closing.stopLayer?.();
    closing.contents?.close({ announced: redrawn });
    const panel = panelOf(closing.wrapper);
    panel?.replaceChildren();
    if (panel) panel.hidden = true;
    triggerOf(closing.wrapper)?.setAttribute('aria-expanded', 'false');
    closing.wrapper.setAttribute('data-state', 'closed');
  };

  const open = (wrapper: HTMLElement, announce = true): void => {
    const dropdown = dropdownFor(wrapper.getAttribute('data-menu')!);
    const trigger = triggerOf(wrapper);
    const panel = panelOf(wrapper);
    if (!dropdown || !trigger || !panel) return;
    wrapper.setAttribute('data-state', 'open');
    const opening: Opened = { wrapper };
    opened = opening;
    if (!loadedFeature('plain-menu-panel') && bar) {
      const kind = `menu:${wrapper.getAttribute('data-menu')}` as const;
      stopDismissing = dismissOnOutside(bar, () => closeOverlay(kind, handle.ownerId));
    }
    const draw = (module: FeatureModules['plain-menu-panel']): void => {
      if (opened !== opening) return;
      opening.contents = module.drawMenuPanel(handle, panel, dropdown.content, { announce });
      panel.hidden = false;
      // Expanded when its entries are there, not while their code loads (a reader, or a test, reads them at once).
      trigger.setAttribute('aria-expanded', 'true');
      opening.stopLayer = module.showInTopLayer(trigger, panel, dropdown.align);
    };
    // Its code usually ran when the browser was idle: then the panel is drawn in this task, for the next frame.
    const loaded = loadedFeature('plain-menu-panel');
    if (loaded) draw(loaded);
    opening.drawn = loaded ? Promise.resolve() : loadFeature('plain-menu-panel').then(draw);
    // The loader logged why; the menu closes, the bar keeps working.
    opening.drawn.catch(() => {
      if (opened === opening) closeOverlay(`menu:${wrapper.getAttribute('data-menu')}`, handle.ownerId);
    });
  };

  /** Shows what the overlay store says: one of this bar's plain menus open, or none. */
  const follow = (announce = true): void => {
    const state = $overlay.get();
    const menu = state?.owner === handle.ownerId && state.kind.startsWith('menu:') ? state.kind.slice(5) : null;
    const wrapper = menu && bar ? plainWrapper(bar.querySelector(dropdownSelector(menu))) : null;
    if (opened?.wrapper === wrapper) return;
    close();
    if (wrapper) open(wrapper, announce);
  };
  const stopFollowing = $overlay.listen(() => follow());

  const asked: { intent: DropdownIntent | null } = { intent: null };
  /**
   * Runs the behaviour on a bar: now if its code has run, else once it has, answering what the reader asked
   * meanwhile (on this bar or one it replaced). A click or a key opens the menu at once: the store holds it open
   * through any redraw, and the panel shows when its code has drawn it.
   */
  const runBehaviour = (next: HTMLElement): (() => void) => {
    const start = (code: FeatureModules['plain-menu-panel']): (() => void) => {
      const intent = asked.intent;
      asked.intent = null;
      return code.dropdownBehaviour(handle.ownerId, next, drawsItself, intent);
    };
    const loaded = loadedFeature('plain-menu-panel');
    if (loaded) return start(loaded);
    let stop = catchDropdownIntent(next, plainWrapper, asked, (intent) => {
      if (!intent.hover) openOverlay(`menu:${intent.menu}`, handle.ownerId);
      loadFeature('plain-menu-panel').catch(() => undefined);
    });
    let stopped = false;
    whenRegistered('plain-menu-panel', () => {
      if (stopped) return;
      stop();
      stopEarlyDismissal();
      stop = start(loadedFeature('plain-menu-panel')!);
    });
    return () => {
      stopped = true;
      stop();
    };
  };

  const detach = (): void => {
    stopBehaviour?.();
    stopBehaviour = null;
    stopEarlyDismissal();
    liveBars.delete(aimsAt);
    bar = null;
  };

  return {
    /** Runs the menus of a newly drawn bar (one open in the bar it replaces shows open in it too). */
    attach(next: HTMLElement): void {
      const wasOpen = opened !== null;
      close(wasOpen);
      detach();
      bar = next;
      liveBars.add(aimsAt);
      stopBehaviour = runBehaviour(next);
      follow(!wasOpen);
    },
    /** Whether a control is one of the menus the plain bar opens and draws itself. */
    drawsItself: (control: Element): boolean => aimsAt(control),
    /**
     * What the views must wait for before adopting the bar, or null: an open panel's entries drawn, and the views'
     * code for them (loaded now: the views adopt the panel open, so its entries are theirs).
     */
    pending(): Promise<unknown> | null {
      const open = opened;
      if (!open || open.adoptable === true) return null;
      if (!open.adoptable) {
        const settled = () => void (open.adoptable = true);
        open.adoptable = Promise.all([open.drawn, loadFeature('menu-panel')]).then(settled, settled);
      }
      return open.adoptable;
    },
    /**
     * The views are taking the bar over: stop running it, but leave an open panel as it is (shown, its entries
     * drawn), for the views to adopt.
     */
    freeze(): void {
      detach();
      stopFollowing();
      opened?.stopLayer?.(false);
      opened?.contents?.freeze();
    },
    /** Closes an open panel and stops (the plain bar is removed). */
    dispose(): void {
      close();
      detach();
      stopFollowing();
    },
    /** The views own the nodes now. */
    release(): void {
      opened = null;
    },
  };
}
