import { lazy } from 'react';
import { whenIdle } from '../stores/idle';
import { FEATURE_NAMES, loadFeature } from './load';
import type { ComponentFeatureName, FeatureComponent, FeatureName } from './names';

const components = new Map<ComponentFeatureName, FeatureComponent>();

/** A React.lazy component for a feature; one per feature for the page's lifetime. */
export function lazyFeature(name: ComponentFeatureName): FeatureComponent {
  let component = components.get(name);
  if (!component) {
    component = lazy(() => loadFeature(name));
    components.set(name, component);
  }
  return component;
}

/** Starts loading a feature early; a failure surfaces when it is used. */
export function prefetchFeature(name: FeatureName): void {
  loadFeature(name).catch(() => undefined);
}

let prefetched = false;
/** After the first paint, when the browser is idle, fetch every feature once so no interaction waits for one. */
export function prefetchAllFeaturesWhenIdle(): void {
  if (prefetched || typeof window === 'undefined') return;
  prefetched = true;
  whenIdle(() => FEATURE_NAMES.forEach(prefetchFeature), 3000);
}
