import type { ReactNode } from 'react';
import { describeDisclosure, type DisclosureOptions } from '../../markup/disclosure';
import type { MarkupElement } from '../../markup/node';
import { renderElement, toReact } from '../../render/markup-react';

/**
 * One accordion section of a drawer around React-drawn contents (the preferences' language and unit lists): the
 * markup of src/markup/disclosure.ts; showing and hiding it is src/behaviour/disclosure.ts's.
 */
export function Disclosure({ children, ...options }: DisclosureOptions & { children: ReactNode }) {
  const section = describeDisclosure(options);
  const [heading, region] = section.children as MarkupElement[];
  return renderElement(section, undefined, {}, [
    toReact(heading, undefined, 'heading'),
    renderElement(region, undefined, {}, [children], 'region'),
  ]);
}
