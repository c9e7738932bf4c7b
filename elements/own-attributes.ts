import { controlCharacterProblem } from '../src/attributes/parse';

/**
 * An attribute that belongs to one element (not shared state), e.g. <ex-drawer kind>, mirrored as a property of the
 * same name. `type` and `default` are the property's type and default as source text: the element's contract
 * (custom-elements.json, the typings, the README) reads them here.
 */
export interface OwnAttribute<N extends string = string> {
  readonly name: N;
  readonly property: N;
  readonly type: string;
  readonly default: string;
  parse(raw: string | null, tag: string): unknown;
}

/** An HTML boolean attribute owned by one element: present means true, whatever the value. */
export function booleanAttribute<N extends string>(name: N): OwnAttribute<N> {
  return { name, property: name, type: 'boolean', default: 'false', parse: (raw) => raw !== null };
}

/** Free text, trimmed; absent is the empty string. */
export function textAttribute<N extends string>(name: N): OwnAttribute<N> {
  return { name, property: name, type: 'string', default: '""', parse: (raw) => raw?.trim() ?? '' };
}

/** An enumerated attribute: unknown values warn once and use the first (default) value. */
export function enumAttribute<N extends string, T extends string>(name: N, values: readonly T[]): OwnAttribute<N> {
  return {
    name,
    property: name,
    type: values.map((value) => `'${value}'`).join(' | '),
    default: `"${values[0]}"`,
    parse: (raw, tag) => {
      if (raw === null || raw === '') return values[0];
      const value = raw.trim().toLowerCase() as T;
      if (values.includes(value) && !controlCharacterProblem(raw)) return value;
      console.warn(
        `[ex-header] <${tag}> ignored its "${name}" attribute: "${raw}" is not one of ${values.join(', ')}. Using "${values[0]}".`,
      );
      return values[0];
    },
  };
}
