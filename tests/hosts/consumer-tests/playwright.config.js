// The consumer's Playwright configuration (not from docs/testing.md: any project's own), serving the project's root.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests',
  workers: 2,
  reporter: 'line',
  use: {
    baseURL: process.env.CONSUMER_BASE_URL,
    launchOptions: { executablePath: process.env.CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] },
  },
});
