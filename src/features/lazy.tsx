import { lazy, useEffect, useRef, useState, type ComponentType, type FunctionComponent } from 'react';
import { whenIdle } from '../stores/idle';
import { loadFeature } from './load';
import type { ComponentFeatureName, FeatureName, FeatureModules, FeatureProps } from './names';

const components = new Map<ComponentFeatureName, unknown>();
const loaded = new Map<FeatureName, unknown>();

function load<K extends FeatureName>(name: K): Promise<FeatureModules[K]> {
  return loadFeature(name).then((module) => {
    loaded.set(name, module);
    return module;
  });
}

/**
 * A React.lazy component for a feature; one per feature for the page's lifetime. When the feature has already
 * loaded (prefetched when idle), it hands React a synchronous thenable, so the first render shows it at once
 * instead of suspending (React would hold a first Suspense reveal back by up to 300 ms).
 */
export function lazyFeature<K extends ComponentFeatureName>(name: K): FunctionComponent<FeatureProps<K>> {
  let component = components.get(name);
  if (!component) {
    type Loaded = { default: ComponentType<FeatureProps<K>> };
    component = lazy(() => {
      const ready = loaded.get(name) as Loaded | undefined;
      if (!ready) return load(name) as unknown as Promise<Loaded>;
      const immediately = { then: (resolve: (module: Loaded) => void) => resolve(ready) };
      return immediately as unknown as Promise<Loaded>;
    });
    components.set(name, component);
  }
  return component as FunctionComponent<FeatureProps<K>>;
}

/**
 * Whether a feature's script has run; until then, loads it and renders again when it has (or calls `onError` when
 * it cannot load). A slot renders its feature only then, so React never suspends on it: React holds the reveal of a
 * suspended boundary back by up to 300 ms (its fallback throttle), which every first click on a menu would wait out.
 */
export function useFeatureLoaded(name: ComponentFeatureName, onError: () => void): boolean {
  const [ready, setReady] = useState(() => loaded.has(name));
  const failed = useRef(onError);
  useEffect(() => {
    failed.current = onError;
  });
  useEffect(() => {
    if (ready) return;
    let live = true;
    load(name).then(
      () => {
        if (live) setReady(true);
      },
      (error: unknown) => {
        if (!live) return;
        console.warn(`[ex-header] The ${name} could not be shown:`, error);
        failed.current();
      },
    );
    return () => {
      live = false;
    };
  }, [name, ready]);
  return ready;
}

/** Starts loading a feature early; a failure surfaces when it is used. */
export function prefetchFeature(name: FeatureName): void {
  load(name).catch(() => undefined);
}

const requested = new Set<FeatureName>();

/**
 * After the first paint, when the browser is idle, fetch the features a view can open, once per page, so no
 * interaction waits for one. Each view names its own: a desktop bar never fetches the drawers, and a page without
 * <ex-security-dialog> never fetches the security dialog.
 */
export function usePrefetchWhenIdle(names: readonly FeatureName[]): void {
  const key = names.join(',');
  useEffect(() => {
    const wanted = key.split(',').filter((name) => !requested.has(name as FeatureName)) as FeatureName[];
    if (wanted.length === 0) return;
    return whenIdle(() => {
      for (const name of wanted) {
        if (requested.has(name)) continue;
        requested.add(name);
        prefetchFeature(name);
      }
    }, 3000);
  }, [key]);
}
