// Loads a build-time TypeScript module of the contract (elements/*.ts) through Vite's module runner.
import { runnerImport } from 'vite';

/** The module at `path`, with the element modules' stylesheets stubbed (the contract reads names, not styles). */
export async function importContractModule(root, path) {
  const { module } = await runnerImport(path, {
    configFile: false,
    root,
    logLevel: 'error',
    define: { __EX_LOCALES_REL__: JSON.stringify('./locales/') },
    // Vite's CSS plugin does not run in a module runner.
    plugins: [
      {
        name: 'ex-contract-no-css',
        enforce: 'pre',
        resolveId: (source) => (/\.css\?inline$/.test(source) ? '\0ex-no-css' : undefined),
        load: (id) => (id === '\0ex-no-css' ? 'export default ""' : undefined),
      },
    ],
  });
  return module;
}
