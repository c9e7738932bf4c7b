import type { ComponentType } from 'react';

/**
 * Code that is not needed for the first paint. It loads on first use, is prefetched when the browser is idle
 * after the first paint (and on hover or focus of a trigger), which keeps the script-tag bundle inside its budget.
 */
export interface FeatureModules {
  'lang-modal': FeatureModule;
  'theme-modal': FeatureModule;
  'download-panel': FeatureModule;
  /** A menu's dropdown contents: the full menu model (items.ts) and the entry links. */
  'menu-panel': FeatureModule;
  /** The small-screen drawers (nav, user, preferences) and the security-action dialog's view. */
  drawer: FeatureModule;
  'security-dialog': FeatureModule;
  /** The exchange API client (ofetch and the six calls): first needed after the first paint. */
  api: typeof import('../api');
}

export type FeatureName = keyof FeatureModules;

/** Every feature, in prefetch order (the most likely first use first). */
export const FEATURE_NAMES = ['menu-panel', 'download-panel', 'lang-modal', 'theme-modal', 'drawer', 'security-dialog', 'api'] as const satisfies readonly FeatureName[];
// Compile-time check that the list names every feature.
type Missing = Exclude<FeatureName, (typeof FEATURE_NAMES)[number]>;
const everyFeatureListed: Missing extends never ? true : Missing = true;
void everyFeatureListed;
export type ComponentFeatureName = { [K in FeatureName]: FeatureModules[K] extends FeatureModule ? K : never }[FeatureName];

// Feature components take their own props; the loader is deliberately loose about them.
export type FeatureComponent = ComponentType<any>;
export type FeatureModule = { default: FeatureComponent };
