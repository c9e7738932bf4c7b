/**
 * The published JSON Schema as the form generates from it: a label's two shapes (a text key, or texts per language)
 * are one field of the studio's own (form-parts.tsx), so their `anyOf` is taken off; the form would otherwise add a
 * picker of "options" under it. Everything else is the schema as published.
 */
import type { RJSFSchema } from '@rjsf/utils';

const isLocalized = (schema: RJSFSchema): boolean =>
  Array.isArray(schema.anyOf) &&
  schema.anyOf.some((option) => typeof option === 'object' && option.type === 'string') &&
  schema.anyOf.some((option) => typeof option === 'object' && option.type === 'object');

export function formSchema(schema: RJSFSchema): RJSFSchema {
  const copy: RJSFSchema = { ...schema };
  if (copy.properties)
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).map(([name, field]) => {
        if (typeof field !== 'object') return [name, field];
        if (isLocalized(field)) return [name, { type: ['string', 'object'] }];
        return [name, formSchema(field)];
      }),
    );
  if (copy.items && typeof copy.items === 'object' && !Array.isArray(copy.items))
    copy.items = formSchema(copy.items as RJSFSchema);
  return copy;
}
