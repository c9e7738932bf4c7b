// The build's entry points, shared by vite.config.ts and scripts/build.mjs.

/** ESM output name -> source. Each element entry defines its element once; index defines all of them. */
export const ESM_ENTRIES = Object.freeze({
  index: 'elements/index.ts',
  'ex-header': 'elements/ex-header.ts',
  'ex-lang-modal': 'elements/ex-lang-modal.ts',
  'ex-theme-modal': 'elements/ex-theme-modal.ts',
  'ex-drawer': 'elements/ex-drawer.ts',
  'ex-security-dialog': 'elements/ex-security-dialog.ts',
  // ex-header/server: what a server renders without a DOM (the no-JavaScript fallback).
  server: 'src/server/index.ts',
});

/** The script-tag build (dist/ex-header.js) has one entry: the index, which defines every element. */
export const IIFE_ENTRY = 'elements/index.ts';
