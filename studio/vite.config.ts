/**
 * The menus studio's build (scripts/build.mjs runs it after the header's): a React app in dist/studio/, served by
 * bin/studio-server.mjs. It imports the header's own menu code (the validator, the tables, the model) from src/.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  publicDir: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: fileURLToPath(new URL('../dist/studio', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    chunkSizeWarningLimit: 2048,
    rolldownOptions: {
      input: { index: `${root}index.html`, preview: `${root}preview.html` },
      // RJSF marks its hooks "use client" for React Server Components; the studio is a client-only app.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
