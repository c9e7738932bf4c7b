#!/usr/bin/env node
// npx ex-header check-menus <file or URL>: the header's own validator (checkMenus, the same the elements run) on a
// navigation document, for the web team's CI. Prints every warning with its path; exits 1 when the header would
// leave anything out (or cannot read the document at all), 0 when it shows all of it, 2 on a usage error.
import { readFile } from 'node:fs/promises';

const USAGE = 'usage: ex-header check-menus <file or URL>';

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

const [command, source, ...rest] = process.argv.slice(2);
if (command !== 'check-menus' || !source || rest.length > 0) {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  process.exitCode = await checkMenusCommand(source);
}
