/** The header's own texts (a locale file's nested object) by key, with i18next's `{{name}}` values filled in. */
export type Texts = Record<string, unknown>;

export function textOf(texts: Texts, key: string, values?: Record<string, string | number>): string {
  let value: unknown = texts;
  for (const part of key.split('.'))
    value = typeof value === 'object' && value !== null ? (value as Texts)[part] : undefined;
  if (typeof value !== 'string') return key;
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values?.[name] ?? whole));
}
