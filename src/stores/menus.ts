import { atom } from 'nanostores';
import { loadFeature } from '../features/load';
import type { MenuDocument } from '../menu/document/schema';

/** A navigation document as a page gave it, not yet read: where from (for warnings), and the value or its text. */
export interface MenusInput {
  from: string;
  value: unknown;
}

/** The `menus` property or attribute, or an element's inline `<script type="application/json">`: the last one given. */
export const $menusInput = atom<MenusInput | null>(null);
/** `menus-src`: the URL of a hosted navigation document (a document given directly wins over it). */
export const $menusSrc = atom<string | null>(null);
/** The document that is shown: read and valid, on top of the built-in menus (null: the built-in menus alone). */
export const $menuDocument = atom<MenuDocument | null>(null);
/**
 * A document is on its way (being read, or a first `menus-src` fetch within its deadline): the bar holds its nav
 * groups back meanwhile, so a reader never sees the built-in groups swap for the document's.
 */
export const $menusPending = atom(false);

let run = 0;

/**
 * Shows what the page gave: nothing (the built-in menus), or a document read, fetched and cached by the `menus`
 * feature (src/stores/menus-source.ts), which this script loads only when a page gives one.
 */
function follow(): void {
  const current = ++run;
  const input = $menusInput.get();
  const src = $menusSrc.get();
  if (!input && !src) {
    $menuDocument.set(null);
    $menusPending.set(false);
    return;
  }
  $menusPending.set(true);
  const isCurrent = () => current === run;
  loadFeature('menus').then(
    (source) => (input ? source.showGiven(input, isCurrent) : source.showHosted(src as string, isCurrent)),
    () => {
      // The loader logged which file failed; the built-in menus stay.
      if (isCurrent()) $menusPending.set(false);
    },
  );
}

$menusInput.listen(follow);
$menusSrc.listen(follow);

/** Calls back once no navigation document is on its way (at once when none is). */
export function whenMenusSettled(callback: () => void): void {
  if (!$menusPending.get()) {
    callback();
    return;
  }
  const stop = $menusPending.listen((pending) => {
    if (pending) return;
    stop();
    callback();
  });
}

/**
 * Reads a navigation document without showing it: the document a page would get and one line per problem (the
 * demo's editor, a host's own check). Loads the `menus` feature.
 */
export async function checkMenus(value: unknown): Promise<{ document: MenuDocument | null; warnings: string[] }> {
  const { readMenuDocument } = await loadFeature('menus');
  return readMenuDocument(value);
}
