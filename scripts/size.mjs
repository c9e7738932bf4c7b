#!/usr/bin/env node
// npm run size: the performance budgets of the built files (architecture section 5), gzip level 9.
//   the script a host adds, what runs before the first paint, a visitor's first page and each locale file, against
//   the budgets in scripts/lib/budgets.mjs.
// Prints a table; exits 1 when anything is over budget or missing.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/run.mjs';
import {
  FIRST_PAGE_BUDGET,
  FIRST_PAGE_SCRIPTS,
  FIRST_PAINT_BUDGET,
  LOCALE_BUDGET,
  SCRIPT_BUDGET,
} from './lib/budgets.mjs';
import { builtPath, PINS_FILE } from './lib/pins.mjs';
import { fileSizes, kib, table } from './lib/sizes.mjs';

const dist = join(ROOT, 'dist');
const script = join(dist, 'ex-header.js');
const localeDir = join(dist, 'locales');
if (!existsSync(script) || !existsSync(localeDir)) {
  console.error('size: dist/ex-header.js or dist/locales/ is missing: run `npm run build` first');
  process.exit(1);
}

if (!existsSync(join(dist, PINS_FILE))) {
  console.error(`size: dist/${PINS_FILE} is missing: run \`npm run build\` first`);
  process.exit(1);
}
const firstPage = FIRST_PAGE_SCRIPTS.map((name) => builtPath(name, dist));
const missingScripts = firstPage.filter((name) => !existsSync(join(dist, name)));
if (missingScripts.length > 0) {
  console.error(
    `size: ${missingScripts.map((name) => `dist/${name}`).join(', ')} missing: run \`npm run build\` first`,
  );
  process.exit(1);
}
const checks = [
  { file: 'dist/ex-header.js', path: script, budget: SCRIPT_BUDGET },
  { file: 'before the first paint (dist/ex-header.js)', paths: [script], budget: FIRST_PAINT_BUDGET },
  {
    file: `a visitor's first page (${FIRST_PAGE_SCRIPTS.join(' + ')})`,
    paths: firstPage.map((name) => join(dist, name)),
    budget: FIRST_PAGE_BUDGET,
  },
];
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
const rows = checks.map(({ file, path, paths, budget }) => {
  const { raw, gzip } = (paths ?? [path])
    .map((one) => fileSizes(one))
    .reduce((sum, one) => ({ raw: sum.raw + one.raw, gzip: sum.gzip + one.gzip }), { raw: 0, gzip: 0 });
  const ok = gzip <= budget;
  if (!ok) over += 1;
  return [file, kib(raw), kib(gzip), kib(budget), `${((gzip / budget) * 100).toFixed(0)}%`, ok ? 'ok' : 'OVER BUDGET'];
});
console.log(table(['file', 'raw', 'gzip', 'budget', 'used', ''], rows));
if (over > 0) {
  console.error(`\nsize: ${over} file(s) over budget`);
  process.exit(1);
}
console.log(`\nsize: all ${checks.length} budgets met`);
