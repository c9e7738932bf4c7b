/**
 * The files a build loads at run time, pinned by their Subresource Integrity hash. The build writes the table into
 * the code (`__EX_PINNED_FILES__`: the script-tag core lists its feature scripts and locale files, the ES-module
 * build its locale files), so one `integrity` on ex-header.js pins everything it runs, and a core only ever asks
 * for its own release's files. Running from source (tests, Vite's dev server) there is no table: plain names.
 *
 * A file's name carries the start of its own hash, so the name is derived from the table, not stored beside it.
 */

/** Logical path ("features/app.js", "locales/de.json") -> "sha256-<base64>" (any SRI algorithm). */
export type PinTable = Readonly<Record<string, string>>;

export interface PinnedFile {
  /** The file's path in the build, e.g. "features/app.Xy3_0-AbCdEf.js". */
  path: string;
  integrity: string;
}

/** How many characters of the hash a file name carries: 72 bits, no collision among a release's few dozen files. */
const NAME_HASH_LENGTH = 12;

/** "features/app.js" + its integrity -> "features/app.<hash>.js" (base64url, safe in URLs and file systems). */
export function pinnedName(logical: string, integrity: string): string {
  const digest = integrity.slice(integrity.indexOf('-') + 1, integrity.indexOf('-') + 1 + NAME_HASH_LENGTH);
  const tag = digest.replace(/\+/g, '-').replace(/\//g, '_');
  return logical.replace(/(\.[a-z]+)$/, `.${tag}$1`);
}

export const PINNED_FILES: PinTable | null =
  typeof __EX_PINNED_FILES__ === 'object' && __EX_PINNED_FILES__ !== null ? __EX_PINNED_FILES__ : null;

/**
 * Where a logical file is and the hash it must match; undefined when this build pins nothing (from source), null
 * when the build pins files but not this one (so it is not the release's and must not be loaded).
 */
export function pinnedFile(logical: string, table: PinTable | null = PINNED_FILES): PinnedFile | null | undefined {
  if (!table) return undefined;
  const integrity = Object.hasOwn(table, logical) ? table[logical] : undefined;
  return integrity ? { path: pinnedName(logical, integrity), integrity } : null;
}
