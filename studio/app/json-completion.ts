/**
 * Completion in the JSON view from the document's JSON Schema: the fields an object may still have (with what each
 * is), and the values a field takes (a rule name, true or false). Reads CodeMirror's JSON syntax tree; the schema is
 * the published one. A small source of our own: the JSON-Schema packages for CodeMirror bundle a syntax highlighter
 * for their hover texts, many times the size of the whole studio.
 */
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';
import type { SyntaxNode } from '@lezer/common';
import { childrenOf, propertyName, VALUE_NODES } from './json-tree';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  description?: string;
}

/** The schema of the value at a path (object branches of an anyOf are searched for fields). */
export function schemaAt(schema: JsonSchema, path: (string | number)[]): JsonSchema | null {
  let at: JsonSchema | null = schema;
  for (const step of path) {
    if (!at) return null;
    if (typeof step === 'number') at = at.items ?? null;
    else {
      const branch: JsonSchema | undefined = [at, ...(at.anyOf ?? [])].find((option) => option.properties?.[step]);
      at = branch?.properties?.[step] ?? null;
    }
  }
  return at;
}

/** The path from the document to `node` (a value inside objects and arrays). */
function pathTo(node: SyntaxNode, text: string): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: SyntaxNode | null = node; at?.parent; at = at.parent) {
    const parent: SyntaxNode = at.parent;
    const name = propertyName(parent, text);
    if (name !== null) path.unshift(name);
    else if (parent.name === 'Array' && VALUE_NODES.has(at.name)) {
      let index = 0;
      for (let sibling = at.prevSibling; sibling; sibling = sibling.prevSibling)
        if (VALUE_NODES.has(sibling.name)) index += 1;
      path.unshift(index);
    }
  }
  return path;
}

function propertyNames(node: SyntaxNode, text: string): Set<string> {
  return new Set(childrenOf(node).flatMap((child) => propertyName(child, text) ?? []));
}

const valuesOf = (schema: JsonSchema): unknown[] => {
  if (schema.enum) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  if (schema.type === 'boolean') return [true, false];
  return [];
};

/** The object or list the cursor is in. */
function containerAt(node: SyntaxNode | null): SyntaxNode | null {
  for (let at = node; at; at = at.parent) if (at.name === 'Object' || at.name === 'Array') return at;
  return null;
}

export function schemaCompletion(schema: JsonSchema) {
  return (context: CompletionContext): CompletionResult | null => {
    const text = context.state.doc.toString();
    const word = context.matchBefore(/"?[\w$.!-]*/);
    const from = word ? word.from : context.pos;
    const container = containerAt(syntaxTree(context.state).resolveInner(from, -1));
    if (!container) return null;
    const before = text.slice(0, from).trimEnd();
    const last = before[before.length - 1];
    // A name being typed: the fields its object may still have.
    if (container.name === 'Object' && (last === '{' || last === ',')) {
      const objectSchema = schemaAt(schema, pathTo(container, text));
      const branch = [objectSchema, ...(objectSchema?.anyOf ?? [])].find((option) => option?.properties);
      if (!branch?.properties) return null;
      const present = propertyNames(container, text);
      const options: Completion[] = Object.entries(branch.properties)
        .filter(([name]) => !present.has(name))
        .map(([name, field]) => ({
          label: `"${name}"`,
          apply: `"${name}": `,
          type: 'property',
          detail: String(field.type ?? 'text or texts per language'),
        }));
      return { from, options, validFor: /^"?[\w$-]*$/ };
    }
    // A value: what the field (or the list's entries) may be.
    let path: (string | number)[] | null = null;
    if (last === ':') {
      const name = /"([\w$-]+)"\s*$/.exec(before.slice(0, -1));
      if (name) path = [...pathTo(container, text), name[1]];
    } else if (container.name === 'Array' && (last === '[' || last === ',')) path = [...pathTo(container, text), 0];
    const fieldSchema = path ? schemaAt(schema, path) : null;
    const values = fieldSchema ? valuesOf(fieldSchema) : [];
    if (values.length === 0) return null;
    return {
      from,
      options: values.map((value) => ({
        label: JSON.stringify(value),
        type: typeof value === 'string' ? 'enum' : 'keyword',
      })),
      validFor: /^"?[\w$.!-]*"?$/,
    };
  };
}
