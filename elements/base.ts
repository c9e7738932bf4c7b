import { map, type MapStore } from 'nanostores';
import { VERSION } from '../src/constants';
import type { HostHandle } from '../src/protocol/view';
import { adoptSharedStyles } from '../src/internal/style-sheet';
import { registerCoreStyles } from '../src/styles/core';
import { firstPainterFor, type FirstPaint } from '../src/protocol/first-paint';
import { installViews } from '#install-views';
import { currentRenderer, whenRenderer } from '../src/protocol/renderer';
import { afterNextFrame } from '../src/internal/frames';
import { settled } from '../src/internal/settle';
import {
  adoptServerData,
  adoptUnparsedShadowRoot,
  focusedControlOf,
  hasServerMarkup,
  removeDrawnNodes,
} from '../src/render/server-markup';
import type { ViewRenderer, ViewSpec } from '../src/protocol/view';
import { whenMenusSettled } from '../src/stores/menus';
import { closeOverlay, nextOwnerId } from '../src/stores/overlay';
import { upgradingOnDefine } from './define';
import { watchInlineMenus } from './inline-menus';
import type { OwnAttribute } from './own-attributes';
import { STATE_ATTRIBUTES, writeState } from '../src/attributes/state-attributes';
import { $theme } from '../src/stores/theme';
import type { ExElementMembers } from './public-types';
import { LAYOUT_STATES, THEME_STATES } from './css-states';
import { drawToastRoot } from '../src/render/toast-root';
import { loadFeature, provideFeatureLoader } from '../src/internal/loader';
import * as featureLoader from '#load-feature';

// The page's feature loader is this build's, wherever the elements are imported: in a browser, and on a server or in
// Node, where `checkMenus` (ex-header's own CLI) loads the validator through it.
provideFeatureLoader({
  load: featureLoader.loadFeature,
  loaded: featureLoader.loadedFeature,
  whenRegistered: featureLoader.whenRegistered,
  fetchAhead: featureLoader.fetchAhead,
});

export interface ElementOptions<N extends string = never> {
  tag: string;
  /** What the element shows inside its shadow root (drawn by the view renderer). */
  view: ViewSpec;
  ownAttributes?: readonly OwnAttribute<N>[];
}

/** What an element class says about itself (its contract, elements/<tag>.contract.ts, reads it). */
export interface ElementMetadata<N extends string = string> {
  readonly tag: string;
  readonly ownAttributes: readonly OwnAttribute<N>[];
  readonly version: string;
}

/** Each element's own attribute values, for the accessors defined on its class's prototype. */
const ownValues = new WeakMap<HTMLElement, MapStore<Record<string, unknown>>>();
const ownValue = (element: HTMLElement, name: string): unknown => ownValues.get(element)?.get()[name];

const stateByName = new Map(STATE_ATTRIBUTES.map((attribute) => [attribute.name, attribute]));

export function createElementClass<N extends string = never>(options: ElementOptions<N>) {
  // On a server (no DOM) the module must still import: a framework renders <ex-header> as plain HTML there, and the
  // element is defined and upgrades when the same module loads in the browser.
  if (typeof HTMLElement === 'undefined')
    return serverPlaceholder(options) as unknown as ReturnType<typeof createBrowserElementClass<N>>;
  // The view renderer: at once in the ES-module build, after the first paint in the script-tag build.
  installViews();
  return createBrowserElementClass(options);
}

/** React marks the DOM nodes it creates with a `__reactFiber$…` key (React 18 and 19). */
function createdByReact(element: HTMLElement): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/** What an element class is where there is no DOM: never defined (define.ts), only imported (and described). */
function serverPlaceholder<N extends string>({ tag, ownAttributes = [] }: ElementOptions<N>): ElementMetadata<N> {
  return class ServerPlaceholder {
    static readonly tag = tag;
    static readonly ownAttributes = ownAttributes;
    static readonly version = VERSION;
  };
}

/**
 * Builds a custom element class: an open shadow root with the shared styles, every state attribute wired to the
 * shared stores (HTML boolean semantics, reset on removal, one warning for a bad value) and mirrored as a property,
 * and a view drawn by the view renderer, synchronously on connect. Until the renderer is there (the script-tag build
 * loads it after the first paint), an element with a first painter shows that plain-DOM view, and hands focus over
 * to the renderer's view.
 */
function createBrowserElementClass<N extends string>(options: ElementOptions<N>) {
  const { tag, view } = options;
  const ownAttributes: readonly OwnAttribute<N>[] = options.ownAttributes ?? [];
  const ownByName = new Map<string, OwnAttribute>(ownAttributes.map((attribute) => [attribute.name, attribute]));

  class ExElement extends HTMLElement implements ExElementMembers {
    static readonly tag = tag;
    static readonly ownAttributes = ownAttributes;
    static readonly version = VERSION;
    /** ExElementStatics.resetState (elements/public-types.ts); its code loads on the first call. */
    static async resetState(): Promise<void> {
      (await loadFeature('reset')).resetSharedState();
    }

    static get observedAttributes(): string[] {
      return [...stateByName.keys(), ...ownByName.keys()];
    }

    readonly #own: MapStore<Record<string, unknown>> = map({});
    readonly #root: ShadowRoot;
    readonly #internals: ElementInternals = this.attachInternals();
    /**
     * What the views know of this element, kept off the element: its public surface is its contract only (a `host`
     * property, for one, makes axe-core take the element for a shadow root).
     */
    readonly #handle: HostHandle = {
      ownerId: nextOwnerId(tag),
      own: this.#own,
      emit: (event) => this.dispatchEvent(event),
      host: this,
      setLayout: (layout) => this.#setLayout(layout),
    };
    #unmount: (() => void) | null = null;
    #firstPaint: FirstPaint | null = null;
    #stopWaiting: (() => void) | null = null;
    #stopInlineMenus: (() => void) | null = null;
    #stopThemeState: (() => void) | null = null;
    #removeToastRoot: (() => void) | null = null;

    constructor() {
      super();
      // A declarative shadow root (server-rendered markup) is kept until the view replaces it; attachShadow would
      // empty it before the renderer is ready.
      this.#root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      ownValues.set(this, this.#own);
      registerCoreStyles();
      adoptSharedStyles(this.#root);
      for (const attribute of ownAttributes) this.#own.setKey(attribute.name as string, attribute.parse(null, tag));
      this.#takeEarlyProperties();
    }

    #setLayout(layout: 'desktop' | 'compact' | null): void {
      this.#setState(LAYOUT_STATES, layout);
    }

    /** One of `names` as the element's custom state (`:state(dark)`), the others removed. */
    #setState(names: readonly string[], current: string | null): void {
      for (const name of names)
        if (name === current) this.#internals.states.add(name);
        else this.#internals.states.delete(name);
    }

    /**
     * A property a host set before this element was defined (a script before ours, a framework rendering first) is
     * an own property of the element that hides our accessor: take it through the accessor instead.
     */
    #takeEarlyProperties(): void {
      for (const { property } of [...STATE_ATTRIBUTES, ...ownAttributes]) {
        if (!Object.prototype.hasOwnProperty.call(this, property)) continue;
        const value = (this as unknown as Record<string, unknown>)[property];
        delete (this as unknown as Record<string, unknown>)[property];
        (this as unknown as Record<string, unknown>)[property] = value;
      }
    }

    /** ExElementMembers.updateComplete (elements/public-types.ts). */
    get updateComplete(): Promise<boolean> {
      return settled();
    }

    connectedCallback(): void {
      adoptUnparsedShadowRoot(this, this.#root);
      adoptServerData(this.#root, tag);
      this.#stopInlineMenus = watchInlineMenus(this, tag);
      this.#stopThemeState ??= $theme.subscribe((theme) => this.#setState(THEME_STATES, theme));
      if (view.type === 'header' || view.options.toasts) this.#removeToastRoot ??= drawToastRoot(this.#root);
      const renderer = currentRenderer();
      if (renderer) {
        // Over a server-rendered bar, the first painter takes its nodes (where they show the state) for the view to
        // adopt, rather than the view drawing a second bar.
        if (hasServerMarkup(this.#root)) this.#paintFirst();
        this.#mountWhenSafe(renderer);
        return;
      }
      // A server-rendered bar is on screen already: the plain one replaces it after that frame, not before it, and
      // not before the navigation document the server drew with is read here too.
      if (!this.#firstPaint && hasServerMarkup(this.#root))
        afterNextFrame(() => whenMenusSettled(() => this.#paintFirst()));
      else this.#paintFirst();
      // A painted bar serves until the reader needs the views; anything else shows nothing until they come.
      this.#stopWaiting ??= whenRenderer(
        (ready) => {
          this.#stopWaiting = null;
          if (this.isConnected) this.#mount(ready);
        },
        { soon: !firstPainterFor(view) },
      );
    }

    #paintFirst(): void {
      if (this.isConnected && !this.#unmount)
        this.#firstPaint ??= firstPainterFor(view)?.(this.#handle, this.#root, view) ?? null;
    }

    disconnectedCallback(): void {
      closeOverlay(undefined, this.#handle.ownerId);
      this.#stopInlineMenus?.();
      this.#stopThemeState?.();
      this.#stopThemeState = null;
      this.#stopWaiting?.();
      this.#stopWaiting = null;
      this.#firstPaint?.dispose();
      this.#firstPaint = null;
      // The view is unmounted only if the element stays out: one that is moved (a client router keeping it across
      // pages, such as Astro's transition:persist; a host's React during its commit) is back in the same task and
      // keeps its nodes.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#unmountView();
        this.#removeToastRoot?.();
        this.#removeToastRoot = null;
      });
    }

    attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
      if (previous === value) return;
      const state = stateByName.get(name);
      if (state) {
        writeState(tag, state, value);
        return;
      }
      const own = ownByName.get(name);
      if (own) this.#own.setKey(own.name, own.parse(value, tag));
    }

    /**
     * Renders in the same task so the header is painted in the first frame and a host can read it right after
     * appending it. Two exceptions render in a microtask instead, still before the browser paints: an element a host's
     * React created is connected during that React's commit, and an element upgraded while its tag is being defined
     * may be inside a host's render (the module that imports the package evaluated as React renders), where a
     * synchronous render is not allowed (React: "flushSync was called from inside a lifecycle method").
     */
    #mountWhenSafe(renderer: ViewRenderer): void {
      if (createdByReact(this) || upgradingOnDefine()) {
        queueMicrotask(() => {
          if (this.isConnected) this.#mount(renderer);
        });
        return;
      }
      this.#mount(renderer);
    }

    #mount(renderer: ViewRenderer): void {
      if (this.#unmount) return;
      const firstPaint = this.#firstPaint;
      const pending = firstPaint?.pending();
      if (pending) {
        // A menu the reader opened on the plain bar is adopted open, once the view can draw its entries.
        const retry = () => {
          if (this.isConnected && this.#firstPaint === firstPaint) this.#mount(renderer);
        };
        pending.then(retry, retry);
        return;
      }
      if (firstPaint) {
        // The view adopts the plain bar's nodes, drawn from the state as it is now (a view that adopts them renders
        // that state first, then any change since, as an update: src/components/view-store.ts); focus stays where it is.
        const focused = focusedControlOf(this.#root);
        firstPaint.freeze();
        this.#unmount = renderer.mount(this.#handle, this.#root, view, {
          done: (adopted) => {
            firstPaint.release();
            if (this.#firstPaint === firstPaint) this.#firstPaint = null;
            // Not adopted: the view emptied the inner root and drew itself anew there; focus goes to the same control,
            // after this commit's layout effects (the bar's dropdown behaviour is attached in one), before the paint.
            if (!adopted) queueMicrotask(() => this.#carry(focused));
          },
        });
        return;
      }
      this.#drawAnew(renderer);
    }

    /**
     * Draws the view from the state into an emptied root: what was there (server-rendered markup, an earlier view)
     * goes in the same task as the view comes (React leaves a shadow root's children); focus is carried to the new
     * nodes.
     */
    #drawAnew(renderer: ViewRenderer): void {
      const focus = focusedControlOf(this.#root);
      this.#unmountView();
      removeDrawnNodes(this.#root);
      this.#unmount = renderer.mount(this.#handle, this.#root, view);
      this.#carry(focus);
    }

    /** Focus, from the view that was on screen to the same control in the new one. */
    #carry(focus: string | null): void {
      if (focus) this.#root.querySelector<HTMLElement>(focus)?.focus({ preventScroll: true });
    }

    #unmountView(): void {
      this.#unmount?.();
      this.#unmount = null;
    }
  }

  for (const attribute of STATE_ATTRIBUTES) {
    Object.defineProperty(ExElement.prototype, attribute.property, {
      configurable: true,
      enumerable: true,
      get: () => attribute.read(),
      set(value: unknown) {
        writeState(tag, attribute, value);
      },
    });
  }
  for (const attribute of ownAttributes) {
    Object.defineProperty(ExElement.prototype, attribute.property, {
      configurable: true,
      enumerable: true,
      get(this: ExElement) {
        return ownValue(this, attribute.name);
      },
      // Own properties reflect to their attribute (like dialog.open): false, null or undefined remove it.
      set(this: ExElement, value: unknown) {
        if (value === null || value === undefined || value === false) this.removeAttribute(attribute.name);
        else this.setAttribute(attribute.name, value === true ? '' : String(value));
      },
    });
  }
  return ExElement;
}
