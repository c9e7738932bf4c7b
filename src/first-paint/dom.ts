import type { Glyph } from '../components/icons/glyphs';

type Child = Node | string | null | false;

/** An element with attributes (null or undefined leave one out) and children; text is always text, never HTML. */
export function h(tag: string, attributes: Record<string, string | null | undefined> = {}, ...children: Child[]) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value != null) element.setAttribute(name, value);
  for (const child of children) if (child !== null && child !== false) element.append(child);
  return element;
}

const SVG = 'http://www.w3.org/2000/svg';

const drawnGlyphs = new WeakMap<Glyph, SVGSVGElement>();

/** One of the bar's icons, drawn from the same data as the React views' Glyph (once, then copied). */
export function glyph(source: Glyph): SVGSVGElement {
  let drawn = drawnGlyphs.get(source);
  if (!drawn) {
    drawn = document.createElementNS(SVG, 'svg');
    for (const [name, value] of Object.entries(source.attributes)) drawn.setAttribute(name, value);
    for (const [tag, shapeAttributes] of source.shapes) {
      const shape = document.createElementNS(SVG, tag);
      for (const [name, value] of Object.entries(shapeAttributes)) shape.setAttribute(name, value);
      drawn.append(shape);
    }
    drawnGlyphs.set(source, drawn);
  }
  return drawn.cloneNode(true) as SVGSVGElement;
}

/**
 * A selector that finds the same control in the React view: a menu's trigger by its menu, a drawer button by its
 * drawer, anything else by its (unique) first part name.
 */
export function controlSelector(control: Element): string | null {
  const menu = control.parentElement?.closest('[data-menu]');
  if (menu && control.matches('.ex-menu > button'))
    return `[data-menu="${CSS.escape(menu.getAttribute('data-menu')!)}"] > button`;
  const drawer = control.getAttribute('data-drawer');
  if (drawer) return `[data-drawer="${CSS.escape(drawer)}"]`;
  const part = control.getAttribute('part')?.split(' ')[0];
  return part ? `[part~="${CSS.escape(part)}"]` : null;
}
