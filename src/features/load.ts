import type { FeatureModules, FeatureName } from './names';
import { FEATURES } from './table';

/** ES-module builds and tests: each feature is a dynamic import that bundlers split into its own chunk. */
const loaded = new Map<FeatureName, unknown>();

export function loadFeature<K extends FeatureName>(name: K): Promise<FeatureModules[K]> {
  return (FEATURES[name].load() as Promise<FeatureModules[K]>).then((module) => {
    loaded.set(name, module);
    return module;
  });
}

/** A feature's module if it has loaded, else undefined. */
export function loadedFeature<K extends FeatureName>(name: K): FeatureModules[K] | undefined {
  return loaded.get(name) as FeatureModules[K] | undefined;
}
