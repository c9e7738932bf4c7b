#!/usr/bin/env node
// Makes sure a Chromium exists for the browser tiers and prints its version:
//   CHROME_PATH (if set and present) > /usr/bin/chromium > `apt-get install -y chromium` (as root, or sudo -n).
// Test tools never download a browser of their own here (that fails on this network).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromePath, chromePathFromEnv, DEFAULT_CHROME_PATH } from './lib/browser.mjs';

const INSTALL = 'apt-get update && apt-get install -y chromium';

function version(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30000 });
  return result.status === 0 ? result.stdout.trim() : null;
}

function install() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log(`browser: installing Chromium: ${INSTALL}`);
    return spawnSync('sh', ['-c', INSTALL], { stdio: 'inherit', env }).status === 0;
  }
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  if (sudo.status === 0) {
    console.log(`browser: installing Chromium: sudo -n ${INSTALL}`);
    return (
      spawnSync('sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'sh', '-c', INSTALL], { stdio: 'inherit', env })
        .status === 0
    );
  }
  return false;
}

export function ensureBrowser() {
  const fromEnv = chromePathFromEnv();
  if (fromEnv && !existsSync(fromEnv))
    console.warn(`browser: CHROME_PATH=${fromEnv} does not exist; trying ${DEFAULT_CHROME_PATH}`);
  if (!existsSync(chromePath())) {
    if (!install() || !existsSync(DEFAULT_CHROME_PATH)) {
      console.error(
        `browser: no Chromium at ${DEFAULT_CHROME_PATH} and it could not be installed (needs root or passwordless sudo).\n` +
          `  Install it with:  sudo sh -c 'DEBIAN_FRONTEND=noninteractive ${INSTALL}'\n` +
          '  or point CHROME_PATH at an existing Chromium or Chrome executable.',
      );
      return 1;
    }
  }
  const path = chromePath();
  const shown = version(path);
  if (!shown) {
    console.error(`browser: ${path} exists but \`${path} --version\` failed`);
    return 1;
  }
  console.log(`browser: ${shown} (${path})`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = ensureBrowser();
