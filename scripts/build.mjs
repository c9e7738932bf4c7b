#!/usr/bin/env node
// npm run build: every output of the public contract, from a clean dist/.
//   dist/ex-header.js          classic script (IIFE), the core                vite.config.ts --mode iife
//   dist/features/<name>.<hash>.js   what the core loads after the first paint, pinned by hash
//   dist/esm/*.js              ES modules, dependencies external              vite.config.ts --mode esm
//   dist/esm/**/*.d.ts         declarations                                   tsc -p tsconfig.build.json
//   dist/locales/<code>.<hash>.json  minified copies of locales/*.json, pinned by hash
//   dist/files.json            the pin table: logical path -> { file, integrity }
//   dist/custom-elements.json  from elements/contract.ts (ELEMENTS)
//   dist/studio/               the menus studio's app (studio/vite.config.ts), served by bin/studio-server.mjs
// Options: --no-types skips the declarations (faster local rebuilds; `npm test` never uses it).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, runnerImport } from 'vite';
import { importContractModule } from './lib/contract-module.mjs';
import { ESM_ENTRIES } from './lib/entries.mjs';
import { buildScriptTag, modulesInTwoScripts } from './lib/script-features.mjs';
import { buildManifest } from './lib/manifest.mjs';
import { MENUS_SCHEMA_FILE, menusJsonSchema } from './lib/menus-schema.mjs';
import { integrityOf, pinDefine, pinnedNameRule, PINS_FILE } from './lib/pins.mjs';
import { buildTypings } from './lib/typings.mjs';
import { ROOT, run } from './lib/run.mjs';
import { fileSizes, kib, table } from './lib/sizes.mjs';

// Vite's module runner (used below to load TS config modules) sets NODE_ENV=development for the whole process when
// it is unset, which would make later builds emit React's development JSX. This script only makes production builds.
process.env.NODE_ENV = 'production';

const started = performance.now();
const args = new Set(process.argv.slice(2));
const withTypes = !args.has('--no-types');

const DIST = join(ROOT, 'dist');
const CONFIG_FILE = join(ROOT, 'vite.config.ts');
const ELEMENT_ENTRIES = Object.keys(ESM_ENTRIES).filter((name) => name !== 'server');

function die(message) {
  console.error(`\nbuild failed: ${message}`);
  process.exit(1);
}

function timed(label, ms) {
  console.log(`  ${label.padEnd(22)} ${(ms / 1000).toFixed(2)} s`);
}

// 0. Preconditions: fail with a plain message rather than a bundler stack trace.
const missing = Object.values(ESM_ENTRIES).filter((file) => !existsSync(join(ROOT, file)));
if (missing.length > 0) die(`missing entry point(s): ${missing.join(', ')}`);

rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST, { recursive: true });
console.log('building dist/ ...');

// 1. Declarations run in a child process alongside the bundles.
const types = withTypes
  ? run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { quiet: true })
  : null;

// 2. Locale files: parsed (so a broken file fails the build, naming it), minified and pinned: each is written as
//    locales/<code>.<hash>.json and both builds carry its hash (src/internal/pinned-files.ts).
let t = performance.now();
const localeDir = join(ROOT, 'locales');
const localeFiles = readdirSync(localeDir)
  .filter((name) => name.endsWith('.json'))
  .sort();
if (!localeFiles.includes('en.json')) die('locales/en.json is missing');
const pinnedName = await pinnedNameRule();
const localePins = {};
mkdirSync(join(DIST, 'locales'), { recursive: true });
for (const name of localeFiles) {
  let data;
  try {
    data = JSON.parse(readFileSync(join(localeDir, name), 'utf8'));
  } catch (error) {
    die(`locales/${name} is not valid JSON: ${error instanceof Error ? error.message : error}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) die(`locales/${name} must hold a JSON object`);
  const text = JSON.stringify(data);
  const logical = `locales/${name}`;
  const integrity = integrityOf(text);
  localePins[logical] = { file: pinnedName(logical, integrity), integrity };
  writeFileSync(join(DIST, localePins[logical].file), text);
}
timed(`dist/locales/ (${localeFiles.length})`, performance.now() - t);

// 3. Script-tag build (the core, its feature scripts and the shared feature script, split by the module graph; see
//    scripts/lib/script-features.mjs, which also refuses a module bundled twice) and the ESM build.
let pins;
try {
  t = performance.now();
  const { module: viteConfig } = await runnerImport(CONFIG_FILE, { configFile: false, root: ROOT, logLevel: 'error' });
  const { outputs, pins: featurePins } = await buildScriptTag(viteConfig.iifeConfig(), { pins: localePins });
  pins = { ...featurePins, ...localePins };
  const doubled = modulesInTwoScripts(outputs);
  if (doubled.length > 0) {
    die(
      `modules bundled into two scripts (each must have one home: the core, one feature, or features/shared.js):\n${doubled.map(({ module, scripts }) => `  ${module}: ${scripts.join(', ')}`).join('\n')}`,
    );
  }
  timed('dist/ex-header.js', performance.now() - t);
  t = performance.now();
  // The ES-module build's own chunks are pinned by the host's bundler; it pins the locale files it may fetch.
  await build({ configFile: CONFIG_FILE, mode: 'esm', logLevel: 'warn', define: pinDefine(localePins) });
  // ex-header/astro and ex-header/starlight have Astro components: shipped as their source, which the host's Astro
  // compiles.
  mkdirSync(join(DIST, 'adapters'), { recursive: true });
  for (const file of ['ExHeader.astro', 'Markup.astro', 'StarlightHeader.astro'])
    copyFileSync(join(ROOT, 'src/adapters', file), join(DIST, 'adapters', file));
  timed('dist/esm/', performance.now() - t);
} catch (error) {
  die(error instanceof Error ? error.message : String(error));
}

// The pin table for tools and tests (the built code carries its own copy of the hashes).
writeFileSync(join(DIST, PINS_FILE), `${JSON.stringify(pins, null, 2)}\n`);

// 4. Custom Elements Manifest from the element contract, and the typings and editor data generated from it (a TS module, loaded through Vite's module runner).
t = performance.now();
const contractPath = join(ROOT, 'elements/contract.ts');
if (!existsSync(contractPath))
  die('elements/contract.ts is missing (it exports ELEMENTS, the source of dist/custom-elements.json)');
try {
  const module = await importContractModule(ROOT, contractPath);
  if (!module || !('ELEMENTS' in module)) {
    die(
      `elements/contract.ts does not export ELEMENTS (it exports: ${
        Object.keys(module ?? {})
          .sort()
          .join(', ') || 'nothing'
      })`,
    );
  }
  const manifest = buildManifest(module.ELEMENTS, { esmEntryNames: ELEMENT_ENTRIES });
  writeFileSync(join(DIST, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // Element classes, framework typings and editor data, all from the manifest.
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  for (const [path, text] of Object.entries(buildTypings(manifest, pkg))) {
    mkdirSync(dirname(join(DIST, path)), { recursive: true });
    writeFileSync(join(DIST, path), text);
  }
} catch (error) {
  die(`custom-elements.json: ${error instanceof Error ? error.message : String(error)}`);
}
timed('dist/custom-elements.json', performance.now() - t);

// 4a. The navigation document's JSON Schema, from the same valibot schema the header validates with.
try {
  const { module } = await runnerImport(join(ROOT, 'src/menu/document/schema.ts'), {
    configFile: false,
    root: ROOT,
    logLevel: 'error',
  });
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  writeFileSync(join(DIST, MENUS_SCHEMA_FILE), menusJsonSchema(module.MenuDocumentSchema, version));
} catch (error) {
  die(`${MENUS_SCHEMA_FILE}: ${error instanceof Error ? error.message : String(error)}`);
}

// 4c. The menus studio (npx ex-header studio): a React app of its own, after the header it previews.
t = performance.now();
try {
  await build({ configFile: join(ROOT, 'studio/vite.config.ts'), logLevel: 'warn' });
} catch (error) {
  die(`dist/studio/: ${error instanceof Error ? error.message : String(error)}`);
}
timed('dist/studio/', performance.now() - t);

// 4b. The visitor's no-JavaScript fallback per locale, to paste inside <ex-header> on pages that cannot run Node.
t = performance.now();
try {
  const { renderFallback } = await import(pathToFileURL(join(DIST, 'esm/server.js')).href);
  mkdirSync(join(DIST, 'fallback'), { recursive: true });
  for (const name of localeFiles) {
    const locale = name.replace(/\.json$/, '');
    writeFileSync(join(DIST, 'fallback', `${locale}.html`), `${await renderFallback({ locale })}\n`);
  }
} catch (error) {
  die(`dist/fallback/: ${error instanceof Error ? error.message : String(error)}`);
}
timed(`dist/fallback/ (${localeFiles.length})`, performance.now() - t);

// 5. Declarations finished?
if (types) {
  const result = await types;
  if (result.code !== 0) {
    process.stderr.write(result.output);
    die('tsc -p tsconfig.build.json reported errors (declarations)');
  }
  // A declaration that imports a JSON file (e.g. `typeof en` from locales/en.json) needs that file beside it.
  for (const dts of walk(join(DIST, 'esm')).filter((path) => path.endsWith('.d.ts'))) {
    for (const [, specifier] of readFileSync(dts, 'utf8').matchAll(/from\s+['"](\.{1,2}\/[^'"]+\.json)['"]/g)) {
      const target = resolve(dirname(dts), specifier);
      const source = join(ROOT, relative(join(DIST, 'esm'), target));
      if (!existsSync(source)) die(`${relative(ROOT, dts)} imports ${specifier}, which does not exist in the sources`);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(source, target);
    }
  }
  // Test-only modules never ship (tsconfig.build.json excludes them; a shipped module importing one would pull it in).
  const testOnly = walk(join(DIST, 'esm')).filter((path) =>
    /(^|\/)(test-[^/]*|scenarios|[^/]*\.test)\.d\.ts$/.test(path),
  );
  if (testOnly.length > 0)
    die(`test-only declarations in dist/esm: ${testOnly.map((path) => relative(ROOT, path)).join(', ')}`);
  timed('dist/esm/**/*.d.ts', result.ms);
}

// 6. Every path package.json promises must exist.
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const promised = new Set([pkg.main, pkg.module, pkg.customElements, withTypes ? pkg.types : undefined]);
/** A pattern export ("./ex-*") promises its paths for every ESM entry its key matches. */
const expand = (key, path) => {
  if (!key.includes('*')) return [path];
  const [before, after] = key.replace(/^\.\//, '').split('*');
  return Object.keys(ESM_ENTRIES)
    .filter((name) => name.startsWith(before) && name.endsWith(after) && name.length > before.length + after.length)
    .map((name) => path.replace('*', name.slice(before.length, name.length - after.length)));
};
for (const [key, target] of Object.entries(pkg.exports ?? {})) {
  if (typeof target === 'string') for (const path of expand(key, target)) promised.add(path);
  else
    for (const [condition, path] of Object.entries(target))
      if (withTypes || condition !== 'types') for (const expanded of expand(key, path)) promised.add(expanded);
}
const broken = [...promised].filter(Boolean).filter((path) => !existsSync(join(ROOT, path)));
if (broken.length > 0) die(`package.json points at files the build did not write: ${broken.join(', ')}`);

// 7. Summary.
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
const esmJs = walk(join(DIST, 'esm'))
  .filter((path) => path.endsWith('.js'))
  .sort();
const rows = [];
const addRow = (label, path) => {
  const size = fileSizes(path);
  rows.push([label, kib(size.raw), kib(size.gzip)]);
  return size;
};
addRow('dist/ex-header.js', join(DIST, 'ex-header.js'));
for (const name of readdirSync(join(DIST, 'features')).sort())
  addRow(`dist/features/${name}`, join(DIST, 'features', name));
let esmRaw = 0;
let esmGzip = 0;
for (const path of esmJs) {
  const size = fileSizes(path);
  esmRaw += size.raw;
  esmGzip += size.gzip;
  if (ELEMENT_ENTRIES.some((name) => path.endsWith(`/esm/${name}.js`)))
    rows.push([relative(ROOT, path), kib(size.raw), kib(size.gzip)]);
}
rows.push([`dist/esm/*.js (${esmJs.length} files, total)`, kib(esmRaw), kib(esmGzip)]);
const locales = localeFiles.map((name) => {
  const file = localePins[`locales/${name}`].file;
  return { name: file.replace(/^locales\//, ''), ...fileSizes(join(DIST, file)) };
});
const largest = locales.reduce((a, b) => (b.gzip > a.gzip ? b : a));
rows.push([`dist/locales/ (${locales.length}; largest ${largest.name})`, kib(largest.raw), kib(largest.gzip)]);
addRow('dist/custom-elements.json', join(DIST, 'custom-elements.json'));
console.log(`\n${table(['file', 'raw', 'gzip'], rows)}`);
// Subresource Integrity of the script a CDN page pins (README).
const integrity = integrityOf(readFileSync(join(DIST, 'ex-header.js')), 'sha384');
writeFileSync(join(DIST, 'ex-header.js.sri'), `${integrity}\n`);
console.log(`\ndist/ex-header.js integrity ${integrity}`);
console.log(
  `\nbuilt in ${((performance.now() - started) / 1000).toFixed(2)} s${withTypes ? '' : ' (no declarations: --no-types)'}`,
);
