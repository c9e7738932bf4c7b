import { DEFAULT_LOCALE } from '../constants';
import { pinnedFile, PINNED_FILES, type PinTable } from '../internal/pinned-files';
import { BUNDLED_LOCALES } from '#bundled-locales';
import { findLanguage } from './languages';
import { addTexts, hasTexts } from './texts';

type Fetcher = (
  url: string,
  init?: { integrity: string },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
type ModuleLoaders = Readonly<Record<string, () => Promise<unknown>>> | null;

/** Where the texts come from when no `locales-base` is set: the package's locale modules (ES-module build), or null. */
const LOCALE_MODULES: ModuleLoaders = BUNDLED_LOCALES;

/** One entry per locale-file URL: the request in flight, or its settled outcome (true loaded, false English). */
const requests = new Map<string, Promise<boolean>>();
const warned = new Set<string>();

function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Loads one locale's table once per page (base URL + locale), adds it to the texts (src/i18n/texts.ts) and resolves true; English is
 * bundled and needs no request. On failure it logs one warning per file and resolves false, leaving English in
 * place (texts fall back to English key by key). Switching languages back and forth never refetches:
 * a loaded file, and a permanent failure (HTTP 4xx, not JSON, not an object), are remembered for the page's
 * lifetime; only a transient failure (network error, HTTP 5xx, a module that failed to load) is retried the next
 * time that language is chosen. `base` null means the package's own locale modules (ES-module build).
 *
 * A built header fetches the release's own file, `<code>.<hash>.json`, with its integrity hash (`pins`, written by
 * the build): a file whose bytes differ is refused by the browser and the header shows English, as for any failure.
 * `locales-base` moves where the release's files are served from; it cannot swap them for other texts.
 */
export function loadLocale(
  locale: string,
  base: string | null,
  fetcher: Fetcher = (url, init) => fetch(url, init),
  modules: ModuleLoaders = LOCALE_MODULES,
  pins: PinTable | null = PINNED_FILES,
): Promise<boolean> {
  const language = findLanguage(locale);
  if (!language) return Promise.resolve(false);
  const code = language.locale;
  if (code === DEFAULT_LOCALE || hasTexts(code)) return Promise.resolve(true);
  const fromModule = base === null ? modules?.[code] : undefined;
  if (base === null && !fromModule) return Promise.resolve(false);
  const pin = fromModule ? undefined : pinnedFile(`locales/${code}.json`, pins);
  const file = pin ? pin.path.slice('locales/'.length) : `${code}.json`;
  const url = fromModule ? `module:${code}` : new URL(file, base!.endsWith('/') ? base! : `${base}/`).href;
  const existing = requests.get(url);
  if (existing) return existing;
  // Transient until the server answered below 500: a network error or a 5xx may be cured by a later attempt.
  let transient = true;
  const request = Promise.resolve()
    .then(async () => {
      if (fromModule) return fromModule();
      if (pin === null) {
        transient = false;
        throw new Error("not one of this release's files");
      }
      const response = await fetcher(url, pin ? { integrity: pin.integrity } : undefined);
      transient = response.status >= 500;
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    })
    .then((table) => {
      if (!isTable(table)) throw new Error('not a JSON object');
      addTexts(code, table);
      return true;
    })
    .catch((error: unknown) => {
      if (transient) requests.delete(url);
      if (!warned.has(url)) {
        warned.add(url);
        // fetch() says only "Failed to fetch" both for a network error and for bytes that do not match the hash.
        const why = `${error instanceof Error ? error.message : String(error)}${pin && transient ? "; unreachable, or not this release's file (integrity)" : ''}`;
        console.warn(
          `[ex-header] Could not load the "${code}" texts from ${fromModule ? 'its module' : url} (${why}); showing English.`,
        );
      }
      return false;
    });
  requests.set(url, request);
  return request;
}
