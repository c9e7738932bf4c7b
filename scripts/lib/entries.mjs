// The build's entry points, shared by vite.config.ts and scripts/build.mjs.
import { readdirSync } from 'node:fs';

const ELEMENTS_DIR = new URL('../../elements/', import.meta.url);

/** Each element's module (elements/<tag>.ts; its docs are elements/<tag>.contract.ts): one ESM entry per element. */
const ELEMENT_MODULES = readdirSync(ELEMENTS_DIR)
  .filter((name) => /^ex-[a-z-]+\.ts$/.test(name) && !name.endsWith('.contract.ts'))
  .sort();

/** ESM output name -> source. Each element entry defines its element once; index defines all of them. */
export const ESM_ENTRIES = Object.freeze({
  index: 'elements/index.ts',
  ...Object.fromEntries(ELEMENT_MODULES.map((name) => [name.replace(/\.ts$/, ''), `elements/${name}`])),
  // ex-header/server: what a server renders without a DOM (the no-JavaScript fallback).
  server: 'src/server/index.ts',
  // ex-header/next: the header in a Next.js App Router app (a client component; its markup rendered on the server).
  next: 'src/adapters/next.tsx',
  // ex-header/sveltekit: a `handle` that puts the server-rendered header first in <body>.
  sveltekit: 'src/adapters/sveltekit.ts',
  // ex-header/astro: an Astro integration (its component, ExHeader.astro, ships as source).
  astro: 'src/adapters/astro.ts',
  // ex-header/nuxt: a Nuxt module, and the server and client plugins it writes into the app.
  nuxt: 'src/adapters/nuxt.ts',
  'nuxt-server': 'src/adapters/nuxt-server.ts',
  'nuxt-client': 'src/adapters/nuxt-client.ts',
  // ex-header/vitepress: VitePress's default theme with the header in its layout-top slot.
  vitepress: 'src/adapters/vitepress.ts',
  // ex-header/starlight: a Starlight plugin (its Header component, StarlightHeader.astro, ships as source).
  starlight: 'src/adapters/starlight.ts',
  // ex-header/testing: the harness for tests in the page (@web/test-runner), and its Playwright twin.
  testing: 'src/testing/harness.ts',
  'testing-playwright': 'src/testing/playwright.ts',
});

/** The script-tag build (dist/ex-header.js) has one entry: the index, which defines every element. */
export const IIFE_ENTRY = 'elements/index.ts';
