import type { ReadableAtom } from 'nanostores';
import type { HostHandle } from '../protocol/view';
import type { Control } from '../markup/controls';
import type { Markup, MarkupElement } from '../markup/node';
import { plainDropdowns, type PlainDropdown } from './dropdowns';
import type { FirstPaint } from '../protocol/first-paint';
import { drawElement, patchElement } from '../render/markup-patch';
import { removeDrawnNodes, takeServerBar } from '../render/server-markup';
import { rootDescription } from '../render/root-element';
import { $overlay, asDialogKind, closeOverlay, dialogScript } from '../stores/overlay';
import { $textLanguage } from '../stores/locale';
import { $theme } from '../stores/theme';
import { loadedFeature, whenRegistered } from '../internal/loader';
import { overlayOf, overlaysIn } from '../behaviour/overlay-triggers';
import { showPlainDialog, withPlainDialog, type ShownDialog } from './plain-dialog';
import { elementBehaviours } from '../behaviour/element';
import { featureOpenedBy } from '../behaviour/prefetch';
import { controlSelector } from '../internal/control-selector';
import { readyAhead } from '../internal/ready-ahead';
import type { FlowBehaviour, FlowDeclaration } from '../views/declaration';
import { valuesOf } from '../internal/store-values';

/**
 * The plain renderer's one driver of a view in the page flow (src/views/declaration.ts `FlowDeclaration`: the header's
 * bar, the inline picker), with plain DOM, inside the element's inner root: drawn from the state React's flow driver
 * reads, or a server's markup kept where it shows the same, and redrawn in place as that changes. React adopts these
 * nodes when it comes (hydration); until then the behaviours (src/behaviour/) serve them: the declaration's, every
 * control's, the menus it opens itself, and the dialogs and drawers its buttons open, drawn here too.
 */
export function paintFlow(handle: HostHandle, root: ShadowRoot, view: FlowDeclaration): FirstPaint {
  let tree: HTMLElement | null = null;
  let scheduled = false;
  view.begin?.(handle, false);
  const describeView = (): MarkupElement => view.describe(valuesOf(view.reads), handle);
  // The menus open before the views have loaded, as drawn now (which menus "More menus" holds, say): the drawn view's
  // description, kept until it is drawn again or its menus move into "More menus".
  let drawn: MarkupElement | null = null;
  const dropdowns = plainDropdowns(handle, (menu) => findDropdown((drawn ??= describeView()), menu));

  // Before the first draw, the root may hold server-rendered markup (renderHeader): kept if it shows the same, else
  // replaced, focus carried.
  const focusedControl = () => {
    const active = root.activeElement;
    return active && (!tree || tree.contains(active)) ? controlSelector(active) : null;
  };

  // The declaration's behaviour, attached as it is first drawn. Nothing here reads a size from script, which would
  // force a layout before the frame's own: a view that fits itself to its space (the bar) follows it with
  // ResizeObservers, whose callbacks run after the frame's layout and before its paint; what they change is drawn
  // again in a microtask, before that paint.
  let behaviour: FlowBehaviour | null = null;

  // What the view's drawer and dialog buttons open is readied ahead, once the plain panels' script has run: each drawn
  // ahead, detached, by the script that carries it (src/plain/overlay-root.ts), so a first tap only shows it. One at a
  // time, each in its own step.
  let stopPreparing: (() => void) | null = null;
  const prepareOverlays = (described: MarkupElement): void => {
    stopPreparing?.();
    let live = true;
    let stop = (): void => undefined;
    whenRegistered('plain-menu-panel', () => {
      if (live)
        stop = readyAhead(function* () {
          for (const kind of overlaysIn(described)) {
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
    drawn = describeView();
    const markup = rootDescription(`${handle.host.localName}-root`, drawn);
    let inner: HTMLElement;
    // Drawn again in place: the nodes that still fit stay (focus, a hover, a pointer's press on them), what the
    // description changed is written.
    if (tree) patchElement((inner = tree), markup);
    else {
      inner = drawElement(markup);
      // A server-rendered view showing the same is kept: its nodes are the ones React adopts.
      const server = takeServerBar(root, inner);
      if (server) inner = server;
      else {
        removeDrawnNodes(root);
        root.prepend(inner);
      }
    }
    // (Attached again after each draw: a behaviour marks the drawn nodes with what the state says, `aria-expanded`.)
    stopBehaviours?.();
    stopBehaviours = elementBehaviours(inner, {
      ...handle,
      featureFor: (control) => {
        const overlay = overlayOf(control);
        if (overlay) return dialogScript(overlay);
        return dropdowns.drawsItself(control) ? 'plain-menu-panel' : featureOpenedBy(control);
      },
    });
    dropdowns.attach(inner);
    tree = inner;
    const drawnView = inner.firstElementChild as HTMLElement;
    // The declaration's behaviour comes with the first draw; it hears each.
    (behaviour ??= view.behaviour(drawnView, handle)).drawn?.(drawnView);
    prepareOverlays(drawn);
    return inner;
  };

  const draw = () => {
    scheduled = false;
    const focus = focusedControl();
    const inner = place();
    if (focus) inner.querySelector<HTMLElement>(focus)?.focus({ preventScroll: true });
  };

  const redraw = () => {
    if (scheduled || frozen) return;
    scheduled = true;
    // Drawn already (the view was handed over meanwhile, as it is now), or gone: nothing to do.
    queueMicrotask(() => {
      if (scheduled && tree) draw();
    });
  };

  let stopBehaviours: (() => void) | null = null;
  let frozen = false;
  /** Stops drawing: no size or click follows the view any more, and store changes no longer redraw it. */
  const freeze = () => {
    frozen = true;
    dropdowns.freeze();
    behaviour?.stop();
    behaviour = null;
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
    // One that cannot be drawn closes, the view keeps working.
    if (kind && !frozen)
      overlay = showPlainDialog(handle, root, kind, { onClose: () => closeOverlay(kind, handle.ownerId) });
  };
  const stopOverlays = $overlay.listen(followOverlay);

  // Listening first mounts the stores once, so drawing reads them without mounting and unmounting each.
  const stops = [...Object.values(view.reads), $theme, $textLanguage, handle.own].map((store) =>
    (store as ReadableAtom<unknown>).listen(redraw),
  );
  const unsubscribe = () => {
    for (const stop of stops.splice(0)) stop();
  };
  draw();

  // Frozen, the view still listens until React owns it: that keeps the stores it reads mounted, so their values stay
  // current for React, which reads them while adopting and subscribes only after (@nanostores/react compares a
  // computed store's cached value then, which an unmounted store does not keep up to date).
  return {
    freeze() {
      // The nodes handed over show the state as it is now.
      if (scheduled && tree) draw();
      freeze();
    },
    // React takes the view over once an overlay drawn here has closed: it is never adopted half-way.
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
      view.end?.(handle);
    },
  };
}

/** A described dropdown's panel contents and alignment, by its menu (null when the view has no such dropdown). */
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
