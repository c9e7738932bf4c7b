// The build's pin table: every file the built code loads at run time, by its Subresource Integrity hash, under a name
// that carries the hash (src/internal/pinned-files.ts derives the name; this module computes the hashes and writes
// the files). dist/files.json lists the table for tools and tests: { "<logical path>": { file, integrity } }.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './run.mjs';

export const PINS_FILE = 'files.json';

/**
 * The SRI value of some bytes. sha256 for the files the core lists (SRI accepts it as fully as sha384, and the core
 * carries one hash a file, so 20 bytes less each is 0.6 KiB less before the first paint); the README's pin of
 * ex-header.js itself uses sha384, what CDNs and SRI tools print.
 */
export function integrityOf(bytes, algorithm = 'sha256') {
  return `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;
}

let naming;
/** src/internal/pinned-files.ts's pinnedName, the one rule for a pinned file's name (loaded through Vite's runner). */
export async function pinnedNameRule() {
  naming ??= import('vite')
    .then(({ runnerImport }) =>
      runnerImport(join(ROOT, 'src/internal/pinned-files.ts'), { configFile: false, root: ROOT, logLevel: 'error' }),
    )
    .then(({ module }) => module.pinnedName);
  return naming;
}

/** The table a built dist/ lists: logical path -> { file, integrity }. */
export function readPins(dist = join(ROOT, 'dist')) {
  return JSON.parse(readFileSync(join(dist, PINS_FILE), 'utf8'));
}

/**
 * A built file's path in dist/ for its logical path ("features/app.js" -> "features/app.<hash>.js"), from
 * dist/files.json; a file the build does not pin keeps its name (ex-header.js: its name is the public contract).
 */
export function builtPath(logical, dist = join(ROOT, 'dist')) {
  return readPins(dist)[logical]?.file ?? logical;
}

/** The logical path of a built file ("features/app.<hash>.js" -> "features/app.js"), or undefined if not pinned. */
export function logicalPath(file, dist = join(ROOT, 'dist')) {
  return Object.entries(readPins(dist)).find(([, pin]) => pin.file === file)?.[0];
}

/** The define that writes a table of { logical: integrity } into the built code. */
export function pinDefine(pins) {
  return {
    __EX_PINNED_FILES__: JSON.stringify(
      Object.fromEntries(Object.entries(pins).map(([path, pin]) => [path, pin.integrity])),
    ),
  };
}
