import { createElement, type ComponentType, type Key, type ReactNode } from 'react';
import type { Control, ControlKind } from '../markup/controls';
import type { Markup, MarkupElement } from '../markup/node';

/** The React component that gives one kind of described control its behaviour. */
export type ControlView<K extends ControlKind = ControlKind> = ComponentType<{
  markup: MarkupElement;
  control: Extract<Control, { kind: K }>;
  views: ControlViews;
}>;

/** The behaviour of each kind of control a tree holds (the bar's, a panel's); a control without one renders as drawn. */
export type ControlViews = { readonly [K in ControlKind]?: ControlView<K> };

/** Attributes that are booleans in React: present (any text, even empty) means true. */
const BOOLEAN_ATTRIBUTES = new Set(['hidden', 'disabled', 'open', 'inert', 'required']);

/** DOM attributes whose React prop is not their camel-cased name. */
const REACT_NAMES: Readonly<Record<string, string>> = {
  autocomplete: 'autoComplete',
  class: 'className',
  for: 'htmlFor',
  inputmode: 'inputMode',
  maxlength: 'maxLength',
  referrerpolicy: 'referrerPolicy',
  spellcheck: 'spellCheck',
  tabindex: 'tabIndex',
};

/**
 * React props for DOM attributes: class -> className, stroke-width -> strokeWidth; aria-* and data-* stay. A custom
 * element's attributes keep their names (React gives them to the element as they are).
 */
function reactProps(tag: string, attributes: MarkupElement['attributes']): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {};
  const custom = tag.includes('-');
  for (const [name, value] of Object.entries(attributes)) {
    if (value == null) continue;
    if (REACT_NAMES[name]) props[REACT_NAMES[name]] = value;
    else if (custom) props[name] = value;
    else if (BOOLEAN_ATTRIBUTES.has(name)) props[name] = true;
    else if (/^(aria|data)-/.test(name)) props[name] = value;
    else props[name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return props;
}

/**
 * Keys that keep each child's state when siblings come and go (a badge added before the menus, a menu moved into "More
 * menus", a filter leaving some options out): a dropdown by its menu, an element with an id by it, anything else by its
 * tag and class and how many such siblings precede it.
 */
function keysOf(children: readonly Markup[]): string[] {
  const seen = new Map<string, number>();
  return children.map((child) => {
    const base =
      typeof child === 'string'
        ? '#text'
        : child.control?.kind === 'dropdown'
          ? `menu:${child.attributes['data-menu']}`
          : child.attributes.id
            ? `#${child.attributes.id}`
            : `${child.tag}.${child.attributes.class ?? ''}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return `${base}#${count}`;
  });
}

/**
 * Markup as React elements (the live bar): the same tree the first paint and the server draw, so React adopts their
 * nodes as they are. A described control becomes its view from `views`, which draws the element with renderElement.
 */
export function toReact(markup: Markup, views?: ControlViews, key?: Key): ReactNode {
  if (typeof markup === 'string') return markup;
  const View = markup.control && (views?.[markup.control.kind] as ControlView | undefined);
  if (View) return <View key={key} markup={markup} control={markup.control!} views={views!} />;
  if (!isStatic(markup)) return renderElement(markup, views, {}, undefined, key);
  // A subtree with no control in it is the same React element for the same description, so a control that renders
  // again (a dropdown opening) leaves its label and icon alone instead of rendering them anew.
  const byKey = staticElements.get(markup) ?? new Map<Key | undefined, ReactNode>();
  staticElements.set(markup, byKey);
  if (!byKey.has(key)) byKey.set(key, renderElement(markup, views, {}, undefined, key));
  return byKey.get(key);
}

const staticElements = new WeakMap<MarkupElement, Map<Key | undefined, ReactNode>>();
const staticSubtrees = new WeakMap<MarkupElement, boolean>();

/** Whether no element in the subtree is a control (remembered per description): such a subtree never changes. */
function isStatic(markup: MarkupElement): boolean {
  let known = staticSubtrees.get(markup);
  if (known === undefined) {
    known = !markup.control && markup.children.every((child) => typeof child === 'string' || isStatic(child));
    staticSubtrees.set(markup, known);
  }
  return known;
}

/** Described siblings as React nodes, each keyed so it keeps its state when others come and go. */
export function renderList(list: readonly Markup[], views?: ControlViews): ReactNode[] {
  const keys = keysOf(list);
  return list.map((child, index) => toReact(child, views, keys[index]));
}

/** The described children of an element as React nodes. */
export function renderChildren(markup: MarkupElement, views?: ControlViews): ReactNode[] {
  return renderList(markup.children, views);
}

/**
 * One described element with the props a control adds (handlers, a ref, state that overrides a described attribute)
 * and its children: by default the described ones; a control may pass its own, built from the described ones.
 */
export function renderElement(
  markup: MarkupElement,
  views: ControlViews | undefined,
  props: Record<string, unknown> = {},
  children: ReactNode[] = renderChildren(markup, views),
  key?: Key,
): ReactNode {
  return createElement(markup.tag, { key, ...reactProps(markup.tag, markup.attributes), ...props }, ...children);
}
