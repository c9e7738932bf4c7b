import type { Markup, MarkupElement } from '../markup/node';

const SVG = 'http://www.w3.org/2000/svg';
/** Icons are described once per glyph: drawn once, then copied. */
const drawnSvgs = new WeakMap<MarkupElement, Element>();

/** Markup as DOM nodes (the script's first paint). Text stays text. */
export function toDom(markup: Markup, svg = false): Node {
  if (typeof markup === 'string') return document.createTextNode(markup);
  const inSvg = svg || markup.tag === 'svg';
  if (markup.tag === 'svg') {
    const drawn = drawnSvgs.get(markup);
    if (drawn) return drawn.cloneNode(true);
  }
  const element = inSvg ? document.createElementNS(SVG, markup.tag) : document.createElement(markup.tag);
  for (const [name, value] of Object.entries(markup.attributes)) if (value != null) element.setAttribute(name, value);
  for (const child of markup.children) element.append(toDom(child, inSvg));
  if (markup.tag === 'svg') {
    drawnSvgs.set(markup, element);
    return element.cloneNode(true);
  }
  return element;
}

/** toDom for an element description. */
export function toElement(markup: MarkupElement): HTMLElement {
  return toDom(markup) as HTMLElement;
}
