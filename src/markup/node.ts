import type { Control } from './controls';
import type { Glyph } from './glyphs';

/**
 * Markup as data: what an element draws, free of the DOM and of React, so one description gives every output (plain
 * DOM for the first paint, React elements for the live bar, an HTML string for a server). Attribute values are
 * text; null and undefined leave the attribute out. Text children are always text, never HTML.
 */
export interface MarkupElement {
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string | null | undefined>>;
  readonly children: readonly Markup[];
  /** What the element does once live (the React renderer gives it behaviour; the plain renderers ignore it). */
  readonly control?: Control;
}

export type Markup = MarkupElement | string;

type Child = Markup | null | undefined | false | readonly Child[];

function flatten(children: readonly Child[], into: Markup[]): Markup[] {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (typeof child === 'string' || !Array.isArray(child)) into.push(child as Markup);
    else flatten(child, into);
  }
  return into;
}

/** An element: attributes (null or undefined leave one out) and children (arrays flattened, empty ones dropped). */
export function el(
  tag: string,
  attributes: Record<string, string | null | undefined> = {},
  ...children: Child[]
): MarkupElement {
  return { tag, attributes, children: flatten(children, []) };
}

/** The element with what it does once live (src/markup/controls.ts). */
export function controlled(control: Control, element: MarkupElement): MarkupElement {
  return { ...element, control };
}

const glyphs = new WeakMap<Glyph, MarkupElement>();

/** One of the bar's icons (glyphs.ts) as markup: the same object for the same icon, so a renderer may copy it. */
export function glyph(source: Glyph): MarkupElement {
  let described = glyphs.get(source);
  if (!described) {
    described = el(
      'svg',
      { ...source.attributes },
      ...source.shapes.map(([tag, attributes]) => el(tag, { ...attributes })),
    );
    glyphs.set(source, described);
  }
  return described;
}
