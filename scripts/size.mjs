#!/usr/bin/env node
// npm run size: the performance budgets of the built files (architecture section 5), gzip level 9.
//   dist/ex-header.js          <= 105 KiB gzip
//   dist/locales/<code>.json   <= 6 KiB gzip each
// Prints a table; exits 1 when anything is over budget or missing.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/run.mjs';
import { fileSizes, KIB, kib, table } from './lib/sizes.mjs';

export const SCRIPT_BUDGET = 105 * KIB;
export const LOCALE_BUDGET = 6 * KIB;

const dist = join(ROOT, 'dist');
const script = join(dist, 'ex-header.js');
const localeDir = join(dist, 'locales');
if (!existsSync(script) || !existsSync(localeDir)) {
  console.error('size: dist/ex-header.js or dist/locales/ is missing: run `npm run build` first');
  process.exit(1);
}

const checks = [{ file: 'dist/ex-header.js', path: script, budget: SCRIPT_BUDGET }];
const locales = readdirSync(localeDir)
  .filter((name) => name.endsWith('.json'))
  .sort();
if (locales.length === 0) {
  console.error('size: dist/locales/ holds no locale files');
  process.exit(1);
}
for (const name of locales)
  checks.push({ file: `dist/locales/${name}`, path: join(localeDir, name), budget: LOCALE_BUDGET });

let over = 0;
const rows = checks.map(({ file, path, budget }) => {
  const { raw, gzip } = fileSizes(path);
  const ok = gzip <= budget;
  if (!ok) over += 1;
  return [file, kib(raw), kib(gzip), kib(budget), `${((gzip / budget) * 100).toFixed(0)}%`, ok ? 'ok' : 'OVER BUDGET'];
});
console.log(table(['file', 'raw', 'gzip', 'budget', 'used', ''], rows));
if (over > 0) {
  console.error(`\nsize: ${over} file(s) over budget`);
  process.exit(1);
}
console.log(`\nsize: all ${checks.length} files within budget`);
