import { useEffect, useRef, useState, type ComponentType } from 'react';
import { readyAhead } from '../internal/ready-ahead';
import { loadedFeature, loadFeature as load } from '../internal/loader';
import type { ComponentFeatureName, FeatureName, FeatureProps } from '../internal/loader';

/** A component feature's component, once its script has run (whoever loaded it: a view, or the plain bar). */
function loadedComponent<K extends ComponentFeatureName>(name: K): ComponentType<FeatureProps<K>> | null {
  const module = loadedFeature(name) as { default: ComponentType<FeatureProps<K>> } | undefined;
  return module?.default ?? null;
}

/**
 * Whether a feature's script has run, once it is `wanted` (loading it then, and calling `onError` when it cannot
 * load): what a control announces (a menu's `aria-expanded`) waits for what it announces to be there.
 */
export function useFeatureReady(name: FeatureName, wanted: boolean, onError?: () => void): boolean {
  const [ready, setReady] = useState(() => loadedFeature(name) !== undefined);
  const failed = useRef(onError);
  useEffect(() => {
    failed.current = onError;
  });
  useEffect(() => {
    if (ready || !wanted) return;
    let live = true;
    load(name).then(
      () => live && setReady(true),
      (error: unknown) => {
        // Without onError, whoever shows the feature warns and closes.
        if (!live || !failed.current) return;
        console.warn(`[ex-header] The ${name} could not be shown:`, error);
        failed.current();
      },
    );
    return () => {
      live = false;
    };
  }, [name, wanted, ready]);
  return ready;
}

/**
 * A feature's component once its script has run, else null: until then, loads it and renders again when it has (or
 * calls `onError` when it cannot load). Rendering the component only then, rather than through React.lazy, means
 * React never suspends on it: React holds the reveal of a suspended boundary back by up to 300 ms (its fallback
 * throttle), which every first click on a menu would wait out.
 */
export function useFeatureComponent<K extends ComponentFeatureName>(
  name: K,
  onError: () => void,
): ComponentType<FeatureProps<K>> | null {
  return useFeatureReady(name, true, onError) ? loadedComponent(name) : null;
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
    return readyAhead(() => {
      for (const name of wanted) {
        if (requested.has(name)) continue;
        requested.add(name);
        prefetchFeature(name);
      }
    });
  }, [key]);
}
