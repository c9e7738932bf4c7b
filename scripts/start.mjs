#!/usr/bin/env node
// npm start: install dependencies if needed, build dist/, then serve the demo on 127.0.0.1
// (PORT env or 4318; HOST env to change the interface). Ctrl+C stops it.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';
import { ROOT, run } from './lib/run.mjs';

const depsCode = await ensureDeps();
if (depsCode !== 0) process.exit(depsCode);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const build = await run(npm, ['run', '--silent', 'build']);
if (build.code !== 0) {
  console.error('start: the build failed; not starting the demo server');
  process.exit(build.code);
}

const { startDemoServer, DEFAULT_PORT, DEFAULT_HOST } = await import(pathToFileURL(join(ROOT, 'demo/server.mjs')).href);
const port = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT;
const host = process.env.HOST || DEFAULT_HOST;
try {
  const server = await startDemoServer({ port, host });
  console.log(`\nex-header demo running at ${server.url}`);
  console.log(`  ${server.url}legacy.html   hostile global CSS`);
  console.log(`  ${server.url}csp.html      strict Content-Security-Policy`);
  console.log(
    `  ${server.url}server-rendered.html   the header rendered on the server (try ?locale=ar, or JavaScript off)`,
  );
  console.log(`  ${server.url}help-center.html   the language picker on its own, inline and as a dialog`);
  console.log(`  ${server.url}de/futures/usdt/BTCUSDT   any other path shows the demo page too`);
  console.log('Press Ctrl+C to stop.');
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    `start: could not listen on ${host}:${port}: ${message}${/EADDRINUSE/.test(message) ? ' (set PORT to use another port)' : ''}`,
  );
  process.exit(1);
}
