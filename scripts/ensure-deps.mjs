#!/usr/bin/env node
// Installs dependencies when node_modules is missing or older than the lockfile:
// `npm ci` with package-lock.json, else `npm install`. No other dependencies: runs before any are installed.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, run } from './lib/run.mjs';

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : null;
}

/** Why an install is needed, or null when node_modules is current. */
export function installReason(root = ROOT) {
  const modules = join(root, 'node_modules');
  if (!existsSync(modules)) return 'node_modules is missing';
  // npm rewrites node_modules/.package-lock.json on every install: it dates the installed tree.
  const installed = mtime(join(modules, '.package-lock.json')) ?? mtime(modules);
  const lock = mtime(join(root, 'package-lock.json'));
  if (lock !== null && installed < lock) return 'node_modules is older than package-lock.json';
  if (lock === null) {
    const manifest = mtime(join(root, 'package.json'));
    if (manifest !== null && installed < manifest) return 'node_modules is older than package.json (no lockfile)';
  }
  return null;
}

export async function ensureDeps() {
  const reason = installReason();
  if (!reason) {
    console.log('dependencies: node_modules is up to date');
    return 0;
  }
  const hasLock = existsSync(join(ROOT, 'package-lock.json'));
  const args = hasLock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  console.log(`dependencies: ${reason}; running npm ${args[0]}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { code } = await run(npm, args);
  if (code !== 0) console.error(`dependencies: npm ${args[0]} failed (exit ${code})`);
  return code;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = await ensureDeps();
