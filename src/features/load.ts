import type { FeatureModules, FeatureName } from './names';
import { FEATURES } from './table';
import { settling } from '../internal/settle';

/** ES-module builds and tests: each feature is a dynamic import that bundlers split into its own chunk. */
const loaded = new Map<FeatureName, unknown>();
const onLoaded = new Map<FeatureName, (() => void)[]>();

export function loadFeature<K extends FeatureName>(name: K): Promise<FeatureModules[K]> {
  return settling(FEATURES[name].load() as Promise<FeatureModules[K]>).then((module) => {
    loaded.set(name, module);
    for (const callback of onLoaded.get(name) ?? []) callback();
    onLoaded.delete(name);
    return module;
  });
}

/** Calls back once a feature has loaded, whoever loaded it, without loading it. */
export function whenRegistered(name: FeatureName, callback: () => void): void {
  if (loaded.has(name)) callback();
  else onLoaded.set(name, [...(onLoaded.get(name) ?? []), callback]);
}

/** A feature's module if it has loaded, else undefined. */
export function loadedFeature<K extends FeatureName>(name: K): FeatureModules[K] | undefined {
  return loaded.get(name) as FeatureModules[K] | undefined;
}

/** Dynamic imports have nothing to fetch ahead of running them. */
export const fetchAhead = (): void => undefined;
