import type { FeatureModules, FeatureName } from './names';
import { FEATURES } from './table';

/** ES-module builds and tests: each feature is a dynamic import that bundlers split into its own chunk. */
export function loadFeature<K extends FeatureName>(name: K): Promise<FeatureModules[K]> {
  return FEATURES[name].load() as Promise<FeatureModules[K]>;
}
