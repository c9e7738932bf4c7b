/** Attribute parsers: each returns the parsed value, or `invalid` with the reason for the warning. */

export const invalid = Symbol('invalid');
export type Parsed<T> = T | { [invalid]: string };

export function isInvalid<T>(value: Parsed<T>): value is { [invalid]: string } {
  return typeof value === 'object' && value !== null && invalid in value;
}

export function fail(reason: string): { [invalid]: string } {
  return { [invalid]: reason };
}

export function parseJsonObject(raw: string): Parsed<Record<string, unknown>> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return fail(`it is not valid JSON (${(error as Error).message})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('expected a JSON object');
  return value as Record<string, unknown>;
}

export function parseJsonArray(raw: string): Parsed<unknown[]> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return fail(`it is not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(value)) return fail('expected a JSON array');
  return value;
}

/** HTML boolean attributes: present means true, whatever the value (as with `hidden` or `disabled`). */
export function parseBooleanAttribute(_raw: string): boolean {
  return true;
}

export function warnInvalid(tag: string, name: string, reason: string, fallback: string): void {
  console.warn(`[ex-header] <${tag}> ignored its "${name}" attribute: ${reason}. Using ${fallback}.`);
}
