// Turns the element contract (elements/contract.ts `ELEMENTS`) into a Custom Elements Manifest
// (schema 2.x, "package" format: https://github.com/webcomponents/custom-elements-manifest).
// Pure and deterministic: same contract in, byte-identical JSON out.

export const SCHEMA_VERSION = '2.1.0';

/**
 * Output module for an element's definition: the contract's `module` ("ex-header.js", relative to dist/esm/),
 * else its own ESM entry when it has one, else the index.
 */
export function modulePath(element, esmEntryNames) {
  if (element.module)
    return element.module.startsWith('dist/') ? element.module : `dist/esm/${element.module.replace(/^\.\//, '')}`;
  return esmEntryNames.includes(element.tag) ? `dist/esm/${element.tag}.js` : 'dist/esm/index.js';
}

function fail(where, message) {
  throw new Error(`elements/contract.ts: ${where}: ${message}`);
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value) {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** ex-lang-modal -> ExLangModalElement */
export function classNameFor(tag) {
  return `${tag
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}Element`;
}

function kebabToCamel(name) {
  return name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
}

/** CEM defaults are source text: strings are quoted, other values JSON-encoded. */
function defaultText(value) {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function typeText(value) {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return text(value);
  if (isObject(value) && typeof value.text === 'string') return value.text;
  return undefined;
}

/** Drops undefined fields so the JSON stays small and stable. */
function compact(object) {
  const out = {};
  for (const [key, value] of Object.entries(object)) {
    if (value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}

function list(value, where) {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (isObject(value))
    return Object.entries(value).map(([name, entry]) =>
      isObject(entry) ? { name, ...entry } : { name, description: entry },
    );
  return fail(where, 'expected an array (or an object keyed by name)');
}

function named(entry, where) {
  if (typeof entry === 'string') return { name: entry };
  if (!isObject(entry)) fail(where, 'expected an object or a string');
  if (typeof entry.name !== 'string' || entry.name.trim() === '') fail(where, 'missing "name"');
  return entry;
}

function attributeOf(raw, where) {
  const entry = named(raw, where);
  const name = entry.name.trim();
  return {
    name,
    fieldName: text(entry.property) ?? text(entry.fieldName) ?? kebabToCamel(name),
    type: typeText(entry.type),
    // A default that is not one value (derived from the page, the user's storage ...) is said in words.
    description:
      [text(entry.description), text(entry.defaultNote) ? `Default: ${text(entry.defaultNote)}.` : undefined]
        .filter(Boolean)
        .join(' ') || undefined,
    default: defaultText(entry.default),
  };
}

function eventOf(raw, where) {
  const entry = named(raw, where);
  const detail = text(entry.detail) ?? text(entry.detailDescription);
  const cancelable = entry.cancelable === true;
  const description = [
    text(entry.description),
    detail ? `Detail: ${detail}.` : undefined,
    cancelable ? 'Cancelable: call preventDefault() to stop the default action.' : 'Not cancelable.',
  ]
    .filter(Boolean)
    .join(' ');
  return compact({
    name: entry.name.trim(),
    type: { text: typeText(entry.type) ?? typeText(entry.eventClass) ?? 'CustomEvent' },
    description,
  });
}

function simpleOf(raw, where, extra = []) {
  const entry = named(raw, where);
  const out = { name: entry.name.trim(), description: text(entry.description) };
  for (const key of extra) {
    if (key === 'default') out.default = defaultText(entry.default);
    else out[key] = text(entry[key]);
  }
  return compact(out);
}

/** Accepts `ELEMENTS` as an array of `{ tag, ... }` or an object keyed by tag name. */
export function normalizeElements(elements) {
  let entries;
  if (Array.isArray(elements)) entries = elements.map((meta, index) => [undefined, meta, index]);
  else if (isObject(elements)) entries = Object.entries(elements).map(([tag, meta], index) => [tag, meta, index]);
  else fail('ELEMENTS', 'expected an array or an object keyed by tag name');
  if (entries.length === 0) fail('ELEMENTS', 'no elements');
  const seen = new Set();
  return entries.map(([key, meta, index]) => {
    if (!isObject(meta)) fail(`ELEMENTS[${key ?? index}]`, 'expected an object');
    const tag = text(meta.tag) ?? text(meta.tagName) ?? key ?? text(meta.name);
    if (!tag || !/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(tag))
      fail(`ELEMENTS[${key ?? index}]`, `"${tag}" is not a valid custom element name`);
    if (seen.has(tag)) fail(tag, 'defined twice');
    seen.add(tag);
    const attributes = [];
    for (const field of ['attributes', 'ownAttributes']) {
      list(meta[field], `${tag}.${field}`).forEach((a, i) => {
        const attribute = attributeOf(a, `${tag}.${field}[${i}]`);
        if (attributes.some((known) => known.name === attribute.name))
          fail(`${tag}.${field}[${i}]`, `attribute "${attribute.name}" listed twice`);
        attributes.push(attribute);
      });
    }
    const properties = list(meta.properties, `${tag}.properties`).map((p, i) => named(p, `${tag}.properties[${i}]`));
    const methods = list(meta.methods, `${tag}.methods`).map((m, i) => named(m, `${tag}.methods[${i}]`));
    const states = list(meta.states ?? meta.cssStates, `${tag}.states`).map((s, i) =>
      simpleOf(s, `${tag}.states[${i}]`),
    );
    const events = list(meta.events, `${tag}.events`).map((e, i) => eventOf(e, `${tag}.events[${i}]`));
    const parts = list(meta.parts ?? meta.cssParts, `${tag}.parts`).map((p, i) => simpleOf(p, `${tag}.parts[${i}]`));
    const cssProperties = list(meta.cssProperties, `${tag}.cssProperties`).map((p, i) =>
      simpleOf(p, `${tag}.cssProperties[${i}]`, ['syntax', 'default']),
    );
    const slots = list(meta.slots, `${tag}.slots`).map((s, i) =>
      simpleOf(typeof s === 'string' && s === '' ? { name: '' } : s, `${tag}.slots[${i}]`),
    );
    return {
      tag,
      className: text(meta.className) ?? classNameFor(tag),
      classExported: text(meta.className) !== undefined,
      module: text(meta.module),
      description: text(meta.description) ?? text(meta.summary),
      summary: meta.description ? text(meta.summary) : undefined,
      attributes,
      properties,
      methods,
      states,
      events,
      parts,
      cssProperties,
      slots,
    };
  });
}

function declarationOf(element) {
  const members = element.attributes.map((attribute) =>
    compact({
      kind: 'field',
      name: attribute.fieldName,
      type: attribute.type ? { text: attribute.type } : undefined,
      description: attribute.description,
      default: attribute.default,
      attribute: attribute.name,
    }),
  );
  const known = new Set(members.map((member) => member.name));
  for (const property of element.properties) {
    if (known.has(property.name)) continue;
    members.push(
      compact({
        kind: 'field',
        name: property.name,
        type: typeText(property.type) ? { text: typeText(property.type) } : undefined,
        description: text(property.description),
        default: defaultText(property.default),
        readonly: property.readonly === true ? true : undefined,
      }),
    );
  }
  for (const method of element.methods)
    members.push(
      compact({
        kind: 'method',
        name: method.name,
        static: method.static === true ? true : undefined,
        description: text(method.description),
        return: typeText(method.return) ? { type: { text: typeText(method.return) } } : undefined,
      }),
    );
  return compact({
    kind: 'class',
    name: element.className,
    tagName: element.tag,
    customElement: true,
    summary: element.summary,
    description: element.description,
    superclass: { name: 'HTMLElement' },
    attributes: element.attributes.map((attribute) =>
      compact({
        name: attribute.name,
        type: attribute.type ? { text: attribute.type } : undefined,
        description: attribute.description,
        default: attribute.default,
        fieldName: attribute.fieldName,
      }),
    ),
    members,
    events: element.events,
    slots: element.slots,
    cssParts: element.parts,
    cssStates: element.states,
    cssProperties: element.cssProperties,
  });
}

/**
 * @param {unknown} elements  the contract's ELEMENTS
 * @param {{ esmEntryNames: string[], readme?: string }} options
 */
export function buildManifest(elements, { esmEntryNames, readme = 'README.md' }) {
  const normalized = normalizeElements(elements);
  const modules = new Map();
  const moduleFor = (path) => {
    if (!modules.has(path)) modules.set(path, { kind: 'javascript-module', path, declarations: [], exports: [] });
    return modules.get(path);
  };
  for (const element of normalized) {
    const path = modulePath(element, esmEntryNames);
    const module = moduleFor(path);
    module.declarations.push(declarationOf(element));
    // A class the contract names is one the module exports; a derived name is only a label for the definition.
    if (element.classExported)
      module.exports.push({
        kind: 'js',
        name: element.className,
        declaration: { name: element.className, module: path },
      });
    module.exports.push({
      kind: 'custom-element-definition',
      name: element.tag,
      declaration: { name: element.className, module: path },
    });
  }
  // The index entry defines every element; it points at the declarations in their own modules.
  const index = moduleFor('dist/esm/index.js');
  for (const element of normalized) {
    if (index.exports.some((entry) => entry.name === element.tag)) continue;
    index.exports.push({
      kind: 'custom-element-definition',
      name: element.tag,
      declaration: { name: element.className, module: modulePath(element, esmEntryNames) },
    });
  }
  const ordered = [...modules.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { schemaVersion: SCHEMA_VERSION, readme, modules: ordered };
}
