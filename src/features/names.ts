import type { FEATURES } from './table';

/**
 * Code that is not needed for the first paint (src/features/table.ts declares it). It loads on first use, is
 * prefetched when the browser is idle after the first paint (and on hover or focus of a trigger), which keeps the
 * script-tag bundle inside its budget. The table's modules are declared to the page's loader here
 * (src/internal/loader.ts), by type only, so the floors below name features without importing the table, and the
 * script build's core never bundles the table's dynamic imports.
 */
type TableModules = { [K in keyof typeof FEATURES]: Awaited<ReturnType<(typeof FEATURES)[K]['load']>> };

declare module '../internal/loader' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members are the table's
  interface FeatureModules extends TableModules {}
}

export type {
  ComponentFeatureName,
  FeatureModule,
  FeatureModules,
  FeatureName,
  FeatureProps,
} from '../internal/loader';
