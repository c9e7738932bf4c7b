import type { TableCheck } from './check-tables';
import type { MenuDocument } from './schema';

/** What the header makes of a navigation document: what it would show (null: none of it) and one line per problem. */
export interface DocumentCheck {
  document: MenuDocument | null;
  warnings: string[];
}

/**
 * A navigation document read (its shape and values: read.ts) and then checked against the built-in menus
 * (check-tables.ts), the warnings of both in that order. The reader and the check are passed in, so that the browser
 * loads them on first use and a server or the CLI imports them.
 */
export function checkDocument(
  value: unknown,
  read: (value: unknown) => DocumentCheck,
  againstTables: (document: MenuDocument) => TableCheck,
): DocumentCheck {
  const result = read(value);
  if (!result.document) return result;
  const checked = againstTables(result.document);
  return { document: checked.document, warnings: [...result.warnings, ...checked.warnings] };
}
