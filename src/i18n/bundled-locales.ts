/**
 * ES-module build: every locale but English (which ships with the code) is a lazily imported module of the package's
 * own module graph, so any bundler that builds the host app copies and serves them, one request per language used.
 * The script-tag build swaps in bundled-locales.script.ts (no modules: it fetches `locales/<code>.json` beside the
 * script). A `locales-base` attribute overrides both.
 */
type LocaleModuleLoader = () => Promise<unknown>;

const modules = import.meta.glob<unknown>(['../../locales/*.json', '!../../locales/en.json'], { import: 'default' });

export const BUNDLED_LOCALES: Readonly<Record<string, LocaleModuleLoader>> | null = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), load]),
);
