// The script-tag build's lazy features: overlays that are not needed for the first paint ship as sibling classic
// scripts, dist/features/<name>.js, so dist/ex-header.js stays inside its size budget.
//
// A feature script must use the core's module instances (one React, one set of stores), so every module it
// imports that the core already contains is external and read from a registry the core exposes:
//   globalThis.__exHeaderShared = { m<hash of path>: <module namespace>, ... }
// Steps (scripts/build.mjs): build the core once to learn its modules; build each feature against them; rebuild
// the core with the registry of the modules the features actually used.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, runnerImport } from 'vite';
import { ROOT } from './run.mjs';

export const SHARED_GLOBAL = '__exHeaderShared';
const LOAD_MODULE = join(ROOT, 'src/features/load.ts');
const FEATURE_TABLE = join(ROOT, 'src/features/table.ts');
const SCRIPT_LOAD_MODULE = join(ROOT, 'src/features/load.script.ts');
/** Modules the script-tag build replaces with its own variant (module -> replacement). */
const SCRIPT_VARIANTS = new Map([
  [LOAD_MODULE, SCRIPT_LOAD_MODULE],
  [join(ROOT, 'src/i18n/bundled-locales.ts'), join(ROOT, 'src/i18n/bundled-locales.script.ts')],
]);
const REGISTRY_ID = '\0ex-shared-registry';
const STORE_DIR = /\/src\/stores\/[^/]+\.ts$/;

/**
 * A module holds page-wide state when it declares, at its top level, a nanostore, a mutable variable or a
 * collection (a Map or Set of pending work). Stores a function creates per use (the security flow) do not count.
 */
function holdsState(id) {
  const source = readFileSync(id, 'utf8');
  return /^(export\s+)?(const|let|var)\s+[$\w]+(\s*:[^=\n]+)?\s*=\s*(atom|computed|map|deepMap|new\s+(Map|Set|WeakMap))\b/m.test(source) || /^(let|var)\s/m.test(source);
}

/**
 * Feature name -> module path and export, from the one feature table (src/features/table.ts), loaded through Vite's
 * module runner (its dynamic imports are only functions here: nothing is loaded).
 */
export async function readFeatureTable() {
  const { module } = await runnerImport(FEATURE_TABLE, { configFile: false, root: ROOT, logLevel: 'error' });
  const table = Object.entries(module.FEATURES ?? {}).map(([name, entry]) => ({
    name,
    module: join(ROOT, entry.module),
    exportName: entry.exportName,
  }));
  if (table.length === 0) throw new Error('src/features/table.ts: no features');
  return table;
}

/**
 * Only code is shared. Data modules (JSON, inline CSS) are bundled into each feature that imports them, so a
 * feature's slice of locales/en.json does not make the core expose, and so keep, the whole file.
 */
function isSharable(id) {
  return !/\.json$|\?inline$/.test(id);
}

/**
 * The bindings a module imports from each source, read from its source text before types are stripped:
 * Map(source -> Set of export names | '*'). Type-only imports are left out; a namespace import or `export *`
 * needs the whole module ('*').
 */
export function importedBindings(code) {
  const bindings = new Map();
  const add = (source, names) => {
    const previous = bindings.get(source);
    if (previous === '*' || names === '*') bindings.set(source, '*');
    else bindings.set(source, new Set([...(previous ?? []), ...names]));
  };
  const statement = /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const [, keyword, typeOnly, clause, source] of code.matchAll(statement)) {
    if (typeOnly) continue;
    const text = clause.trim();
    if (keyword === 'export' && text.startsWith('*')) {
      add(source, '*');
      continue;
    }
    const names = [];
    const braces = /\{([^}]*)\}/.exec(text);
    if (braces) {
      for (const part of braces[1].split(',')) {
        const item = part.trim();
        if (!item || item.startsWith('type ')) continue;
        names.push(item.split(/\s+as\s+/)[0].trim());
      }
    }
    const outside = text.replace(/\{[^}]*\}/, '').split(',').map((part) => part.trim()).filter(Boolean);
    for (const part of outside) {
      if (part.startsWith('*')) add(source, '*');
      else if (keyword === 'import') names.push('default');
    }
    if (bindings.get(source) !== '*') add(source, names);
  }
  return bindings;
}

/** A module's key in the registry: stable for a path, and a valid identifier. */
function sharedKey(id) {
  return `m${createHash('sha1').update(relative(ROOT, id)).digest('hex').slice(0, 10)}`;
}

/** Plugins for the core script: swap in the script-tag loader, record the module graph, expose the registry. */
export function coreScriptPlugins({ shared = [], onModules } = {}) {
  const entry = join(ROOT, 'elements/index.ts');
  return [
    {
      name: 'ex-script-feature-loader',
      enforce: 'pre',
      async resolveId(source, importer, options) {
        if (!importer) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return (resolved && SCRIPT_VARIANTS.get(resolved.id)) ?? null;
      },
    },
    {
      name: 'ex-shared-registry',
      resolveId(source) {
        return source === REGISTRY_ID ? REGISTRY_ID : null;
      },
      load(id) {
        if (id !== REGISTRY_ID) return null;
        const lines = [];
        const entries = [];
        for (const { id: moduleId, names } of shared) {
          const key = sharedKey(moduleId);
          if (names === '*') {
            lines.push(`import * as ${key} from ${JSON.stringify(moduleId)};`);
          } else {
            // Only what the features import, through getters so live bindings stay live; __esModule keeps a
            // bundler's default-import interop from wrapping the object.
            const list = [...names];
            lines.push(`import { ${list.map((name, index) => `${name} as ${key}_${index}`).join(', ')} } from ${JSON.stringify(moduleId)};`);
            const getters = list.map((name, index) => `get ${name}() { return ${key}_${index}; }`);
            lines.push(`const ${key} = { __esModule: true, ${getters.join(', ')} };`);
          }
          entries.push(key);
        }
        // A second copy of the script must not rebind the features of the copy that defined the elements.
        lines.push(`globalThis.${SHARED_GLOBAL} ??= Object.freeze({ ${entries.join(', ')} });`);
        return lines.join('\n');
      },
      transform(code, id) {
        if (id !== entry || shared.length === 0) return null;
        return { code: `import ${JSON.stringify(REGISTRY_ID)};\n${code}`, map: null };
      },
      generateBundle(_options, bundle) {
        const modules = Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : []));
        onModules?.(modules.filter((id) => !id.startsWith('\0')));
      },
    },
  ];
}

/**
 * Builds dist/features/<name>.js for every feature. Returns the core module ids the features import
 * (the registry the core must expose), in a stable order.
 */
/** The folder of the npm package a module belongs to, or null for project files. */
function packageRoot(id) {
  const match = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(id);
  return match ? match[1] : null;
}

export async function buildScriptFeatures({ baseConfig, coreModules }) {
  const core = new Set(coreModules);
  /** Shared module id -> Set of imported export names, or '*' for the whole module. */
  const usedBindings = new Map();
  const importsByModule = new Map();
  const recordUse = (id, names) => {
    const previous = usedBindings.get(id);
    if (previous === '*' || names === '*') usedBindings.set(id, '*');
    else usedBindings.set(id, new Set([...(previous ?? []), ...names]));
  };
  const corePackages = new Set(coreModules.map(packageRoot).filter(Boolean));
  // Any module of a package the core contains is shared, including a barrel (index) the core's bundle folded away:
  // a feature must never carry a second React or nanostores.
  // A store module that holds state is shared even when only lazy code imports it: the registry pulls it into the
  // core, so the page keeps one instance of every store.
  const isShared = (id) =>
    isSharable(id) && (core.has(id) || corePackages.has(packageRoot(id)) || (STORE_DIR.test(id) && holdsState(id)));
  const table = await readFeatureTable();
  const globalName = (id) => `${SHARED_GLOBAL}.${sharedKey(id)}`;
  for (const feature of table) {
    // The entry is a generated file (lib mode resolves entries from disk): it registers the feature with the core.
    const entryFile = join(ROOT, '.cache/features', `${feature.name}.ts`);
    mkdirSync(join(ROOT, '.cache/features'), { recursive: true });
    writeFileSync(
      entryFile,
      [
        `import { registerFeature } from ${JSON.stringify(SCRIPT_LOAD_MODULE)};`,
        feature.exportName
          ? `import { ${feature.exportName} as Component } from ${JSON.stringify(feature.module)};\nconst Feature = { default: Component };`
          : `import * as Feature from ${JSON.stringify(feature.module)};`,
        `registerFeature(${JSON.stringify(feature.name)}, Feature);`,
        '',
      ].join('\n'),
    );
    await build({
      ...baseConfig,
      configFile: false,
      plugins: [
        ...(baseConfig.plugins ?? []),
        {
          name: 'ex-feature-entry',
          enforce: 'pre',
          transform(code, id) {
            if (/\.(m?[jt]sx?)$/.test(id.split('?')[0])) importsByModule.set(id, importedBindings(code));
            return null;
          },
          async resolveId(source, importer, options) {
            if (!importer) return null;
            const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
            const id = (resolved && SCRIPT_VARIANTS.get(resolved.id)) ?? resolved?.id;
            if (id && isShared(id)) {
              // Imports added after this hook ran (the JSX runtime) were not seen: share the whole module.
              recordUse(id, importsByModule.get(importer)?.get(source) ?? '*');
              return { id, external: true };
            }
            return id === SCRIPT_LOAD_MODULE ? id : null;
          },
        },
      ],
      build: {
        ...baseConfig.build,
        emptyOutDir: false,
        lib: { entry: entryFile, formats: ['iife'], name: `exHeaderFeature_${feature.name.replace(/\W/g, '_')}`, fileName: () => `features/${feature.name}.js` },
        rolldownOptions: {
          ...baseConfig.build?.rolldownOptions,
          output: { ...baseConfig.build?.rolldownOptions?.output, globals: globalName },
        },
      },
    });
  }
  if (!core.has(SCRIPT_LOAD_MODULE)) {
    throw new Error(`the core script does not contain ${relative(ROOT, SCRIPT_LOAD_MODULE)}: features could not register`);
  }
  return [...usedBindings.keys()].sort().map((id) => ({ id, names: usedBindings.get(id) }));
}
