import r2wc from '@r2wc/react-to-web-component';
import { map, type MapStore } from 'nanostores';
import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { VERSION } from '../src/constants';
import type { HostHandle } from '../src/components/host';
import { Root } from '../src/components/root/Root';
import { closeOverlay, nextOwnerId } from '../src/stores/overlay';
import { STATE_ATTRIBUTES, writeState } from './state-attributes';
import { registerCoreStyles } from '../src/components/styles';
import { adoptSharedStyles } from '../src/components/style-sheet';

/** An attribute that belongs to one element (not shared state), e.g. <ex-drawer kind>. */
export interface OwnAttribute {
  name: string;
  property: string;
  parse(raw: string | null, tag: string): unknown;
}

export interface ElementOptions {
  tag: string;
  /** What the element shows inside its shadow root (wrapped in Root: theme, direction, host handle). */
  view: ComponentType;
  ownAttributes?: readonly OwnAttribute[];
}

const stateByName = new Map(STATE_ATTRIBUTES.map((attribute) => [attribute.name, attribute]));

/**
 * Builds a custom element class on r2wc: r2wc mounts the React component into an open shadow root;
 * this layer wires every state attribute to the shared stores (HTML boolean semantics, reset on removal,
 * one warning for a bad value), mirrors each as a property, and renders synchronously on connect.
 */
export function createElementClass(options: ElementOptions) {
  // On a server (no DOM) the module must still import: a framework renders <ex-header> as plain HTML there, and the
  // element is defined and upgrades when the same module loads in the browser.
  if (typeof HTMLElement === 'undefined')
    return ServerPlaceholder as unknown as ReturnType<typeof createBrowserElementClass>;
  return createBrowserElementClass(options);
}

/** React marks the DOM nodes it creates with a `__reactFiber$…` key (React 18 and 19). */
function createdByReact(element: HTMLElement): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/** What an element class is where there is no DOM: never defined (define.ts), only imported. */
class ServerPlaceholder {
  static readonly version = VERSION;
}

function createBrowserElementClass(options: ElementOptions) {
  const { tag, view } = options;
  const component = ({ container }: { container?: HTMLElement }) =>
    createElement(Root, { container, className: `${tag}-root` }, createElement(view));
  const ownAttributes = options.ownAttributes ?? [];
  const ownByName = new Map(ownAttributes.map((attribute) => [attribute.name, attribute]));
  const Base = r2wc(component, { shadow: 'open' }) as unknown as {
    new (): HTMLElement & { container: ShadowRoot; connectedCallback(): void; disconnectedCallback(): void };
  };

  class ExElement extends Base implements HostHandle {
    static readonly version = VERSION;
    static get observedAttributes(): string[] {
      return [...stateByName.keys(), ...ownByName.keys()];
    }

    readonly ownerId = nextOwnerId(tag);
    readonly own: MapStore<Record<string, unknown>> = map({});

    constructor() {
      super();
      registerCoreStyles();
      adoptSharedStyles(this.container);
      for (const attribute of ownAttributes) this.own.setKey(attribute.name, attribute.parse(null, tag));
    }

    get host(): HTMLElement {
      return this;
    }

    emit = (event: Event): boolean => this.dispatchEvent(event);

    override connectedCallback(): void {
      // Render in the same task so the header is painted in the first frame after the script runs and a host can
      // read it right after appending it. One exception: an element a host's React created is connected during
      // that React's commit, where flushSync is not allowed (with the ES-module build it is the same React, which
      // warns and defers the render anyway); it renders in a microtask instead, still before the browser paints.
      if (createdByReact(this)) {
        queueMicrotask(() => {
          if (this.isConnected) flushSync(() => super.connectedCallback());
        });
        return;
      }
      flushSync(() => super.connectedCallback());
    }

    override disconnectedCallback(): void {
      closeOverlay(undefined, this.ownerId);
      // Removed by a host's React during its commit: unmount once that has finished (and only if it stayed out).
      if (createdByReact(this)) {
        queueMicrotask(() => {
          if (!this.isConnected) super.disconnectedCallback();
        });
        return;
      }
      super.disconnectedCallback();
    }

    attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
      if (previous === value) return;
      const state = stateByName.get(name);
      if (state) {
        writeState(tag, state, value);
        return;
      }
      const own = ownByName.get(name);
      if (own) this.own.setKey(own.name, own.parse(value, tag));
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
        return this.own.get()[attribute.name];
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
