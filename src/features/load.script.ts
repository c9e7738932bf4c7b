import { DEFAULT_LOCALES_BASE } from '../i18n/locales-base';
import { pinnedFile } from '../internal/pinned-files';
import type { FeatureModules, FeatureName } from './names';
import { trustedFeatureScriptUrl } from './trusted-script-url';
import { settling } from '../internal/settle';

/**
 * Script-tag build: a feature is a sibling classic script (features/<name>.<hash>.js beside ex-header.js) that calls
 * `registerFeature`. The build swaps this file in for load.ts. Every feature script is loaded with the integrity hash
 * the build wrote into the core (src/internal/pinned-files.ts): the browser refuses a file whose bytes differ, so
 * only this release's code ever runs, and a file that failed is not asked for again on this page.
 */
const registered = new Map<FeatureName, unknown>();
const waiting = new Map<FeatureName, Promise<unknown>>();
const resolvers = new Map<FeatureName, (module: unknown) => void>();
/** Scripts that could not load (refused, missing, blocked): one error each, and no second request. */
const failed = new Map<string, Error>();

const onRegistered = new Map<FeatureName, (() => void)[]>();

export function registerFeature<K extends FeatureName>(name: K, module: FeatureModules[K]): void {
  registered.set(name, module);
  resolvers.get(name)?.(module);
  resolvers.delete(name);
  for (const callback of onRegistered.get(name) ?? []) callback();
  onRegistered.delete(name);
}

/** Calls back once a feature's script has run, whoever loaded it, without loading it. */
export function whenRegistered(name: FeatureName, callback: () => void): void {
  if (registered.has(name)) callback();
  else onRegistered.set(name, [...(onRegistered.get(name) ?? []), callback]);
}

/** A feature's module if its script has run, else undefined. */
export function loadedFeature<K extends FeatureName>(name: K): FeatureModules[K] | undefined {
  return registered.get(name) as FeatureModules[K] | undefined;
}

/** A feature script's URL and hash. Locale files sit in ./locales/ beside the script: its folder is one level up. */
function featureScript(name: string): { url: string; integrity: string | null } {
  const logical = `features/${name}.js`;
  const pin = pinnedFile(logical);
  if (pin === null) throw new Error("not one of this release's files");
  const folder = new URL('../', new URL(DEFAULT_LOCALES_BASE, document.baseURI));
  return { url: new URL(pin?.path ?? logical, folder).href, integrity: pin?.integrity ?? null };
}

/** The one error a file that cannot load logs: which file, why, and that the header works on without it. */
function loadError(url: string, why: string): Error {
  return new Error(`[ex-header] ${url} ${why}; the header keeps working without it.`);
}

/** Appends a feature script; resolves when it has run, rejects when it cannot load (logging one error per file). */
function runScript(name: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let url = `features/${name}.js`;
    const fail = (error: Error): void => {
      if (!failed.has(url)) console.error(error.message);
      failed.set(url, error);
      reject(error);
    };
    try {
      const file = featureScript(name);
      url = file.url;
      const earlier = failed.get(url);
      if (earlier) {
        reject(earlier);
        return;
      }
      const script = document.createElement('script');
      script.src = trustedFeatureScriptUrl(url);
      if (file.integrity) {
        script.integrity = file.integrity;
        // Integrity needs a CORS response when the header is served from another origin (any npm CDN sends one).
        script.crossOrigin = 'anonymous';
      }
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        fail(loadError(url, "could not be loaded, or its content does not match this release's integrity hash"));
      };
      document.head.append(script);
    } catch (error) {
      // Refused before any request: not one of the release's files, or a Trusted Types policy said no.
      fail(loadError(url, `could not be loaded (${error instanceof Error ? error.message : String(error)})`));
    }
  });
}

/** A script the core loads: a feature, or one of the scripts features need (React itself, the shared code). */
type ScriptName = FeatureName | Helper;

/** The scripts a script needs run before it, as the build found them in its imports (in load order). */
function needsOf(name: ScriptName): readonly ScriptName[] {
  // One the build did not list waits for everything, the safe order.
  return (
    __EX_SCRIPT_NEEDS__[name] ??
    (name === 'react' ? [] : name === 'app' ? ['react'] : ['react', 'app', 'shared-plain', 'shared'])
  );
}

/**
 * Fetches a script and what it needs without running them (preloads with their integrity, which the scripts added
 * later reuse), side by side, so the network is early while the main thread stays free for the page.
 */
function preloadFeature(name: ScriptName): void {
  // What a need needs too (the menus' script needs the shared plain code).
  for (const need of needsOf(name)) preloadFeature(need);
  preloadOne(name);
}

/** Fetches a feature and what it needs now, to run later (loadFeature): only for one that surely runs soon. */
export const fetchAhead = (name: FeatureName): void => preloadFeature(name);

function preloadOne(name: ScriptName): void {
  const started = isHelper(name) ? helpers.get(name) : waiting.get(name);
  if (registered.has(name as FeatureName) || started) return;
  try {
    const { url, integrity } = featureScript(name);
    if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = url;
    if (integrity) {
      link.integrity = integrity;
      link.crossOrigin = 'anonymous';
    }
    document.head.append(link);
  } catch {
    // Not one of the release's files: loadFeature reports it when the feature is used.
  }
}

/**
 * Runs what a script needs before it, in order: React, the app (the views) and/or the shared feature script. A
 * feature that reads only the core's modules (a navigation document's reader) loads on its own.
 */
function loadNeeds(name: ScriptName): Promise<void> {
  return needsOf(name).reduce<Promise<void>>(
    (before, need) => before.then(() => (isHelper(need) ? loadHelper(need) : loadFeature(need).then(() => undefined))),
    Promise.resolve(),
  );
}

/**
 * The scripts features need that are not features themselves: React (its own script, so that evaluating it and
 * evaluating the views are two tasks) and the shared code two or more features use. Each runs once, after its needs.
 */
type Helper = 'react' | 'shared-plain' | 'shared';
const helpers = new Map<Helper, Promise<void>>();
const isHelper = (name: ScriptName): name is Helper => name === 'react' || name === 'shared-plain' || name === 'shared';

function loadHelper(name: Helper): Promise<void> {
  if (name !== 'react' && !__EX_SHARED_CHUNKS__.includes(name)) return Promise.resolve();
  let loading = helpers.get(name);
  if (!loading) {
    loading = loadNeeds(name).then(() => runScript(name));
    helpers.set(name, loading);
  }
  return loading;
}

export function loadFeature<K extends FeatureName>(name: K): Promise<FeatureModules[K]> {
  if (registered.has(name)) return Promise.resolve(registered.get(name) as FeatureModules[K]);
  const existing = waiting.get(name);
  if (existing) return existing as Promise<FeatureModules[K]>;
  const promise = new Promise<unknown>((resolve, reject) => {
    resolvers.set(name, resolve);
    // Before the views have run (a click as the bar shows), everything it waits for is fetched now, side by side,
    // still run in order; later a preload link would only cost the main thread its own work.
    if (!registered.has('app')) preloadFeature(name);
    loadNeeds(name)
      .then(() => runScript(name))
      .catch(reject);
  });
  // A failure is final for the page (the same file would fail the same way): later calls get the same rejection.
  waiting.set(name, settling(promise));
  return promise as Promise<FeatureModules[K]>;
}
