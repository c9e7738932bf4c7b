/**
 * The public contract as data (build-time only: it feeds dist/custom-elements.json, the typings and the README
 * tables, and is never bundled into the runtime). Nothing here restates the code: the state attributes come from
 * src/attributes/state-attributes.ts and the ExStateProperties interface (its types and doc comments), each element's tag,
 * class and own attributes from its module (elements/ex-*.ts), and each element's prose, events and parts from its
 * elements/<tag>.contract.ts, keyed by the names the code declares.
 */
import { classNameFor } from '../scripts/lib/manifest.mjs';
import type { ElementMetadata } from './base';
import type { ElementDocs } from './documents';
import { eventClassDocs, interfaceDocs } from './interface-docs';
import { PART_DOCS } from './parts';
import { CSS_STATE_DOCS, THEME_STATES } from './css-states';
import * as events from '../src/events';
import { STATE_ATTRIBUTES } from '../src/attributes/state-attributes';

/** Every event class of src/events.ts, in its order: its name, class, detail fields, cancelable and doc comment. */
export const EVENT_DOCS = eventClassDocs(new URL('../src/events.ts', import.meta.url)).map(
  ({ className, description, detail }) => {
    const eventClass = (events as Record<string, unknown>)[className] as { type: string; cancelable: boolean };
    return { name: eventClass.type, type: className, detail, cancelable: eventClass.cancelable, description };
  },
);

export { PART_DOCS };

export const CSS_PROPERTY_DOCS = [
  {
    name: '--ex-z-index',
    default: '1000',
    description:
      "Stacking of the bar among the page's own layers (menus, dialogs, drawers and toasts are in the top layer, above everything).",
  },
  { name: '--ex-font-family', default: 'system-ui stack', description: 'Font of every element.' },
  { name: '--ex-header-height', default: '64px', description: 'Height of the desktop bar.' },
  ...[
    'bg',
    'bg-raised',
    'bg-hover',
    'fg',
    'fg-muted',
    'border',
    'accent',
    'accent-fg',
    'accent-text',
    'badge-bg',
    'badge-fg',
    'focus',
  ].flatMap((token) => [
    {
      name: `--ex-light-${token}`,
      default: 'light theme value',
      description: `Light theme ${token.replace('-', ' ')} colour.`,
    },
    {
      name: `--ex-dark-${token}`,
      default: 'dark theme value',
      description: `Dark theme ${token.replace('-', ' ')} colour.`,
    },
  ]),
] as const;

/** The state attributes with their docs: each property's type and doc comment, and the element's own fallback words. */
const STATE_DOCS = interfaceDocs(new URL('./public-types.ts', import.meta.url), 'ExStateProperties');
export const STATE_ATTRIBUTE_DOCS = STATE_ATTRIBUTES.map((attribute) => {
  const docs = STATE_DOCS[attribute.property];
  if (!docs) throw new Error(`ExStateProperties has no member ${attribute.property} (the ${attribute.name} attribute)`);
  return {
    name: attribute.name,
    property: attribute.property,
    ...docs,
    default: JSON.stringify(attribute.empty),
    defaultNote: attribute.fallback,
  };
});

/** What every element has besides its attributes: its members and its class's (ExElementMembers, ExElementStatics). */
const memberDocs = (name: string) => Object.entries(interfaceDocs(new URL('./public-types.ts', import.meta.url), name));
export const ELEMENT_PROPERTY_DOCS = memberDocs('ExElementMembers').map(([name, docs]) => ({ name, ...docs }));
export const ELEMENT_METHOD_DOCS = memberDocs('ExElementStatics').map(([name, { type, description }]) => ({
  name,
  static: true,
  description,
  return: type.replace(/^\(\) => /, ''),
}));

const isElementClass = (value: unknown): value is ElementMetadata =>
  typeof value === 'function' && typeof (value as Partial<ElementMetadata>).tag === 'string';

/** Every element module (elements/ex-*.ts) and the docs beside it: adding an element is its two files. */
const modules = import.meta.glob<Record<string, unknown>>(['./ex-*.ts', '!./*.contract.ts', '!./*.test.ts'], {
  eager: true,
});
const docsByModule = import.meta.glob<ElementDocs>('./ex-*.contract.ts', { eager: true, import: 'docs' });

/** Every element's contract, in the shape scripts/lib/manifest.mjs turns into dist/custom-elements.json. */
export const ELEMENTS = Object.entries(modules).map(([path, module]) => {
  const [className, element] = Object.entries(module).find(([, value]) => isElementClass(value)) as [
    string,
    ElementMetadata,
  ];
  const docs = docsByModule[path.replace(/\.ts$/, '.contract.ts')];
  if (!element || !docs)
    throw new Error(`${path}: expected an element class and its docs in ${path.replace(/\.ts$/, '.contract.ts')}`);
  if (className !== classNameFor(element.tag)) throw new Error(`${path}: <${element.tag}> is exported as ${className}`);
  return {
    tag: element.tag,
    className,
    module: `${element.tag}.js`,
    description: docs.description,
    attributes: [
      ...STATE_ATTRIBUTE_DOCS,
      ...element.ownAttributes.map(({ name, property, type, default: value }) => ({
        name,
        property,
        type,
        default: value,
        description: (docs.attributes as Record<string, string>)[name],
      })),
    ],
    properties: ELEMENT_PROPERTY_DOCS,
    methods: ELEMENT_METHOD_DOCS,
    states: [...(docs.states ?? []), ...THEME_STATES].map((name) =>
      CSS_STATE_DOCS.find((state) => state.name === name)!,
    ),
    events: EVENT_DOCS.filter((event) => (docs.events as readonly string[]).includes(event.name)),
    parts: docs.parts.map((name) => PART_DOCS.find((part) => part.name === name)!),
    cssProperties: CSS_PROPERTY_DOCS,
  };
});
