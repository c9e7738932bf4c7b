#!/usr/bin/env node
// npx ex-header studio [file or URL]: the menus studio (bin/studio-server.mjs), a local web app to edit, preview and
// review a navigation document.
// npx ex-header check-menus <file or URL>: the header's own validator (checkMenus, the same the elements run) on a
// navigation document, for the web team's CI. Prints every warning with its path; exits 1 when the header would
// leave anything out (or cannot read the document at all), 0 when it shows all of it, 2 on a usage error.
import { readFile } from 'node:fs/promises';

const USAGE = `usage: ex-header check-menus <file or URL>
       ex-header studio [file or URL] [--port <number>]   (default: menus.json here; a URL opens read-only)`;

async function readSource(source) {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${source} answered HTTP ${response.status}`);
    return response.text();
  }
  return readFile(source, 'utf8');
}

async function checkMenusCommand(source) {
  let text;
  try {
    text = await readSource(source);
  } catch (error) {
    console.error(`ex-header check-menus: cannot read ${source}: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    console.error(
      `ex-header check-menus: ${source} is not JSON (${error instanceof Error ? error.message : error}); the header would show none of it.`,
    );
    return 1;
  }
  // The server entry: the same check as the elements', with no DOM and no React (a project installed without its
  // peers, as --legacy-peer-deps or Yarn classic leave it, runs it too).
  const { checkMenus } = await import('../dist/esm/server.js');
  const { document, warnings } = await checkMenus(value);
  for (const warning of warnings) console.log(warning);
  if (!document) {
    console.log(`${source}: the header would show none of it.`);
    return 1;
  }
  if (warnings.length > 0) {
    console.log(
      `${source}: ${warnings.length} ${warnings.length === 1 ? 'problem' : 'problems'}; the header would leave that out.`,
    );
    return 1;
  }
  console.log(`${source}: ok, the header shows all of it.`);
  return 0;
}

async function studioCommand(args) {
  let port = 4400;
  const sources = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--port') port = Number(args[++i]);
    else sources.push(args[i]);
  }
  if (sources.length > 1 || !Number.isInteger(port) || port < 0 || port > 65535) return 2;
  const { startStudio } = await import('./studio-server.mjs');
  let studio;
  try {
    studio = await startStudio({ source: sources[0], port });
  } catch (error) {
    if (error?.code !== 'EADDRINUSE') throw error;
    studio = await startStudio({ source: sources[0], port: 0 });
  }
  console.log(`ex-header studio: ${studio.name} at ${studio.url}  (Ctrl+C stops it)`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => void studio.close().then(() => process.exit(0)));
  return undefined;
}

const [command, ...args] = process.argv.slice(2);
if (command === 'studio') {
  const code = await studioCommand(args);
  if (code !== undefined) {
    console.error(USAGE);
    process.exitCode = code;
  }
} else if (command !== 'check-menus' || args.length !== 1) {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  process.exitCode = await checkMenusCommand(args[0]);
}
