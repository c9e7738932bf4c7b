// The package's runtime dependencies (package.json "dependencies" and "peerDependencies": React is the host's):
// external in the ESM build, pre-bundled by vitest's browser mode.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

/** @type {readonly string[]} */
export const RUNTIME_DEPENDENCIES = Object.freeze(
  [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})].sort(),
);

/** True for a runtime dependency or one of its subpaths (react, react/jsx-runtime, react-dom/client ...). */
export function isRuntimeDependency(/** @type {string} */ id) {
  return RUNTIME_DEPENDENCIES.some((dep) => id === dep || id.startsWith(`${dep}/`));
}
