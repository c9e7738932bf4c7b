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

/** One of the bar's icons, drawn from the same data as the React views' Glyph. */
export function glyph({ attributes, shapes }: Glyph): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  for (const [tag, shapeAttributes] of shapes) {
    const shape = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(shapeAttributes)) shape.setAttribute(name, value);
    svg.append(shape);
  }
  return svg;
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
