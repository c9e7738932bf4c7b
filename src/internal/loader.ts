import type { ReactNode } from 'react';

/**
 * The page's loader of lazily loaded features, as every floor below the feature table sees it: the features by name
 * and their modules' types, and the loader the elements provide when they are defined (the script build's, which
 * fetches pinned sibling scripts, or the ES modules' dynamic imports: src/features/load*.ts). Only the feature table
 * (src/features/table.ts) knows the scripts; it declares their modules here (src/features/names.ts), so a store, an
 * action or a behaviour names what it needs without importing the loader or the table.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the feature table declares its members
export interface FeatureModules {}

export type FeatureName = keyof FeatureModules;

/** The features whose module exports `name` (the scripts that declare a flow view export `flow`). */
export type FeaturesExporting<Name extends string> = {
  [K in FeatureName]: Name extends keyof FeatureModules[K] ? K : never;
}[FeatureName];

/** A component feature's module: its function component as the default export. */
export type FeatureModule = { default: (props: never) => ReactNode };

/** The features that are React components (all but the API module and the plain scripts). */
export type ComponentFeatureName = {
  [K in FeatureName]: FeatureModules[K] extends FeatureModule ? K : never;
}[FeatureName];

/** A component feature's props, checked across the lazy boundary. */
export type FeatureProps<K extends ComponentFeatureName> = FeatureModules[K] extends {
  default: (props: infer P) => ReactNode;
}
  ? P
  : never;

export interface FeatureLoader {
  load<K extends FeatureName>(name: K): Promise<FeatureModules[K]>;
  /** A feature's module if it has loaded, else undefined. */
  loaded<K extends FeatureName>(name: K): FeatureModules[K] | undefined;
  /** Calls back once a feature has loaded, whoever loaded it, without loading it. */
  whenRegistered(name: FeatureName, callback: () => void): void;
  /** Fetches a feature's script and what it needs without running them (the script build's; else nothing). */
  fetchAhead?(name: FeatureName): void;
}

let provided: FeatureLoader | null = null;
const waiting: ((loader: FeatureLoader) => void)[] = [];

/** The elements give the page its loader once, as they are defined (a second copy of the package gives none). */
export function provideFeatureLoader(loader: FeatureLoader): void {
  if (provided) return;
  provided = loader;
  for (const resume of waiting.splice(0)) resume(loader);
}

const withLoader = (): Promise<FeatureLoader> =>
  provided ? Promise.resolve(provided) : new Promise((resolve) => waiting.push(resolve));

export function loadFeature<K extends FeatureName>(name: K): Promise<FeatureModules[K]> {
  return provided ? provided.load(name) : withLoader().then((loader) => loader.load(name));
}

export function loadedFeature<K extends FeatureName>(name: K): FeatureModules[K] | undefined {
  return provided?.loaded(name);
}

export function whenRegistered(name: FeatureName, callback: () => void): void {
  if (provided) provided.whenRegistered(name, callback);
  else void withLoader().then((loader) => loader.whenRegistered(name, callback));
}

export function fetchFeatureAhead(name: FeatureName): void {
  provided?.fetchAhead?.(name);
}
