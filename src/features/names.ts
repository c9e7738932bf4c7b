import type { ReactNode } from 'react';
import type { FEATURES } from './table';

/**
 * Code that is not needed for the first paint (src/features/table.ts declares it). It loads on first use, is
 * prefetched when the browser is idle after the first paint (and on hover or focus of a trigger), which keeps the
 * script-tag bundle inside its budget. Only types come from the table here, so the script build's core never
 * bundles the table's dynamic imports.
 */
export type FeatureName = keyof typeof FEATURES;

export type FeatureModules = { [K in FeatureName]: Awaited<ReturnType<(typeof FEATURES)[K]['load']>> };

/** A component feature's module: its function component as the default export. */
export type FeatureModule = { default: (props: never) => ReactNode };

/** The features that are React components (all but the API module). */
export type ComponentFeatureName = {
  [K in FeatureName]: FeatureModules[K] extends FeatureModule ? K : never;
}[FeatureName];

/** A component feature's props, checked across the lazy boundary. */
export type FeatureProps<K extends ComponentFeatureName> = FeatureModules[K] extends {
  default: (props: infer P) => ReactNode;
}
  ? P
  : never;
