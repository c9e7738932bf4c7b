// One place for how every test tier starts Chromium: the system browser (Debian's /usr/bin/chromium or
// CHROME_PATH), never a downloaded one, with the flags this machine's closed network needs.
import { existsSync } from 'node:fs';

export const DEFAULT_CHROME_PATH = '/usr/bin/chromium';

/** Flags for every launch. Playwright adds --headless itself and gives each launch a fresh temporary profile. */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** CHROME_PATH when it is set (whether or not the file exists), else null. */
export function chromePathFromEnv() {
  const fromEnv = process.env.CHROME_PATH;
  return fromEnv && fromEnv.trim() !== '' ? fromEnv.trim() : null;
}

/** The Chromium executable: CHROME_PATH when set and present, else /usr/bin/chromium. */
export function chromePath() {
  const fromEnv = chromePathFromEnv();
  return fromEnv && existsSync(fromEnv) ? fromEnv : DEFAULT_CHROME_PATH;
}

/** Whether the executable `chromePath()` names exists. */
export function chromeExists() {
  return existsSync(chromePath());
}

/**
 * Playwright launch options (for @playwright/test, @vitest/browser-playwright and @web/test-runner-playwright).
 * No --user-data-dir: Playwright refuses it in `args` and already starts each launch with a new empty profile.
 */
export function chromiumLaunchOptions() {
  return { executablePath: chromePath(), headless: true, args: [...CHROMIUM_ARGS] };
}
