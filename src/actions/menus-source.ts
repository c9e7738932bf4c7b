/**
 * The `menus` feature: reads a navigation document (src/menu/document/read.ts, the validator) and shows it, and keeps
 * a hosted one (`menus-src`) cached. Loaded only when a page gives a document, so a page without one never pays.
 */
import { pageStorage } from '../api/fallback-storage';
import { MAX_MENUS_DOCUMENT_CHARS as MAX_CHARS, MENUS_FIRST_VISIT_DEADLINE_MS, VERSION } from '../constants';
import { readMenuDocument } from '../menu/document/read';
import type { MenuDocument } from '../menu/document/schema';
import { $menuDocument, $menusPending, menusCacheKey, type CachedMenus, type MenusInput } from '../stores/menus';

export { readMenuDocument };

const warn = (from: string, line: string): void => console.warn(`[ex-header] ${from}: ${line}`);

/** A document read, one warning per problem. */
function read(input: MenusInput): MenuDocument | null {
  const { document, warnings } = readMenuDocument(input.value);
  for (const line of warnings) warn(input.from, line);
  if (!document) warn(input.from, 'nothing in it can be used; the built-in menus stay');
  return document;
}

/** A document given directly (property, attribute, inline script). */
export function showGiven(input: MenusInput, isCurrent: () => boolean): void {
  const document = read(input);
  if (!isCurrent()) return;
  $menuDocument.set(document);
  $menusPending.set(false);
}

/** Fetched once per page and URL, for every element: the fresh text, or null when the cached copy is current. */
const fetches = new Map<string, Promise<Fresh | null>>();

interface Fresh {
  etag: string | null;
  text: string;
}

function fetchOnce(url: string, etag: string | null): Promise<Fresh | null> {
  let request = fetches.get(url);
  if (!request) {
    request = fetch(url, { headers: etag ? { 'If-None-Match': etag } : {}, credentials: 'same-origin' }).then(
      async (response) => {
        if (response.status === 304) return null;
        if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
        const text = await response.text();
        if (text.length > MAX_CHARS) throw new Error(`is more than the ${MAX_CHARS} characters allowed`);
        return { text, etag: response.headers.get('etag') };
      },
    );
    fetches.set(url, request);
  }
  return request;
}

/**
 * A hosted document: the cached copy at once (a returning reader's first paint has its menus), then revalidated
 * with If-None-Match, and a changed copy shown when it comes (stale-while-revalidate). A first visit has no copy:
 * the nav groups wait for the fetch, at most MENUS_FIRST_VISIT_DEADLINE_MS, then the built-in menus show and a later
 * answer is only cached for the next page (showing it then would swap the menus under the reader). An unreachable,
 * slow or invalid document keeps what is shown and warns once.
 */
export async function showHosted(url: string, cached: CachedMenus | null, isCurrent: () => boolean): Promise<void> {
  const from = `menus-src ${url}`;
  // The core read and showed the cached copy already (readMenusCache); here it is only revalidated.
  const shown = cached?.document ?? null;
  let gaveUp = false;
  const deadline = cached
    ? null
    : setTimeout(() => {
        gaveUp = true;
        if (!isCurrent()) return;
        warn(from, `no answer within ${MENUS_FIRST_VISIT_DEADLINE_MS} ms; the built-in menus show on this page`);
        $menuDocument.set(null);
        $menusPending.set(false);
      }, MENUS_FIRST_VISIT_DEADLINE_MS);
  try {
    const fresh = await fetchOnce(url, cached?.etag ?? null);
    if (!fresh || fresh.text === cached?.text) return;
    const document = read({ from, value: fresh.text });
    if (!document) return;
    const copy: CachedMenus = { ...fresh, release: VERSION, document };
    pageStorage.setItem(menusCacheKey(url), JSON.stringify(copy));
    if (isCurrent() && !gaveUp) $menuDocument.set(document);
  } catch (error) {
    if (isCurrent() && !gaveUp)
      warn(
        from,
        `${error instanceof Error ? error.message : String(error)}; ${shown ? 'the cached copy stays' : 'the built-in menus stay'}`,
      );
  } finally {
    if (deadline) clearTimeout(deadline);
    if (isCurrent() && !gaveUp) {
      $menusPending.set(false);
    }
  }
}
