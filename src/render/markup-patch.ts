import type { Markup, MarkupElement } from '../markup/node';
import { toDom } from './markup-dom';

/** What each element drawn here was last drawn from: a patch writes what the description changed, as React does. */
const drawnFrom = new WeakMap<Element, MarkupElement>();

/** Markup as DOM nodes, each element remembering its description (so a later patch leaves alone what it did not set). */
function draw(markup: Markup, svg: boolean): Node {
  const node = toDom(markup, svg);
  remember(node, markup);
  return node;
}

function remember(node: Node | undefined, markup: Markup): void {
  if (typeof markup === 'string' || !(node instanceof Element)) return;
  drawnFrom.set(node, markup);
  markup.children.forEach((child, index) => remember(node.childNodes[index], child));
}

/** An element drawn from its description, for patchElement to bring up to date later. */
export function drawElement(markup: MarkupElement): HTMLElement {
  return draw(markup, false) as HTMLElement;
}

/**
 * Draws `markup` as the children of `parent`, keeping every node that still fits (same element, same text): the
 * attributes its description changed and its children are brought up to date in place, so a redraw (the markets'
 * symbols arriving in an open menu) leaves the nodes a pointer, focus or a script holds where they are, and what a
 * behaviour set on them (a hidden broken icon) stays, on nodes drawn here or by drawElement. What no longer fits is
 * replaced.
 */
export function patchChildren(parent: Element, markup: readonly Markup[], svg = false): void {
  const existing = Array.from(parent.childNodes);
  markup.forEach((next, index) => {
    const node = existing[index];
    if (node && fits(node, next)) patchNode(node, next, svg);
    else {
      const drawn = draw(next, svg);
      if (node) node.replaceWith(drawn);
      else parent.append(drawn);
    }
  });
  for (const extra of existing.slice(markup.length)) extra.remove();
}

const fits = (node: Node, markup: Markup): boolean =>
  typeof markup === 'string'
    ? node.nodeType === Node.TEXT_NODE
    : node instanceof Element && node.localName === markup.tag;

function patchNode(node: Node, markup: Markup, svg: boolean): void {
  if (typeof markup === 'string') {
    if (node.textContent !== markup) node.textContent = markup;
    return;
  }
  const element = node as Element;
  const before = drawnFrom.get(element);
  drawnFrom.set(element, markup);
  if (before === markup) return;
  const previous =
    before?.attributes ??
    Object.fromEntries(element.getAttributeNames().map((name) => [name, element.getAttribute(name)]));
  const wanted = markup.attributes;
  for (const name of Object.keys(previous))
    if (previous[name] != null && wanted[name] == null) element.removeAttribute(name);
  for (const [name, value] of Object.entries(wanted))
    if (value != null && previous[name] !== value) element.setAttribute(name, value);
  patchChildren(element, markup.children, svg || markup.tag === 'svg');
}

/** Brings one drawn element up to date with its description in place (its attributes and children), as above. */
export function patchElement(element: Element, markup: MarkupElement): void {
  patchNode(element, markup, false);
}
