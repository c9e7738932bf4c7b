import { availableSpace, measuredWidths, navGap } from '../internal/measure-nav';
import type { HostHandle } from '../render/view';
import { loadFeature } from '#load-feature';
import { describeCompactBar, describeDesktopBar, describeNav, describeRoot } from '../markup/bar';
import { openedFeature, type Control, type OpeningAttributes } from '../markup/controls';
import type { Markup, MarkupElement } from '../markup/node';
import { plainDropdowns, type PlainDropdown } from './dropdowns';
import type { FirstPaint } from '../render/first-paint';
import { toElement } from '../render/markup-dom';
import { takeServerBar } from '../render/server-markup';
import { $barInput } from '../stores/bar';
import { fitCount } from '../internal/fit-count';
import { hostWidth, layoutForWidth, viewportLayout, type Layout } from '../internal/layout';
import { isPlainClick, navigate } from '../actions/navigation';
import { controlSelector } from '../internal/control-selector';

/**
 * The header's first paint, with plain DOM: the bar's markup (src/markup/bar.ts) drawn from the state the live bar
 * reads, or a server's bar kept where it shows the same. The view adopts these nodes when it has loaded (hydration);
 * until then links work (and send ex-navigate) and a clicked button is replayed.
 */
export function paintHeader(handle: HostHandle, root: ShadowRoot): FirstPaint {
  let tree: HTMLElement | null = null;
  let layout: Layout | null = null;
  let clicked: string | null = null;
  let scheduled = false;
  let width = -1;

  const describeBar = (): MarkupElement => {
    const input = $barInput.get();
    return layout === 'compact' ? describeCompactBar(input) : describeDesktopBar(input, visibleMenus);
  };
  // The menus open before the views have loaded, as drawn now (which menus "More menus" holds, say): the drawn bar's
  // description, kept until the bar is drawn again or its menus move into "More menus".
  let drawn: MarkupElement | null = null;
  const dropdowns = plainDropdowns(handle, (menu) => findDropdown((drawn ??= describeBar()), menu));

  // Before the first draw, the root may hold server-rendered markup (renderHeader): kept if it shows the same, else
  // replaced, focus carried.
  const focusedControl = () => {
    const active = root.activeElement;
    return active && (!tree || tree.contains(active)) ? controlSelector(active) : null;
  };

  // Nothing here reads a size from script, which would force a layout before the frame's own: the bar is built for
  // the width last measured (at first, the viewport's, from a media query), and two ResizeObservers, whose callbacks
  // run after the frame's layout and before its paint, correct it in that same frame. One switches the bar when the
  // element's width asks for the other one (a narrow column on a wide screen); the other moves the menus that do not
  // fit into "More menus", once per drawn bar. The width is watched on an empty block of the element's width and no
  // height: switching bars changes the element's height, and a watched size changing in its own callback would end
  // the frame with a "ResizeObserver loop" error.
  const widthProbe = document.createElement('div');
  widthProbe.setAttribute('aria-hidden', 'true');
  const fit = new ResizeObserver(() => {
    fit.disconnect();
    if (tree && layout === 'desktop') visibleMenus = collapse(tree);
    drawn = null;
  });
  const resized = new ResizeObserver(() => {
    const measured = hostWidth(handle.host);
    if (measured === width) return;
    const first = width < 0;
    width = measured;
    if (!first || layoutForWidth(measured) !== layout) redraw();
  });

  const place = (next: Layout): HTMLElement => {
    layout = next;
    handle.host.setAttribute('data-ex-layout', next);
    visibleMenus = null;
    drawn = describeBar();
    let bar = toElement(describeRoot($barInput.get(), 'ex-header-root', drawn));
    if (tree) tree.replaceWith(bar);
    else {
      // A server-rendered bar showing the same is kept: its nodes are the ones the view adopts.
      const server = takeServerBar(root, bar, next);
      if (server) {
        bar = server;
        root.prepend(widthProbe);
      } else root.replaceChildren(widthProbe, bar);
    }
    bar.addEventListener('click', onClick);
    for (const type of INTENT_EVENTS) bar.addEventListener(type, onIntent);
    dropdowns.attach(bar);
    tree = bar;
    fit.disconnect();
    const nav = next === 'desktop' ? bar.querySelector('.ex-nav') : null;
    if (nav) fit.observe(nav);
    return bar;
  };

  const draw = () => {
    scheduled = false;
    const focus = focusedControl();
    const bar = place(width < 0 ? viewportLayout() : layoutForWidth(width));
    if (focus) bar.querySelector<HTMLElement>(focus)?.focus({ preventScroll: true });
  };

  const redraw = () => {
    if (frozen) stale = true;
    if (scheduled || frozen) return;
    scheduled = true;
    queueMicrotask(() => {
      if (tree) draw();
    });
  };

  let visibleMenus: number | null = null;
  let frozen = false;
  /** Set when the state changed after the bar froze (or a redraw was still due): the nodes show the old state. */
  let stale = false;
  /** Stops drawing: no size or click follows the bar any more, and store changes no longer redraw it. */
  const freeze = () => {
    stale ||= scheduled;
    frozen = true;
    dropdowns.freeze();
    resized.disconnect();
    fit.disconnect();
    widthProbe.remove();
    tree?.removeEventListener('click', onClick);
  };
  // Until the view owns the nodes (adopting takes a few frames), what the reader points at still starts loading.
  const stopIntent = () => {
    for (const type of INTENT_EVENTS) tree?.removeEventListener(type, onIntent);
  };

  // A control the reader points at, focuses or presses: what it opens starts loading (and the views with it), so a
  // click made before React has arrived waits as little as it can.
  const onIntent = (event: Event) => {
    if (dropdowns.prefetch(event.target)) return;
    const control = (event.target as Element).closest('[data-menu], [data-overlay-trigger], [data-drawer]');
    const feature = control ? openedFeature(openingAttributes(control)) : null;
    if (feature) loadFeature(feature).catch(() => undefined);
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const link = target.closest<HTMLAnchorElement>('a[href]');
    if (link) {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      const href = link.getAttribute('href')!;
      navigate({ id: link.getAttribute('data-item-id')!, href, newWindow: link.target === '_blank' }, handle.emit);
      return;
    }
    const button = target.closest('button');
    // A menu the plain bar opens itself is not replayed: it is open already.
    if (button && !dropdowns.opensItself(button)) clicked = controlSelector(button);
  };

  // Listening first mounts the stores once, so drawing reads them without mounting and unmounting each.
  const unsubscribe = $barInput.listen(redraw);
  draw();
  resized.observe(widthProbe);

  // Frozen, the bar still listens until the view owns it: that keeps the stores it reads mounted, so their values
  // stay current for the view, which reads them while adopting and subscribes only after (@nanostores/react compares
  // a computed store's cached value then, which an unmounted store does not keep up to date).
  return {
    handOver: () => ({ focus: focusedControl(), click: clicked }),
    freeze() {
      freeze();
      return { layout, visibleMenus, click: clicked };
    },
    pending: () => dropdowns.pending(),
    stale: () => stale || dropdowns.stale(),
    release() {
      dropdowns.release();
      stopIntent();
      unsubscribe();
      tree = null;
    },
    dispose() {
      freeze();
      dropdowns.dispose();
      stopIntent();
      unsubscribe();
      tree?.remove();
      tree = null;
      handle.host.removeAttribute('data-ex-layout');
    },
  };
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'pointerdown'] as const;

/** A described dropdown's panel contents and alignment, by its menu (null when the bar has no such dropdown). */
function findDropdown(markup: Markup, menu: string): PlainDropdown | null {
  if (typeof markup === 'string') return null;
  const control: Control | undefined = markup.control;
  if (control?.kind === 'dropdown' && markup.attributes['data-menu'] === menu)
    return { content: control.content, align: control.align };
  for (const child of markup.children) {
    const found = findDropdown(child, menu);
    if (found) return found;
  }
  return null;
}

const openingAttributes = (control: Element): OpeningAttributes => ({
  'data-menu': control.getAttribute('data-menu'),
  'data-overlay-trigger': control.getAttribute('data-overlay-trigger'),
  'data-drawer': control.getAttribute('data-drawer'),
});

/**
 * The menus that do not fit move into "More menus", measured as CollapsibleNav measures them: the nav is drawn again
 * with the count that fits. Returns how many stay, or null when all do.
 */
function collapse(tree: HTMLElement): number | null {
  const nav = tree.querySelector<HTMLElement>('.ex-nav');
  const row = nav?.querySelector<HTMLElement>('.ex-nav__measure');
  if (!nav || !row) return null;
  const widths = measuredWidths(row);
  const items = widths.slice(0, -1);
  const visible = fitCount(items, availableSpace(nav), widths[items.length], navGap(nav));
  if (visible >= items.length) return null;
  nav.replaceWith(toElement(describeNav($barInput.get(), visible)));
  return visible;
}
