/**
 * Vite configuration, one mode per build output (scripts/build.mjs runs both):
 *   vite build --mode iife  -> dist/ex-header.js   one classic script, everything bundled (React included)
 *   vite build --mode esm   -> dist/esm/*.js       one ES module per element + index, dependencies external
 * Any other mode (dev server, vitest) gets only the shared settings.
 */
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type UserConfig } from 'vite';
import { isRuntimeDependency } from './scripts/lib/dependencies.mjs';
import { ESM_ENTRIES, IIFE_ENTRY } from './scripts/lib/entries.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Global the IIFE assigns the index module's exports to (`window.ExHeader`). */
export const IIFE_GLOBAL = 'ExHeader';

/**
 * Build-time constants. `__EX_LOCALES_REL__` is the locale folder relative to the module that computes the
 * default base (src/i18n/locales-base.ts): './locales/' beside dist/ex-header.js, '../locales/' from the
 * top level of dist/esm/ (which is why ESM chunks are never put in a sub-folder).
 */
export function buildDefines(localesRel: string): Record<string, string> {
  return {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __EX_LOCALES_REL__: JSON.stringify(localesRel),
  };
}

const TARGET = 'es2022';

export function iifeConfig(): UserConfig {
  return {
    root,
    publicDir: false,
    logLevel: 'warn',
    // The script-tag variants of a few modules (package.json "imports": #install-views, #load-feature,
    // #bundled-locales): the core paints without React and loads the views and the features as classic scripts.
    resolve: { conditions: ['ex-script', ...defaultClientConditions] },
    define: {
      ...buildDefines('./locales/'),
      // No import.meta in a classic script: src/i18n/locales-base.ts reads document.currentScript first and
      // falls back to this (undefined -> the relative path), instead of rolldown's warning and empty object.
      'import.meta.url': 'undefined',
    },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      copyPublicDir: false,
      target: TARGET,
      minify: true,
      // EX_SOURCEMAP=1 npm run build: a source map to see what each module costs in the script-tag bundle.
      sourcemap: process.env.EX_SOURCEMAP === '1',
      reportCompressedSize: false,
      lib: {
        entry: IIFE_ENTRY,
        formats: ['iife'],
        name: IIFE_GLOBAL,
        fileName: () => 'ex-header.js',
      },
      rolldownOptions: {
        output: {
          minify: true,
          // One file: dynamic imports are inlined (locale JSON files are fetched at run time instead).
          codeSplitting: false,
        },
      },
    },
  };
}

function esmConfig(): UserConfig {
  return {
    root,
    publicDir: false,
    logLevel: 'warn',
    define: buildDefines('../locales/'),
    build: {
      outDir: 'dist/esm',
      emptyOutDir: false,
      copyPublicDir: false,
      target: TARGET,
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      lib: {
        entry: { ...ESM_ENTRIES },
        formats: ['es'],
        fileName: (_format, entryName) => `${entryName}.js`,
      },
      rolldownOptions: {
        // Runtime dependencies (and their subpaths) stay external: bundler consumers dedupe them.
        external: isRuntimeDependency,
        // ex-header/next is a client component: its entry keeps the "use client" its source starts with (checked by
        // the hosts tier's Next.js app), so the bundler's warning that it might not is no news.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.endsWith('src/adapters/next.tsx')) return;
          warn(warning);
        },
        output: {
          minify: true,
          // Shared chunks sit beside the entries so '../locales/' means dist/locales/ from every file.
          chunkFileNames: '[name]-[hash].js',
        },
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  if (mode === 'iife') return iifeConfig();
  if (mode === 'esm') return esmConfig();
  return { root, publicDir: false };
});
