// Generates, from the Custom Elements Manifest (dist/custom-elements.json), everything a host's tools read:
//   types/elements.d.ts        declared element classes (extends HTMLElement, every documented property, typed
//                              addEventListener) and the HTMLElementTagNameMap entries; no React types
//   types/index.d.ts, types/<tag>.d.ts   the package entries' declarations
//   types/react.d.ts           JSX props for React 19 (properties, attributes, on<event> listeners)
//   types/vue.d.ts             Vue GlobalComponents
//   types/svelte.d.ts          Svelte 5 SvelteHTMLElements
//   vscode.html-custom-data.json, web-types.json   editor data (VS Code, JetBrains)
// Pure: the same manifest gives the same files. Paths are relative to dist/.

const HEADER = '// Generated from dist/custom-elements.json by scripts/lib/typings.mjs. Do not edit.\n';

/** The public types the elements' properties name (ExUser, ExFlags, ...), read from the manifest's member types. */
function publicTypes(elements) {
  const names = elements.flatMap((element) =>
    (element.members ?? []).flatMap((member) => typeOf(member).match(/\bEx[A-Z]\w*/g) ?? []),
  );
  return [...new Set(names)].sort();
}

/** The element declarations of the manifest, in manifest order. */
export function elementsOf(manifest) {
  return manifest.modules.flatMap((module) => module.declarations.filter((declaration) => declaration.customElement));
}

const jsDoc = (text, indent = '') =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim()} */\n` : '';
const typeOf = (member) => member.type?.text ?? 'string';
/** A property a page sets (an attribute's, or a writable field); not `updateComplete`, not a method. */
const settable = (member) => member.kind === 'field' && !member.readonly;
const settableMembers = (element) => element.members.filter(settable);
/** A member as the class declares it: readonly fields as readonly, methods with their return type. */
const classMember = (member) =>
  member.kind === 'method'
    ? `${member.static ? 'static ' : ''}${member.name}(): ${member.return?.type?.text ?? 'void'};`
    : `${member.readonly ? 'readonly ' : ''}${member.name}: ${typeOf(member)};`;
const eventMapName = (element) => `${element.name}EventMap`;
const propsName = (element) => `${element.name.replace(/Element$/, '')}Properties`;
const isKebab = (name) => name.includes('-');

/** 'a' | 'b' literal unions as their values (for editor completion), else null. */
function literalValues(typeText) {
  const parts = typeText.split('|').map((part) => part.trim());
  return parts.every((part) => /^(['"]).*\1$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : null;
}

function eventClasses(elements) {
  return [...new Set(elements.flatMap((element) => (element.events ?? []).map((event) => event.type.text)))].sort();
}

function elementsDts(elements) {
  const lines = [HEADER];
  lines.push(`import type { ${eventClasses(elements).join(', ')} } from '../esm/src/events';`);
  const types = publicTypes(elements).join(', ');
  lines.push(`import type { ${types} } from '../esm/elements/public-types';\n`);
  lines.push(`export type { ${types} };\n`);
  for (const element of elements) {
    const map = eventMapName(element);
    lines.push(`export interface ${map} extends HTMLElementEventMap {`);
    for (const event of element.events ?? []) lines.push(`  '${event.name}': ${event.type.text};`);
    lines.push('}\n');
    lines.push(
      `/** The properties of <${element.tagName}>, each also an attribute (${element.attributes.map((a) => a.name).join(', ')}). */`,
    );
    lines.push(`export interface ${propsName(element)} {`);
    for (const member of settableMembers(element))
      lines.push(`${jsDoc(member.description, '  ')}  ${member.name}: ${typeOf(member)};`);
    lines.push('}\n');
    lines.push(jsDoc(element.description).trimEnd());
    lines.push(`export declare class ${element.name} extends HTMLElement {`);
    lines.push('  /** The ex-header version that defined this element. */');
    lines.push('  static readonly version: string;');
    for (const member of element.members) lines.push(`${jsDoc(member.description, '  ')}  ${classMember(member)}`);
    lines.push(
      `  addEventListener<K extends keyof ${map}>(type: K, listener: (this: ${element.name}, event: ${map}[K]) => unknown, options?: boolean | AddEventListenerOptions): void;`,
    );
    lines.push(
      '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
    );
    lines.push(
      `  removeEventListener<K extends keyof ${map}>(type: K, listener: (this: ${element.name}, event: ${map}[K]) => unknown, options?: boolean | EventListenerOptions): void;`,
    );
    lines.push(
      '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;',
    );
    lines.push('}\n');
  }
  lines.push('declare global {');
  lines.push('  interface HTMLElementTagNameMap {');
  for (const element of elements) lines.push(`    '${element.tagName}': ${element.name};`);
  lines.push('  }');
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

function entryDts(elements, only) {
  const names = (only ? elements.filter((element) => element.tagName === only) : elements).map(
    (element) => element.name,
  );
  const lines = [HEADER, `export { ${names.join(', ')} } from './elements';`];
  if (!only) {
    lines.push(
      `export type { ${elements.flatMap((element) => [eventMapName(element), propsName(element)]).join(', ')}, ${publicTypes(elements).join(', ')} } from './elements';`,
    );
    lines.push("export * from '../esm/src/events';");
    lines.push('/** The package version. */');
    lines.push('export declare const VERSION: string;');
    // The entry's functions, from their own declarations (elements/index.ts exports them).
    lines.push("export { syncPath } from '../esm/src/stores/path';");
    lines.push("export { routeHeaderLinks } from '../esm/src/actions/route-links';");
  }
  return `${lines.join('\n')}\n`;
}

/** Props of one element for a framework: each property by its name, kebab attributes by theirs, and listeners. */
function frameworkProps(element, listenerName) {
  const lines = [];
  for (const member of settableMembers(element)) {
    lines.push(`${jsDoc(member.description, '  ')}  ${member.name}?: ${typeOf(member)};`);
    if (member.attribute && isKebab(member.attribute)) {
      const attributeType = typeOf(member) === 'boolean' ? 'boolean' : 'string';
      lines.push(`  '${member.attribute}'?: ${attributeType};`);
    }
  }
  for (const event of element.events ?? [])
    lines.push(`${jsDoc(event.description, '  ')}  ${listenerName(event.name)}?: (event: ${event.type.text}) => void;`);
  return lines;
}

function importsFor(elements) {
  return [
    `import type { ${eventClasses(elements).join(', ')} } from '../esm/src/events';`,
    `import type { ${[...elements.map((element) => element.name), ...publicTypes(elements)].join(', ')} } from './elements';`,
  ];
}

function reactDts(elements) {
  const lines = [
    HEADER,
    '// React 19: properties (objects too) and on<event> listeners go straight through JSX. React 18 passes',
    '// every prop as a string attribute: set objects and listen to events through a ref there.',
    "import type { HTMLAttributes, Key, Ref } from 'react';",
    ...importsFor(elements),
    '',
  ];
  for (const element of elements) {
    lines.push(`export interface ${element.name.replace(/Element$/, '')}JsxProps {`);
    lines.push(...frameworkProps(element, (name) => `'on${name}'`));
    lines.push('}\n');
  }
  lines.push(
    'type ExJsx<E, P> = Omit<HTMLAttributes<E>, keyof P> & P & { ref?: Ref<E> | undefined; key?: Key | null | undefined; class?: string };\n',
  );
  lines.push("declare module 'react' {");
  lines.push('  namespace JSX {');
  lines.push('    interface IntrinsicElements {');
  for (const element of elements)
    lines.push(`      '${element.tagName}': ExJsx<${element.name}, ${element.name.replace(/Element$/, '')}JsxProps>;`);
  lines.push('    }');
  lines.push('  }');
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

function vueDts(elements) {
  const lines = [
    HEADER,
    '// Bind objects as DOM properties (`:user.prop="user"`); listen with `@ex-navigate="..."`.',
    "import type { DefineComponent } from 'vue';",
    ...importsFor(elements),
    '',
  ];
  for (const element of elements) {
    lines.push(`export interface ${element.name.replace(/Element$/, '')}VueProps {`);
    lines.push(...frameworkProps(element, (name) => `on${camel(`-${name}`).replace(/^-/, '')}`));
    lines.push('}\n');
  }
  lines.push("declare module 'vue' {");
  lines.push('  interface GlobalComponents {');
  for (const element of elements)
    lines.push(`    '${element.tagName}': DefineComponent<${element.name.replace(/Element$/, '')}VueProps>;`);
  lines.push('  }');
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

function svelteDts(elements) {
  const lines = [
    HEADER,
    '// Svelte 5 sets properties on custom elements that have them; onex-navigate={...} adds the listener.',
    "import type { HTMLAttributes } from 'svelte/elements';",
    ...importsFor(elements),
    '',
  ];
  for (const element of elements) {
    lines.push(`export interface ${element.name.replace(/Element$/, '')}SvelteProps {`);
    lines.push(...frameworkProps(element, (name) => `'on${name}'`));
    lines.push('}\n');
  }
  lines.push("declare module 'svelte/elements' {");
  lines.push('  interface SvelteHTMLElements {');
  for (const element of elements) {
    const props = `${element.name.replace(/Element$/, '')}SvelteProps`;
    lines.push(`    '${element.tagName}': Omit<HTMLAttributes<${element.name}>, keyof ${props}> & ${props};`);
  }
  lines.push('  }');
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

function vscodeData(elements) {
  return {
    version: 1.1,
    tags: elements.map((element) => ({
      name: element.tagName,
      description: element.description,
      attributes: element.attributes.map((attribute) => {
        const values = literalValues(attribute.type?.text ?? '');
        return {
          name: attribute.name,
          description: attribute.description,
          ...(values ? { values: values.map((name) => ({ name })) } : {}),
          ...(attribute.type?.text === 'boolean' ? { valueSet: 'v' } : {}),
        };
      }),
    })),
  };
}

function webTypes(elements, { name, version }) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name,
    version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: elements.map((element) => ({
          name: element.tagName,
          description: element.description,
          attributes: element.attributes.map((attribute) => ({
            name: attribute.name,
            description: attribute.description,
            ...(attribute.default ? { default: attribute.default } : {}),
            value:
              attribute.type?.text === 'boolean'
                ? { kind: 'no-value', type: 'boolean' }
                : { type: attribute.type?.text ?? 'string' },
          })),
          js: {
            properties: settableMembers(element).map((member) => ({
              name: member.name,
              description: member.description,
              value: { type: typeOf(member) },
            })),
            events: (element.events ?? []).map((event) => ({
              name: event.name,
              description: event.description,
              value: { type: event.type.text },
            })),
          },
        })),
      },
    },
  };
}

/** Every generated file: { [path relative to dist/]: text }. */
export function buildTypings(manifest, pkg) {
  const elements = elementsOf(manifest);
  const files = {
    'types/elements.d.ts': elementsDts(elements),
    'types/index.d.ts': entryDts(elements),
    'types/react.d.ts': reactDts(elements),
    'types/vue.d.ts': vueDts(elements),
    'types/svelte.d.ts': svelteDts(elements),
    'esm/typings.js': '// The framework typings (ex-header/react, /vue, /svelte) are types only.\nexport {};\n',
    'vscode.html-custom-data.json': `${JSON.stringify(vscodeData(elements), null, 2)}\n`,
    'web-types.json': `${JSON.stringify(webTypes(elements, pkg), null, 2)}\n`,
  };
  for (const element of elements) files[`types/${element.tagName}.d.ts`] = entryDts(elements, element.tagName);
  return files;
}
