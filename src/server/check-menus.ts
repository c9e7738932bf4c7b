import { checkDocument, type DocumentCheck } from '../menu/document/check-document';
import { checkAgainstTables } from '../menu/document/check-tables';
import { readMenuDocument } from '../menu/document/read';

/**
 * The header's own check of a navigation document (the elements' `checkMenus`, the same result), without a DOM and
 * without React: what `npx ex-header check-menus` runs, and what a server or a build step can call.
 */
export async function checkMenus(value: unknown): Promise<DocumentCheck> {
  return checkDocument(value, readMenuDocument, checkAgainstTables);
}
