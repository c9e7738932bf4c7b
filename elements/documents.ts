/** Build-time only: the type of an element's docs (elements/<tag>.contract.ts), read by elements/contract.ts. */
import type { ElementMetadata } from './base';
import type { ExEventMap } from '../src/events';
import type { PART_DOCS } from './parts';
import type { LAYOUT_STATES } from './css-states';

/**
 * One element's prose, beside it in elements/<tag>.contract.ts: its description, what each of its own attributes
 * does (keyed by the names its code declares, so none is missing or extra), the events it sends (the names src/events.ts declares)
 * and the parts it renders (PART_DOCS names).
 */
export interface ElementDocs<N extends string = string> {
  description: string;
  attributes: { readonly [name in N]: string };
  events: readonly (keyof ExEventMap)[];
  parts: readonly (typeof PART_DOCS)[number]['name'][];
  /** Its own custom states (`:state(compact)`); every element also has the theme's, light and dark. */
  states?: readonly (typeof LAYOUT_STATES)[number][];
}

/** Types an element's docs against its code (the element class is only read for its attribute names). */
export function documents<N extends string>(_element: ElementMetadata<N>, docs: ElementDocs<N>): ElementDocs<N> {
  return docs;
}
