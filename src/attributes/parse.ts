/** Attribute parsers: each returns the parsed value, or `invalid` with the reason for the warning. */

export const invalid = Symbol('invalid');
export type Parsed<T> = T | { [invalid]: string };

export function isInvalid<T>(value: Parsed<T>): value is { [invalid]: string } {
  return typeof value === 'object' && value !== null && invalid in value;
}

export function fail(reason: string): { [invalid]: string } {
  return { [invalid]: reason };
}

/** NUL and the other control characters that are not white space: never part of a valid value. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/** A reason when a value, or any string inside it (an object set as a property, parsed JSON), holds a control character. */
export function controlCharacterProblem(value: unknown, depth = 0): string | null {
  if (typeof value === 'string')
    return CONTROL_CHARACTER.test(value) ? 'it contains a control character (such as NUL)' : null;
  if (typeof value !== 'object' || value === null || depth > 8) return null;
  for (const item of Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)]) {
    const problem = controlCharacterProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

export function parseJsonObject(raw: string): Parsed<Record<string, unknown>> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return fail(`it is not valid JSON (${(error as Error).message})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('expected a JSON object');
  const problem = controlCharacterProblem(value);
  return problem ? fail(problem) : (value as Record<string, unknown>);
}

export function parseJsonArray(raw: string): Parsed<unknown[]> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return fail(`it is not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(value)) return fail('expected a JSON array');
  const problem = controlCharacterProblem(value);
  return problem ? fail(problem) : value;
}

/** HTML boolean attributes: present means true, whatever the value (as with `hidden` or `disabled`). */
export function parseBooleanAttribute(_raw: string): boolean {
  return true;
}

export function warnInvalid(tag: string, name: string, reason: string, fallback: string): void {
  console.warn(`[ex-header] <${tag}> ignored its "${name}" attribute: ${reason}. Using ${fallback}.`);
}
