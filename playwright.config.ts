/**
 * End-to-end tests (tests/e2e/*.spec.ts) against the demo server in the system Chromium.
 * Playwright starts `node demo/server.mjs` on a fixed port (E2E_PORT, default 4319) and stops it at the end;
 * the server serves dist/, so build first (`npm test` does). Run one file: `npx playwright test smoke`.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4319);
const HOST = '127.0.0.1';
const BASE_URL = `http://${HOST}:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node demo/server.mjs --port ${PORT} --host ${HOST}`,
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
