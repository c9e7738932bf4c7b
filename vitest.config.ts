/**
 * Two test projects (run one with `vitest run --project unit|component`):
 *   unit       Node; a file that needs a DOM starts with `// @vitest-environment happy-dom`.
 *              src/, elements/, demo/ and scripts/: *.test.ts and *.test.tsx, never *.browser.test.*
 *   component  vitest browser mode in the system Chromium (Playwright provider), real shadow DOM:
 *              *.browser.test.ts(x) under src/, elements/ and tests/component/
 */
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/lib/browser.mjs';
import { RUNTIME_DEPENDENCIES } from './scripts/lib/dependencies.mjs';

const BROWSER_TESTS = '**/*.browser.test.{ts,tsx}';

export default defineConfig({
  define: {
    // Tests run from source, so the default locale base is taken relative to src/i18n/locales-base.ts:
    // '../../locales/' is the repository's locales/ folder (file:// in Node, served by vitest in the browser).
    __EX_LOCALES_REL__: JSON.stringify('../../locales/'),
  },
  optimizeDeps: {
    // Pre-bundled up front, so the browser run never reloads half-way to optimize a newly seen dependency.
    include: [...RUNTIME_DEPENDENCIES, 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client'],
  },
  test: {
    css: true,
    setupFiles: ['tests/support/feature-loader.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.{ts,tsx}',
            'elements/**/*.test.{ts,tsx}',
            'demo/**/*.test.{ts,tsx}',
            'scripts/**/*.test.{ts,tsx}',
            'studio/**/*.test.{ts,tsx}',
          ],
          exclude: [BROWSER_TESTS, '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: [`src/${BROWSER_TESTS}`, `elements/${BROWSER_TESTS}`, `tests/component/${BROWSER_TESTS}`],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
