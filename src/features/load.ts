import type { FeatureModules, FeatureName } from './names';

/**
 * ES-module builds and tests: each feature is a dynamic import that bundlers split into its own chunk.
 * The script-tag build reads this table (scripts/lib/script-features.mjs) to build features/<name>.js, so keep
 * each entry in one of the two shapes below.
 */
const LOADERS: { [K in FeatureName]: () => Promise<FeatureModules[K]> } = {
  'lang-modal': () => import('../components/lang-modal/LangModal').then((module) => ({ default: module.LangModal })),
  'theme-modal': () => import('../components/theme-modal/ThemeModal').then((module) => ({ default: module.ThemeModal })),
  'download-panel': () => import('../components/download/DownloadPanel').then((module) => ({ default: module.DownloadPanel })),
  drawer: () => import('../components/drawer/Drawer').then((module) => ({ default: module.Drawer })),
  'security-dialog': () => import('../components/security/SecurityDialog').then((module) => ({ default: module.SecurityDialog })),
  'menu-panel': () => import('../components/nav-menu/GroupPanel').then((module) => ({ default: module.GroupPanel })),
  api: () => import('../api'),
};


export function loadFeature<K extends FeatureName>(name: K): Promise<FeatureModules[K]> {
  return LOADERS[name]();
}
