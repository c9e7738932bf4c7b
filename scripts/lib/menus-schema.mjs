// The published JSON Schema of the navigation document (dist/menus.schema.json), converted from the one valibot
// definition (src/menu/document/schema.ts) by @valibot/to-json-schema: the validator, the TypeScript type and this
// file cannot disagree. Checks valibot cannot state in JSON Schema (none today) would be reported here, not dropped.
import { toJsonSchema } from '@valibot/to-json-schema';

export const MENUS_SCHEMA_FILE = 'menus.schema.json';

/** The JSON Schema text for the package version `version`. */
export function menusJsonSchema(MenuDocumentSchema, version) {
  const schema = toJsonSchema(MenuDocumentSchema, { errorMode: 'throw' });
  return `${JSON.stringify(
    {
      ...schema,
      $id: `https://unpkg.com/ex-header@${version}/dist/${MENUS_SCHEMA_FILE}`,
      title: 'ex-header navigation document',
      description:
        'Groups and items on top of the built-in menus of <ex-header> (the `menus` property, `menus-src`, or an inline <script type="application/json">).',
    },
    null,
    2,
  )}\n`;
}
