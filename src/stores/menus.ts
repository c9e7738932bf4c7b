import { atom } from 'nanostores';
import { checkDocument, type DocumentCheck } from '../menu/document/check-document';
import { pageStorage } from '../api/fallback-storage';
import { STORAGE_KEYS, VERSION } from '../constants';
import { loadFeature } from '../internal/loader';
import { settling } from '../internal/settle';
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

/**
 * A hosted document's cached copy (localStorage): its text and ETag for revalidation, and the document this release's
 * reader made of it, so a returning reader's first paint shows it before the reader's script loads. A copy another
 * release wrote, or one that does not parse, is not used.
 */
export interface CachedMenus {
  etag: string | null;
  text: string;
  release: string;
  document: MenuDocument;
}

export const menusCacheKey = (url: string): string => `${STORAGE_KEYS.menus}${url}`;

export function readMenusCache(url: string): CachedMenus | null {
  try {
    const value = JSON.parse(pageStorage.getItem(menusCacheKey(url)) ?? 'null') as Partial<CachedMenus> | null;
    return value?.release === VERSION && typeof value.text === 'string' && Array.isArray(value.document?.groups)
      ? {
          etag: typeof value.etag === 'string' ? value.etag : null,
          text: value.text,
          release: VERSION,
          document: value.document,
        }
      : null;
  } catch {
    return null; // corrupted: as if there were none
  }
}

let run = 0;

/**
 * Shows what the page gave: nothing (the built-in menus), or a document read, fetched and cached by the `menus`
 * feature (src/actions/menus-source.ts), which this script loads only when a page gives one.
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
  // A returning reader: the cached copy shows at once (no hold), and the feature only revalidates it.
  const cached = input ? null : readMenusCache(src as string);
  if (cached) $menuDocument.set(cached.document);
  $menusPending.set(!cached);
  if (!cached) void settling(new Promise<void>((resolve) => whenMenusSettled(resolve)));
  const isCurrent = () => current === run;
  loadFeature('menus').then(
    (source) => (input ? source.showGiven(input, isCurrent) : source.showHosted(src as string, cached, isCurrent)),
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
export async function checkMenus(value: unknown): Promise<DocumentCheck> {
  const [{ readMenuDocument }, { checkAgainstTables }] = await Promise.all([
    loadFeature('menus'),
    loadFeature('menus-check'),
  ]);
  return checkDocument(value, readMenuDocument, checkAgainstTables);
}
