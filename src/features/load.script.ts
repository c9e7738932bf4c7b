import { DEFAULT_LOCALES_BASE } from '../i18n/locales-base';
import type { FeatureModules, FeatureName } from './names';
import { trustedFeatureScriptUrl } from './trusted-script-url';

/**
 * Script-tag build: a feature is a sibling classic script (features/<name>.js beside ex-header.js) that calls
 * `registerFeature`. The build swaps this file in for load.ts.
 */
const registered = new Map<FeatureName, unknown>();
const waiting = new Map<FeatureName, Promise<unknown>>();
const resolvers = new Map<FeatureName, (module: unknown) => void>();

/** The one list of features (names.ts), shared with the ES-module loader. */

export function registerFeature<K extends FeatureName>(name: K, module: FeatureModules[K]): void {
  registered.set(name, module);
  resolvers.get(name)?.(module);
  resolvers.delete(name);
}

function scriptUrl(name: string): string {
  // Locale files sit in ./locales/ beside the script, so the script's own folder is one level up from them.
  return new URL(`../features/${name}.js`, new URL(DEFAULT_LOCALES_BASE, document.baseURI)).href;
}

/** Appends a feature script; resolves when it has run, rejects (and forgets it) when it cannot load. */
function runScript(name: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const url = scriptUrl(name);
    const script = document.createElement('script');
    try {
      script.src = trustedFeatureScriptUrl(url);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(`[ex-header] Could not load ${url}`));
      return;
    }
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`[ex-header] Could not load ${url}`));
    };
    document.head.append(script);
  });
}

/** features/shared.js, the code two or more features use: loaded once, before the first feature after the app. */
let sharedChunk: Promise<void> | null = null;
function loadSharedChunk(): Promise<void> {
  if (!__EX_SHARED_CHUNK__) return Promise.resolve();
  sharedChunk ??= runScript('shared').catch((error: unknown) => {
    sharedChunk = null;
    throw error;
  });
  return sharedChunk;
}

export function loadFeature<K extends FeatureName>(name: K): Promise<FeatureModules[K]> {
  if (registered.has(name)) return Promise.resolve(registered.get(name) as FeatureModules[K]);
  const existing = waiting.get(name);
  if (existing) return existing as Promise<FeatureModules[K]>;
  const promise = new Promise<unknown>((resolve, reject) => {
    resolvers.set(name, resolve);
    // The app (React and the views) runs before any other feature, and the shared feature script before the rest.
    const before = name === 'app' ? Promise.resolve() : loadFeature('app').then(() => loadSharedChunk());
    before
      .then(() => runScript(name))
      .catch((error: unknown) => {
        waiting.delete(name);
        resolvers.delete(name);
        reject(error);
      });
  });
  waiting.set(name, promise);
  return promise as Promise<FeatureModules[K]>;
}
