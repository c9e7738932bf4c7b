import type { OwnAttribute } from './base';
import { controlCharacterProblem } from './parse';

/** An HTML boolean attribute owned by one element: present means true, whatever the value. */
export function booleanAttribute(name: string, property = name): OwnAttribute {
  return { name, property, parse: (raw) => raw !== null };
}

/** An enumerated attribute: unknown values warn once and use the first (default) value. */
export function enumAttribute<T extends string>(name: string, values: readonly T[], property = name): OwnAttribute {
  return {
    name,
    property,
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
