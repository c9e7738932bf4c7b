import { followBarFit, forgetBarFit, type BarFitFollower } from '../behaviour/bar-fit';
import type { HostHandle } from '../protocol/view';
import { describeRoot } from '../markup/bar';
import type { Control } from '../markup/controls';
import type { Markup, MarkupElement } from '../markup/node';
import { plainDropdowns, type PlainDropdown } from './dropdowns';
import type { FirstPaint } from '../protocol/first-paint';
import { drawElement, patchElement } from '../render/markup-patch';
import { removeDrawnNodes, takeServerBar } from '../render/server-markup';
import { $barInput } from '../markup/bar-input';
import { viewportLayout } from '../internal/layout';
import { $overlay, asDialogKind, closeOverlay, dialogScript } from '../stores/overlay';
import { $barFits } from '../stores/bar-fit';
import { loadedFeature, whenRegistered } from '../internal/loader';
import { overlayOf } from '../behaviour/overlay-triggers';
import { headerBar } from '../views/bar';
import { showPlainDialog, withPlainDialog, type ShownDialog } from './plain-dialog';
import { elementBehaviours } from '../behaviour/element';
import { featureOpenedBy } from '../behaviour/prefetch';
import { controlSelector } from '../internal/control-selector';
import { readyAhead } from '../internal/ready-ahead';

/**
 * The header's first paint, with plain DOM: the bar's markup (src/markup/bar.ts) drawn from the state the live bar
 * reads, or a server's bar kept where it shows the same. The view adopts these nodes when it has loaded (hydration);
 * until then the behaviours (src/behaviour/) serve them, and what they open is drawn here too.
 */
export function paintHeader(handle: HostHandle, root: ShadowRoot): FirstPaint {
  let tree: HTMLElement | null = null;
  let scheduled = false;
  // Which bar it shows and how many menus fit (src/behaviour/bar-fit.ts), which React's view reads when it adopts the
  // nodes: first the bar for the viewport's width, with every menu.
  $barFits.setKey(handle.ownerId, { layout: viewportLayout(), visibleMenus: null });
  const barFit = () => $barFits.get()[handle.ownerId]!;

  const describeBar = (): MarkupElement => {
    const { layout, visibleMenus } = barFit();
    return headerBar.describe($barInput.get(), layout, visibleMenus);
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

  // Nothing here reads a size from script, which would force a layout before the frame's own: the bar is first built
  // for the viewport's width (from a media query), and ResizeObservers, whose callbacks run after the frame's layout
  // and before its paint, correct its fit in that same frame (the element's own width may ask for the other bar, a
  // narrow column on a wide screen; the menus that do not fit move into "More menus"): the fit changes, and the bar is
  // drawn again in a microtask, before that paint. Started after the first draw (its probe then comes first).
  let fit: BarFitFollower | null = null;

  // What the bar's drawer and dialog buttons open is readied ahead, once the plain panels' script has run: each drawn
  // ahead, detached, by the script that carries it (src/plain/overlay-root.ts), so a first tap only shows it. One at a
  // time, each in its own step.
  let stopPreparing: (() => void) | null = null;
  const prepareOverlays = (bar: MarkupElement): void => {
    stopPreparing?.();
    let live = true;
    let stop = (): void => undefined;
    whenRegistered('plain-menu-panel', () => {
      if (live)
        stop = readyAhead(function* () {
          for (const kind of headerBar.opens(bar)) {
            withPlainDialog(
              kind,
              ({ driver, declaration }) => live && driver.prepareOverlay(handle, root, kind, declaration),
              // A tap then closes what it cannot draw.
              () => undefined,
            );
            yield;
          }
        });
    });
    stopPreparing = () => {
      live = false;
      stop();
    };
  };
  const forgetPrepared = () => {
    stopPreparing?.();
    stopPreparing = null;
    loadedFeature('plain-menu-panel')?.forgetPreparedOverlays(handle);
  };

  const place = (): HTMLElement => {
    drawnFit = barFit();
    const { layout } = drawnFit;
    drawn = describeBar();
    const markup = describeRoot($barInput.get(), 'ex-header-root', drawn);
    let bar: HTMLElement;
    // Drawn again in place: the nodes that still fit stay (focus, a hover, a pointer's press on them), what the
    // description changed is written.
    if (tree) patchElement((bar = tree), markup);
    else {
      bar = drawElement(markup);
      // A server-rendered bar showing the same is kept: its nodes are the ones the view adopts.
      const server = takeServerBar(root, bar, layout);
      if (server) bar = server;
      else {
        removeDrawnNodes(root);
        root.prepend(bar);
      }
    }
    stopBehaviours?.();
    stopBehaviours = elementBehaviours(bar, {
      ...handle,
      featureFor: (control) => {
        const overlay = overlayOf(control);
        if (overlay) return dialogScript(overlay);
        return dropdowns.drawsItself(control) ? 'plain-menu-panel' : featureOpenedBy(control);
      },
    });
    dropdowns.attach(bar);
    tree = bar;
    fit?.drawn(bar);
    prepareOverlays(drawn);
    return bar;
  };

  const draw = () => {
    scheduled = false;
    const focus = focusedControl();
    const bar = place();
    if (focus) bar.querySelector<HTMLElement>(focus)?.focus({ preventScroll: true });
  };

  const redraw = () => {
    if (scheduled || frozen) return;
    scheduled = true;
    // Drawn already (the bar was handed over meanwhile, as it is now), or gone: nothing to do.
    queueMicrotask(() => {
      if (scheduled && tree) draw();
    });
  };

  let stopBehaviours: (() => void) | null = null;
  let frozen = false;
  /** Stops drawing: no size or click follows the bar any more, and store changes no longer redraw it. */
  const freeze = () => {
    frozen = true;
    dropdowns.freeze();
    fit?.stop();
    stopBehaviours?.();
    stopBehaviours = null;
    forgetPrepared();
  };
  // The overlay its buttons open, drawn here while the store has one open for this element. Their code usually ran
  // when the browser was idle: then one is drawn in the click's own task.
  let overlay: ShownDialog | null = null;
  const followOverlay = (): void => {
    const open = $overlay.get();
    const kind = open?.owner === handle.ownerId ? asDialogKind(open.kind) : null;
    if (overlay?.kind === kind) return;
    overlay?.hide();
    overlay = null;
    // One that cannot be drawn closes, the bar keeps working.
    if (kind && !frozen)
      overlay = showPlainDialog(handle, root, kind, { onClose: () => closeOverlay(kind, handle.ownerId) });
  };
  const stopOverlays = $overlay.listen(followOverlay);

  // Listening first mounts the stores once, so drawing reads them without mounting and unmounting each.
  const stopInput = $barInput.listen(redraw);
  // Another header's fit changing leaves this one's entry as it was.
  let drawnFit = barFit();
  const stopFit = $barFits.listen((fits) => {
    if (fits[handle.ownerId] !== drawnFit && fits[handle.ownerId]) redraw();
  });
  const unsubscribe = () => {
    stopInput();
    stopFit();
  };
  draw();
  fit = followBarFit(handle, barFit().layout);
  fit.drawn(tree!);

  // Frozen, the bar still listens until the view owns it: that keeps the stores it reads mounted, so their values
  // stay current for the view, which reads them while adopting and subscribes only after (@nanostores/react compares
  // a computed store's cached value then, which an unmounted store does not keep up to date).
  return {
    freeze() {
      // The nodes handed over show the state as it is now.
      if (scheduled && tree) draw();
      freeze();
    },
    // React takes the bar over once an overlay drawn here has closed: it is never adopted half-way.
    pending: () => dropdowns.pending() ?? overlay?.closed ?? null,
    release() {
      dropdowns.release();
      stopOverlays();
      unsubscribe();
      tree = null;
    },
    dispose() {
      freeze();
      dropdowns.dispose();
      stopOverlays();
      overlay?.hide();
      overlay = null;
      unsubscribe();
      tree?.remove();
      tree = null;
      forgetBarFit(handle);
    },
  };
}

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
