// Child-process helpers for the scripts: run a command with inherited output, resolve with its exit code.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a command in the repo root with inherited stdio; resolves { code, ms }. Never rejects on a non-zero exit. */
export function run(command, args = [], { env, cwd = ROOT, quiet = false } = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      // Decoded as a stream: a character split between two chunks (Arabic, Chinese) stays one character.
      for (const stream of [child.stdout, child.stderr]) {
        stream.setEncoding('utf8');
        stream.on('data', (text) => (output += text));
      }
    }
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), signal, output, ms: performance.now() - started }),
    );
  });
}

/** Path of a package's binary in node_modules/.bin (run through node for the JS ones). */
export function bin(name) {
  return fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url));
}
