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

function featureUrl(name: FeatureName): string {
  // Locale files sit in ./locales/ beside the script, so the script's own folder is one level up from them.
  return new URL(`../features/${name}.js`, DEFAULT_LOCALES_BASE).href;
}

export function loadFeature<K extends FeatureName>(name: K): Promise<FeatureModules[K]> {
  if (registered.has(name)) return Promise.resolve(registered.get(name) as FeatureModules[K]);
  const existing = waiting.get(name);
  if (existing) return existing as Promise<FeatureModules[K]>;
  const promise = new Promise<unknown>((resolve, reject) => {
    resolvers.set(name, resolve);
    const script = document.createElement('script');
    const url = featureUrl(name);
    try {
      script.src = trustedFeatureScriptUrl(url);
    } catch (error) {
      waiting.delete(name);
      resolvers.delete(name);
      reject(error instanceof Error ? error : new Error(`[ex-header] Could not load ${url}`));
      return;
    }
    script.async = true;
    script.onerror = () => {
      waiting.delete(name);
      resolvers.delete(name);
      script.remove();
      reject(new Error(`[ex-header] Could not load ${url}`));
    };
    document.head.append(script);
  });
  waiting.set(name, promise);
  return promise as Promise<FeatureModules[K]>;
}
