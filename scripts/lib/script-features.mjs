// The script-tag build: dist/ex-header.js (the core: the elements, the stores and the plain-DOM first paint of the
// bar, no React), features/react.js and features/app.js (React, then the views: fetched right after the first paint,
// run on intent or at idle, each in a task of its own) and the lazy features,
// dist/features/<name>.js, sibling classic scripts loaded on first use (src/features/table.ts lists them). A script
// must use the page's one instance of every module (one React, one set of stores), and no module may be bundled
// twice, so what each script contains is decided from the bundler's module graph, in load order:
//   - a module in the core's graph is the core's: the other scripts read it from the registry the core exposes, one
//       array of every binding any other script imports, globalThis.__exHeaderShared = [<binding>, ...], each script
//       through a small module per core module (`export const name = __exHeaderShared[<slot>]`), whose constants
//       its minifier renames: the core's names are in no script as text (the smallest core before the first paint);
//   - a module of React's packages (react, react-dom, scheduler) in the app's graph is React's script's: the app and
//       the features read it from globalThis.__exHeaderReact (it runs before the app);
//   - any other module in the app's graph (and not the core's) is the app's: the features read it from
//       globalThis.__exHeaderApp (the app always runs before any feature); except one that needs no React and that a
//       plain feature uses too (the menus' behaviour, which React's bar runs as well): that one goes into
//       dist/features/shared-plain.js (below), which the app then loads first;
//   - a module two or more of the other features use, and nothing it imports (however indirectly) React's or the
//     app's, is a plain feature's (one without React, drawing before it) when exactly one plain feature uses it: the
//     views that draw the same read it from that feature's registry, globalThis.__exHeaderPlain_<name>, and load
//     that feature first; so a page loads the language dialog's code only when a reader asks for the dialog;
//   - another module two or more features use goes into a shared feature script, loaded before the first of them:
//     dist/features/shared-plain.js when two or more plain features use it (and it needs no React);
//     dist/features/shared.js otherwise; they register it in globalThis.__exHeaderSharedPlain and
//     globalThis.__exHeaderSharedChunk;
//   - every other module belongs to the one feature that uses it.
// Which bindings a script imports from another is read from the transformed modules' syntax trees (rolldown's
// parser), so each script exposes, and so keeps, only what is used. After the build, `modulesInTwoScripts` fails
// the build if any project module ended up in two scripts.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, parseAst, runnerImport } from 'vite';
import { integrityOf, pinDefine, pinnedNameRule } from './pins.mjs';
import { ROOT } from './run.mjs';

export const SHARED_GLOBAL = '__exHeaderShared';
export const APP_GLOBAL = '__exHeaderApp';
export const APP_FEATURE = 'app';
export const SHARED_CHUNK_GLOBAL = '__exHeaderSharedChunk';
export const SHARED_CHUNK = 'shared';
/** The shared modules that need no React: a feature drawing plain DOM loads them without React. */
export const PLAIN_CHUNK_GLOBAL = '__exHeaderSharedPlain';
export const PLAIN_CHUNK = 'shared-plain';
/** React itself (react, react-dom, scheduler): its own script, run before the app in a task of its own. */
export const REACT_SCRIPT = 'react';
export const REACT_GLOBAL = '__exHeaderReact';
const REACT_PACKAGES = new Set(['react', 'react-dom', 'scheduler']);
const REACT_REGISTRY_ID = '\0ex-react-registry';
const FEATURE_TABLE = join(ROOT, 'src/features/table.ts');
const SCRIPT_LOAD_MODULE = join(ROOT, 'src/features/load.script.ts');
const REGISTRY_ID = '\0ex-shared-registry';
const APP_REGISTRY_ID = '\0ex-app-registry';
const ENTRY = join(ROOT, 'elements/index.ts');

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
 * Data modules (JSON, inline CSS) are never shared: each script bundles the parts it imports (a JSON file's
 * sections are separate bindings), so the core does not keep, say, the menus' English texts for a feature.
 */
function isCode(id) {
  return !/\.json$|\?inline$/.test(id) && !id.startsWith('\0');
}

/** The name of the npm package a module belongs to, or null for project files. */
function packageName(id) {
  const root = packageRoot(id);
  return root ? root.slice(root.lastIndexOf('/node_modules/') + '/node_modules/'.length) : null;
}

/** The folder of the npm package a module belongs to, or null for project files. */
function packageRoot(id) {
  const match = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(id);
  return match ? match[1] : null;
}

/** A module's key in a registry: stable for a path, and a valid identifier. */
function sharedKey(id) {
  return `m${createHash('sha1').update(relative(ROOT, id)).digest('hex').slice(0, 10)}`;
}

/**
 * What one module imports from each source, from its syntax tree: Map(source -> Set of export names | '*').
 * A namespace import or `export *` needs the whole module.
 */
export function importedBindings(program) {
  const bindings = new Map();
  const add = (source, names) => {
    const previous = bindings.get(source);
    if (previous === '*' || names === '*') bindings.set(source, '*');
    else bindings.set(source, new Set([...(previous ?? []), ...names]));
  };
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      if (node.importKind === 'type') continue;
      const names = [];
      let whole = false;
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportNamespaceSpecifier') whole = true;
        else if (specifier.type === 'ImportDefaultSpecifier') names.push('default');
        else if (specifier.importKind !== 'type') names.push(specifier.imported.name ?? specifier.imported.value);
      }
      add(node.source.value, whole ? '*' : names);
    } else if (node.type === 'ExportAllDeclaration' && node.source) {
      add(node.source.value, '*');
    } else if (node.type === 'ExportNamedDeclaration' && node.source && node.exportKind !== 'type') {
      add(
        node.source.value,
        node.specifiers.map((specifier) => specifier.local.name ?? specifier.local.value),
      );
    }
  }
  return bindings;
}

/** Collects, per external module id, the bindings the scripts being built import from it. */
function createUsage() {
  const used = new Map();
  return {
    record(id, names) {
      const previous = used.get(id);
      if (previous === '*' || names === '*') used.set(id, '*');
      else used.set(id, new Set([...(previous ?? []), ...names]));
    },
    list: (filter = () => true) =>
      [...used.keys()]
        .filter(filter)
        .sort()
        .map((id) => ({ id, names: used.get(id) })),
  };
}

/**
 * A plugin for one script build: makes the modules another script owns external
 * (read from its registry global), records which bindings this script imports from them, and reports the module
 * graph of what it bundled (and each import, to `onImport(importer, id)`). `owner(id)` names the global a module is
 * read from, or null to bundle it here.
 */
function scriptGraphPlugin({ owner = () => null, usage, onModules, onImport, coreSlots = null } = {}) {
  const importsByModule = new Map();
  return {
    name: 'ex-script-graph',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      if (source.startsWith(CORE_READER_PREFIX)) return source;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const id = resolved?.id;
      if (id) onImport?.(importer, id);
      if (id && owner(id)) {
        if (coreSlots?.has(id)) return CORE_READER_PREFIX + id;
        usage?.record(id, importsByModule.get(importer)?.get(source) ?? '*');
        return { id, external: true };
      }
      return null;
    },
    load(id) {
      return id.startsWith(CORE_READER_PREFIX) ? coreReader(coreSlots.get(id.slice(CORE_READER_PREFIX.length))) : null;
    },
    transform: {
      order: 'post',
      handler(code, id) {
        // After TypeScript and JSX are compiled: the JSX runtime's imports are in the tree too.
        if (usage && /\.(m?[jt]sx?)$/.test(id.split('?')[0])) importsByModule.set(id, importedBindings(parseAst(code)));
        return null;
      },
    },
    generateBundle(_options, bundle) {
      onModules?.(
        Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds.filter(isCode) : [])),
      );
    },
  };
}

/** A virtual module that puts the given bindings of each module into a registry global. */
function registryPlugin(virtualId, globalName, entries, { namespaces = false, live = true } = {}) {
  return {
    name: `ex-registry-${globalName}`,
    resolveId: (source) => (source === virtualId ? virtualId : null),
    load(id) {
      if (id !== virtualId) return null;
      const lines = [];
      const keys = [];
      for (const { id: moduleId, names } of entries) {
        // A side-effect import of a module the core has anyway needs nothing exposed.
        if (names !== '*' && names.size === 0 && !namespaces) continue;
        const key = sharedKey(moduleId);
        keys.push(key);
        if (namespaces || names === '*') {
          lines.push(`import * as ${key} from ${JSON.stringify(moduleId)};`);
          continue;
        }
        // Only what the other scripts import, through getters so live bindings stay live; __esModule keeps a
        // bundler's default-import interop from wrapping the object.
        const list = [...names];
        lines.push(
          `import { ${list.map((name, index) => `${name} as ${key}_${index}`).join(', ')} } from ${JSON.stringify(moduleId)};`,
        );
        lines.push(
          `const ${key} = { __esModule: true, ${list.map((name, index) => (live ? `get ${name}() { return ${key}_${index}; }` : `${name}: ${key}_${index}`)).join(', ')} };`,
        );
      }
      // A second copy of the script must not rebind the features of the copy that defined the elements.
      lines.push(`globalThis.${globalName} ??= Object.freeze({ ${keys.join(', ')} });`);
      return lines.join('\n');
    },
  };
}

/** The module another script imports in place of a core module: its bindings, read from the core's array. */
const CORE_READER_PREFIX = '\0ex-core:';

/**
 * One slot in the core's registry array for each binding another script imports from the core: module id ->
 * Map(name -> slot). A whole-module import (`import * as`) would need every export: refused, naming the module.
 */
function assignCoreSlots(used) {
  const slots = new Map();
  let next = 0;
  for (const { id, names } of used) {
    if (names === '*')
      throw new Error(
        `A script imports all of ${relative(ROOT, id)} (import * or export *), which the core exposes by name only: import the bindings it uses`,
      );
    // A side-effect import of a core module gets an empty stand-in: the core has run it already.
    slots.set(id, new Map([...names].sort().map((name) => [name, next++])));
  }
  return slots;
}

/**
 * The stand-in for one core module in another script: a constant per binding, read once from the core's array. Each
 * read is a call marked pure, so a script drops the bindings it does not use (a bare property read is kept).
 */
function coreReader(names) {
  const lines = [`const registry = globalThis.${SHARED_GLOBAL};`];
  for (const [name, slot] of names) {
    const read = `/* @__PURE__ */ (() => registry[${slot}])()`;
    lines.push(name === 'default' ? `export default ${read};` : `export const ${name} = ${read};`);
  }
  return lines.join('\n');
}

/**
 * The core's registry: an array of the bindings, in slot order; frozen, and set only once (a second copy of the
 * script must not rebind the features of the copy that defined the elements).
 */
function coreRegistryPlugin(slots) {
  return {
    name: 'ex-core-registry',
    resolveId: (source) => (source === REGISTRY_ID ? REGISTRY_ID : null),
    load(id) {
      if (id !== REGISTRY_ID) return null;
      const lines = [];
      const values = [];
      for (const [moduleId, names] of slots) {
        if (names.size === 0) continue;
        const locals = [...names].map(([name, slot]) => {
          values[slot] = `s${slot}`;
          return `${name} as s${slot}`;
        });
        lines.push(`import { ${locals.join(', ')} } from ${JSON.stringify(moduleId)};`);
      }
      lines.push(`globalThis.${SHARED_GLOBAL} ??= Object.freeze([${values.join(', ')}]);`);
      return lines.join('\n');
    },
  };
}

function writeEntry(name, lines) {
  const file = join(ROOT, '.cache/features', `${name}.ts`);
  mkdirSync(join(ROOT, '.cache/features'), { recursive: true });
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/**
 * Builds dist/ex-header.js, dist/features/<name>.<hash>.js and (when two features share code) the shared feature
 * script. The features are built first and renamed after their content; the core is built last with the pin table
 * (`pins`, the locale files', plus the features') written into it. `iife` is vite.config.ts's script-tag config.
 * Returns the scripts' module lists (for modulesInTwoScripts) and the features' pins.
 */
export async function buildScriptTag(iife, { pins: otherPins = {}, outDir = join(ROOT, 'dist') } = {}) {
  const table = await readFeatureTable();
  const base = { ...iife, configFile: false };
  const iifeBuild = (lib, plugins, { write = true, globals, define } = {}) =>
    build({
      ...base,
      // The graph scans write nothing and have no globals yet: their "missing global" notices mean nothing.
      logLevel: write ? base.logLevel : 'error',
      define: { ...base.define, ...define },
      plugins: [...(base.plugins ?? []), ...plugins],
      build: {
        ...base.build,
        write,
        emptyOutDir: false,
        lib: { ...base.build.lib, ...lib },
        rolldownOptions: {
          ...base.build.rolldownOptions,
          output: { ...base.build.rolldownOptions?.output, ...(globals ? { globals } : {}) },
        },
      },
    });
  const featureEntry = (feature) =>
    writeEntry(feature.name, [
      `import { registerFeature } from ${JSON.stringify(SCRIPT_LOAD_MODULE)};`,
      feature.exportName
        ? `import { ${feature.exportName} as Component } from ${JSON.stringify(feature.module)};\nconst Feature = { default: Component };`
        : `import * as Feature from ${JSON.stringify(feature.module)};`,
      `registerFeature(${JSON.stringify(feature.name)}, Feature);`,
    ]);
  const featureLib = (name, entry) => ({
    entry,
    formats: ['iife'],
    name: `exHeaderFeature_${name.replace(/\W/g, '_')}`,
    fileName: () => `features/${name}.js`,
  });

  // 1. The core's graph.
  let coreModules = [];
  await iifeBuild({}, [scriptGraphPlugin({ onModules: (modules) => (coreModules = modules) })], {
    write: false,
    define: { __EX_SHARED_CHUNKS__: '[]', __EX_SCRIPT_NEEDS__: '{}' },
  });
  if (!coreModules.includes(SCRIPT_LOAD_MODULE))
    throw new Error(
      `the core script does not contain ${relative(ROOT, SCRIPT_LOAD_MODULE)}: features could not register`,
    );
  // Any module of a package a script contains is that script's, including a barrel its bundle folded away: a later
  // script must never carry a second React or nanostores.
  const owns = (modules) => {
    const set = new Set(modules);
    const packages = new Set(modules.map(packageRoot).filter(Boolean));
    return (id) => isCode(id) && (set.has(id) || packages.has(packageRoot(id)));
  };
  const coreOwns = owns(coreModules);

  // 2. The app's graph, with the core's modules external.
  const app = table.find((feature) => feature.name === APP_FEATURE);
  if (!app) throw new Error(`src/features/table.ts: no "${APP_FEATURE}" feature (the React views)`);
  let appModules = [];
  // What the other scripts import from the core, read from every module they may bundle (the app's graph, then each
  // feature's): the core's registry slots are fixed before any of them is built.
  const coreUsage = createUsage();
  const recordCore = { record: (id, names) => coreOwns(id) && coreUsage.record(id, names) };
  const importsOf = new Map();
  const onImport = (importer, id) => importsOf.set(importer, new Set([...(importsOf.get(importer) ?? []), id]));
  await iifeBuild(
    featureLib(app.name, featureEntry(app)),
    [
      scriptGraphPlugin({
        owner: coreOwns,
        usage: recordCore,
        onModules: (modules) => (appModules = modules),
        onImport,
      }),
    ],
    { write: false },
  );
  const appOwnsOnly = owns(appModules.filter((id) => !id.includes('/.cache/features/')));
  // React's packages go into their own script, which the app reads them from: its evaluation is one task and the
  // app's another, where one script would make one task of both.
  const reactOwns = (id) => !coreOwns(id) && appOwnsOnly(id) && REACT_PACKAGES.has(packageName(id));
  const inAppGraph = (id) => !coreOwns(id) && appOwnsOnly(id) && !reactOwns(id);
  /** Whether a module, or anything it imports (however indirectly, outside the core), is one `isTheirs` names. */
  const reaches = (isTheirs) => {
    const found = new Map();
    const test = (id) => {
      if (isTheirs(id)) return true;
      if (coreOwns(id)) return false;
      if (!found.has(id)) {
        found.set(id, false);
        found.set(id, [...(importsOf.get(id) ?? [])].some(test));
      }
      return found.get(id);
    };
    return test;
  };
  const needsReact = reaches(reactOwns);
  // The app's views: the modules of its graph that need React. Its React-free modules (a behaviour the plain bar runs
  // too) are decided below, by who else uses them.
  const appViews = (id) => inAppGraph(id) && needsReact(id);

  // 3. Each other feature's graph, with the core's, React's and the views' modules external.
  const features = table.filter((feature) => feature !== app);
  const usedBy = new Map();
  for (const feature of features) {
    await iifeBuild(
      featureLib(feature.name, featureEntry(feature)),
      [
        scriptGraphPlugin({
          owner: (id) => coreOwns(id) || reactOwns(id) || appViews(id),
          usage: recordCore,
          onModules: (modules) => modules.forEach((id) => usedBy.set(id, [...(usedBy.get(id) ?? []), feature.name])),
          onImport,
        }),
      ],
      { write: false },
    );
  }
  const coreSlots = assignCoreSlots(coreUsage.list());
  // Whether a module needs React's or the views' script run first.
  const usesViews = reaches((id) => reactOwns(id) || appViews(id));
  // A feature that needs no React (the plain bar's menu entries, the API client) loads only the shared modules it
  // uses: the plain chunk holds those, and every other shared module waits in shared.js.
  const plainFeatures = new Set(
    features.filter((feature) => !usesViews(feature.module)).map((feature) => feature.name),
  );
  // A feature drawn before React (plain-*) that came to import anything of React's or the app's would silently load
  // React first: the build refuses it, naming the feature.
  const drawnWithReact = features.filter(
    (feature) => feature.name.startsWith('plain-') && !plainFeatures.has(feature.name),
  );
  if (drawnWithReact.length > 0)
    throw new Error(
      `${drawnWithReact.map((feature) => `features/${feature.name}.js`).join(', ')} must run without React, but imports (however indirectly) a module of React's or the app's (src/features/table.ts)`,
    );
  // A React-free module of the app's graph that a plain feature uses too (the menus' behaviour, run by the plain bar
  // and by React's) goes into the plain chunk, which the app then loads first (not the plain feature's own script,
  // which may start work of its own: a page with only a standalone dialog runs none of the menus' code); the app's
  // other modules are its own.
  const plainUsers = (id) => (usedBy.get(id) ?? []).filter((name) => plainFeatures.has(name));
  const sharedWithApp = (id) => inAppGraph(id) && !appViews(id) && plainUsers(id).length > 0;
  const appOwns = (id) => inAppGraph(id) && !sharedWithApp(id);
  const sharedModules = [...usedBy]
    .filter(
      ([id, users]) => !appOwns(id) && !id.includes('/.cache/features/') && (users.length > 1 || sharedWithApp(id)),
    )
    .map(([id]) => id);
  // A shared module without React that two or more plain features use goes into the plain chunk, which every plain
  // feature loads first. One that a single plain feature uses (with views that draw the same: the language dialog's
  // description and behaviour) is that feature's, and the others load it before them: a page loads it only when a
  // reader asks for what it draws, not with every plain feature.
  const inPlainChunk = new Set(
    sharedModules.filter((id) => !usesViews(id) && (plainUsers(id).length > 1 || sharedWithApp(id))),
  );
  const plainOwner = new Map(
    sharedModules
      .filter((id) => !usesViews(id) && !inPlainChunk.has(id) && plainUsers(id).length === 1)
      .map((id) => [id, plainUsers(id)[0]]),
  );
  const inSharedChunk = new Set(sharedModules.filter((id) => !inPlainChunk.has(id) && !plainOwner.has(id)));
  const plainFeatureGlobal = (name) => `__exHeaderPlain_${name.replace(/\W/g, '_')}`;
  const ownedBy = (name) => [...plainOwner].filter(([, owner]) => owner === name).map(([id]) => id);

  // The global a module of another script is read from (the core's: through its slots, never as an external).
  const globalFor = (id) =>
    coreOwns(id)
      ? SHARED_GLOBAL
      : reactOwns(id)
        ? `${REACT_GLOBAL}.${sharedKey(id)}`
        : appOwns(id)
          ? `${APP_GLOBAL}.${sharedKey(id)}`
          : inPlainChunk.has(id)
            ? `${PLAIN_CHUNK_GLOBAL}.${sharedKey(id)}`
            : plainOwner.has(id)
              ? `${plainFeatureGlobal(plainOwner.get(id))}.${sharedKey(id)}`
              : inSharedChunk.has(id)
                ? `${SHARED_CHUNK_GLOBAL}.${sharedKey(id)}`
                : null;
  // Every import of a core module is read through its slots; one the scans did not see would read nothing.
  const externalGlobal = (id) => {
    if (coreOwns(id))
      throw new Error(`${relative(ROOT, id)} is the core's, but the scans of the other scripts never saw it imported`);
    return globalFor(id);
  };
  const usage = createUsage();
  const outputs = { 'ex-header.js': [] };
  // What each script reads besides the core (the app's registry, the shared script's), for the core's loader: a
  // feature that needs neither loads on its own, without waiting for React.
  const needs = {};
  const noting = (name, owner) => (id) => {
    const found = owner(id);
    const need = reactOwns(id)
      ? REACT_SCRIPT
      : appOwns(id)
        ? APP_FEATURE
        : inPlainChunk.has(id)
          ? PLAIN_CHUNK
          : plainOwner.has(id)
            ? plainOwner.get(id)
            : inSharedChunk.has(id)
              ? SHARED_CHUNK
              : null;
    if (found && need) needs[name] = [...new Set([...(needs[name] ?? []), need])];
    return found;
  };

  // 4. The shared feature scripts: the modules two or more features use, reading what scripts before them own (the
  //    plain one, only the core's).
  const sharedChunks = [
    { name: PLAIN_CHUNK, global: PLAIN_CHUNK_GLOBAL, modules: inPlainChunk, owner: coreOwns },
    {
      name: SHARED_CHUNK,
      global: SHARED_CHUNK_GLOBAL,
      modules: inSharedChunk,
      owner: (id) => coreOwns(id) || reactOwns(id) || appOwns(id) || inPlainChunk.has(id) || plainOwner.has(id),
    },
  ].filter((chunk) => chunk.modules.size > 0);
  for (const chunk of sharedChunks) {
    const registry = `\0ex-${chunk.name}-registry`;
    const entry = writeEntry(chunk.name, [`import ${JSON.stringify(registry)};`]);
    await iifeBuild(
      featureLib(chunk.name, entry),
      [
        registryPlugin(
          registry,
          chunk.global,
          [...chunk.modules].sort().map((id) => ({ id, names: '*' })),
          { namespaces: true },
        ),
        scriptGraphPlugin({
          coreSlots,
          owner: noting(chunk.name, chunk.owner),
          usage,
          onModules: (modules) => (outputs[`features/${chunk.name}.js`] = modules),
        }),
      ],
      { globals: externalGlobal },
    );
  }

  // 5. The features, reading the core's, the app's and the shared script's modules from their registries (and a
  //    plain feature's, which exposes the modules it owns for the views).
  for (const feature of features) {
    const owned = ownedBy(feature.name);
    const registry = `\0ex-${feature.name}-registry`;
    await iifeBuild(
      featureLib(feature.name, featureEntry(feature)),
      [
        ...(owned.length > 0
          ? [
              registryPlugin(
                registry,
                plainFeatureGlobal(feature.name),
                owned.sort().map((id) => ({ id, names: '*' })),
                { namespaces: true },
              ),
              prependImport(featureEntry(feature), registry),
            ]
          : []),
        scriptGraphPlugin({
          coreSlots,
          owner: noting(feature.name, (id) => plainOwner.get(id) !== feature.name && globalFor(id) !== null),
          usage,
          onModules: (modules) => (outputs[`features/${feature.name}.js`] = modules),
        }),
      ],
      { globals: externalGlobal },
    );
  }

  // 6. The app, exposing exactly what the features import from it, and reading the core's modules.
  const appExposed = usage.list(appOwns);
  await iifeBuild(
    featureLib(app.name, featureEntry(app)),
    [
      registryPlugin(APP_REGISTRY_ID, APP_GLOBAL, appExposed),
      prependImport(featureEntry(app), appExposed.length > 0 ? APP_REGISTRY_ID : null),
      scriptGraphPlugin({
        coreSlots,
        owner: noting(app.name, (id) => coreOwns(id) || reactOwns(id) || inPlainChunk.has(id) || plainOwner.has(id)),
        usage,
        onModules: (modules) => (outputs[`features/${app.name}.js`] = modules),
      }),
    ],
    { globals: externalGlobal },
  );

  // 6a. React, exposing exactly what the app and the features import from it.
  await iifeBuild(
    featureLib(REACT_SCRIPT, writeEntry(REACT_SCRIPT, [`import ${JSON.stringify(REACT_REGISTRY_ID)};`])),
    [
      // React's exports never change after it has run: plain values, not getters, since every element the views
      // create reads one (jsx, hooks).
      registryPlugin(REACT_REGISTRY_ID, REACT_GLOBAL, usage.list(reactOwns), { live: false }),
      scriptGraphPlugin({
        coreSlots,
        owner: coreOwns,
        usage,
        onModules: (modules) => (outputs[`features/${REACT_SCRIPT}.js`] = modules),
      }),
    ],
    { globals: externalGlobal },
  );

  // 7. The feature scripts renamed after their content, then the core again, with their pins, exposing exactly what
  //    the other scripts import from it.
  const pinnedName = await pinnedNameRule();
  const featurePins = {};
  for (const logical of Object.keys(outputs).filter((file) => file !== 'ex-header.js')) {
    const integrity = integrityOf(readFileSync(join(outDir, logical)));
    const file = pinnedName(logical, integrity);
    renameSync(join(outDir, logical), join(outDir, file));
    featurePins[logical] = { file, integrity };
  }
  // The core's registry holds values, not getters (smaller, for the size of the script before the first paint): it
  // runs after every module it lists, and none of them exports a binding that changes later.
  const reassignable = [...coreSlots.keys()]
    .filter((id) => /^export\s+(let|var)\s/m.test(readFileSync(id, 'utf8')))
    .map((id) => ({ id }));
  if (reassignable.length > 0)
    throw new Error(
      `The core's registry passes values to the other scripts, but ${reassignable.map(({ id }) => relative(ROOT, id)).join(', ')} ${reassignable.length === 1 ? 'exports' : 'export'} a let or var: make it a const (or a function that reads it)`,
    );
  await iifeBuild(
    {},
    [
      coreRegistryPlugin(coreSlots),
      prependImport(ENTRY, coreSlots.size > 0 ? REGISTRY_ID : null),
      scriptGraphPlugin({ onModules: (modules) => (outputs['ex-header.js'] = modules) }),
    ],
    {
      define: {
        __EX_SHARED_CHUNKS__: JSON.stringify(sharedChunks.map((chunk) => chunk.name)),
        // React, then the app, then the shared scripts: in load order.
        __EX_SCRIPT_NEEDS__: JSON.stringify(
          Object.fromEntries(
            [APP_FEATURE, PLAIN_CHUNK, SHARED_CHUNK, ...features.map((feature) => feature.name)].map((name) => [
              name,
              [REACT_SCRIPT, APP_FEATURE, PLAIN_CHUNK, ...plainFeatures, SHARED_CHUNK].filter((need) =>
                needs[name]?.includes(need),
              ),
            ]),
          ),
        ),
        ...pinDefine({ ...otherPins, ...featurePins }),
      },
    },
  );
  return { outputs, pins: featurePins };
}

/** Makes a script's entry import a registry module first (so the registry global exists before anything runs). */
function prependImport(entry, registryId) {
  return {
    name: 'ex-registry-import',
    transform(code, id) {
      if (id !== entry || !registryId) return null;
      return { code: `import ${JSON.stringify(registryId)};\n${code}`, map: null };
    },
  };
}

/**
 * Every project module (src/, elements/) in exactly one script: returns the ones found in two or more, with where.
 * Packages are checked by the same rule (a second React would be one), generated entries are not.
 */
export function modulesInTwoScripts(outputs) {
  const homes = new Map();
  for (const [file, modules] of Object.entries(outputs)) {
    for (const id of new Set(modules)) {
      if (id.includes('/.cache/features/') || id.includes('\0')) continue;
      homes.set(id, [...(homes.get(id) ?? []), file]);
    }
  }
  return [...homes]
    .filter(([, files]) => files.length > 1)
    .map(([id, files]) => ({ module: relative(ROOT, id), scripts: files }));
}
