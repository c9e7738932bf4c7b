import type { ComponentType } from 'react';

/**
 * Code that is not needed for the first paint. It loads on first use, is prefetched when the browser is idle
 * after the first paint (and on hover or focus of a trigger), which keeps the script-tag bundle inside its budget.
 */
export interface FeatureModules {
  'lang-modal': FeatureModule;
  'theme-modal': FeatureModule;
  'download-panel': FeatureModule;
  /** The small-screen drawers (nav, user, preferences) and the security-action dialog's view. */
  drawer: FeatureModule;
  'security-dialog': FeatureModule;
  /** The exchange API client (ofetch and the six calls): first needed after the first paint. */
  api: typeof import('../api');
}

export type FeatureName = keyof FeatureModules;
export type ComponentFeatureName = { [K in FeatureName]: FeatureModules[K] extends FeatureModule ? K : never }[FeatureName];

// Feature components take their own props; the loader is deliberately loose about them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FeatureComponent = ComponentType<any>;
export type FeatureModule = { default: FeatureComponent };
