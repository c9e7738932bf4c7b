#!/usr/bin/env node
// npm test: every tier, in order, stopping at the first failure.
//   deps > browser > typecheck > lint > unit > build > size > component > bundle > e2e > hosts
// `npm test -- unit e2e` runs only the named tiers (in the order above).
// Test tiers must run at least one test: a tier that runs zero tests fails.
// Uses only Node built-ins, so it works before dependencies are installed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from './lib/run.mjs';

const RESULTS = join(ROOT, '.cache', 'test-results');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** vitest --reporter=json: numPassedTests, numFailedTests, numTotalTests ... */
function vitestCounts(path) {
  const json = readJson(path);
  if (!json || typeof json.numTotalTests !== 'number') return null;
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + (json.numTodoTests ?? 0),
  };
}

/** web-test-runner.config.mjs's count reporter (WTR_JSON_OUTPUT). */
function wtrCounts(path) {
  const json = readJson(path);
  if (!json || typeof json.passed !== 'number') return null;
  return { passed: json.passed, failed: json.failed + json.errors, skipped: json.skipped };
}

/** Playwright's json reporter: stats.expected / unexpected / flaky / skipped. */
function playwrightCounts(path) {
  const stats = readJson(path)?.stats;
  if (!stats || typeof stats.expected !== 'number') return null;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const node = (script) => ({ command: process.execPath, args: [join(ROOT, script)] });
const npmRun = (script, ...extra) => ({
  command: npm,
  args: ['run', '--silent', script, ...(extra.length ? ['--', ...extra] : [])],
});
const vitest = (project) => {
  const output = join(RESULTS, `${project}.json`);
  return {
    ...npmRun(`test:${project}`, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`),
    output,
    count: vitestCounts,
  };
};

const TIERS = [
  { name: 'deps', what: 'npm ci when node_modules is missing or stale', ...node('scripts/ensure-deps.mjs') },
  { name: 'browser', what: 'system Chromium present', ...node('scripts/ensure-browser.mjs') },
  { name: 'typecheck', what: 'tsc --noEmit -p tsconfig.json', ...npmRun('typecheck') },
  { name: 'lint', what: 'ESLint (TypeScript, React hooks, JSX accessibility) and Prettier --check', ...npmRun('lint') },
  { name: 'unit', what: 'vitest, project unit (Node / happy-dom)', ...vitest('unit') },
  { name: 'build', what: 'dist/ (script, ESM, types, locales, manifest)', ...npmRun('build') },
  { name: 'size', what: 'gzip budgets of dist/', ...npmRun('size') },
  { name: 'component', what: 'vitest browser mode in Chromium', ...vitest('component') },
  {
    name: 'bundle',
    what: '@web/test-runner on dist/ex-header.js',
    ...npmRun('test:bundle'),
    output: join(RESULTS, 'bundle.json'),
    env: { WTR_JSON_OUTPUT: join(RESULTS, 'bundle.json') },
    count: wtrCounts,
  },
  {
    name: 'e2e',
    what: 'Playwright against the demo server',
    ...npmRun('test:e2e', '--reporter=list,json'),
    output: join(RESULTS, 'e2e.json'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(RESULTS, 'e2e.json') },
    count: playwrightCounts,
  },
  {
    name: 'hosts',
    what: 'the packed package installed into React 18.3 / 19, Vue, Svelte, Angular, plain TypeScript, Next.js, Nuxt, SvelteKit and Astro apps',
    ...node('tests/hosts/run.mjs'),
    output: join(RESULTS, 'hosts.json'),
    env: { HOSTS_JSON_OUTPUT: join(RESULTS, 'hosts.json') },
    count: (path) => {
      const json = readJson(path);
      return json && typeof json.passed === 'number' ? { passed: json.passed, failed: json.failed, skipped: 0 } : null;
    },
  },
];

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((name) => !TIERS.some((tier) => tier.name === name));
if (unknown.length > 0) {
  console.error(`unknown tier(s): ${unknown.join(', ')}; tiers are ${TIERS.map((tier) => tier.name).join(', ')}`);
  process.exit(2);
}
const selected = requested.length > 0 ? TIERS.filter((tier) => requested.includes(tier.name)) : TIERS;

mkdirSync(RESULTS, { recursive: true });
const started = performance.now();
const results = [];
let failed = false;

for (const [index, tier] of selected.entries()) {
  if (failed) {
    results.push({ tier, status: 'not run' });
    continue;
  }
  console.log(`\n━━━ [${index + 1}/${selected.length}] ${tier.name}: ${tier.what} ━━━`);
  if (tier.output) rmSync(tier.output, { force: true });
  const { code, ms } = await run(tier.command, tier.args, { env: tier.env });
  let status = code === 0 ? 'passed' : 'FAILED';
  let counts = null;
  let note = code === 0 ? '' : `exit code ${code}`;
  if (tier.count) {
    counts = existsSync(tier.output) ? tier.count(tier.output) : null;
    if (counts && counts.passed + counts.failed === 0) {
      status = 'FAILED';
      note = [note, 'ran zero tests'].filter(Boolean).join('; ');
    } else if (code === 0 && !counts) {
      status = 'FAILED';
      note = 'no test results were written';
    } else if (code === 0 && counts.failed > 0) {
      status = 'FAILED';
      note = `${counts.failed} failed`;
    }
  }
  results.push({ tier, status, ms, counts, note });
  if (status !== 'passed') failed = true;
}

const seconds = (ms) => (ms === undefined ? '' : `${(ms / 1000).toFixed(1)} s`);
const describe = (counts) =>
  counts
    ? `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`
    : '';
console.log('\n━━━ summary ━━━');
const width = Math.max(...results.map((result) => result.tier.name.length));
for (const result of results) {
  const parts = [result.tier.name.padEnd(width), result.status.padEnd(7), seconds(result.ms).padStart(7)];
  const detail = [describe(result.counts), result.note].filter(Boolean).join('; ');
  console.log(`${parts.join('  ')}  ${detail}`.trimEnd());
}
console.log(`total time ${seconds(performance.now() - started)}`);

let passedTests = 0;
let failedTests = 0;
let unknownCounts = false;
for (const result of results) {
  if (!result.tier.count || result.status === 'not run') continue;
  if (result.counts) {
    passedTests += result.counts.passed;
    failedTests += result.counts.failed;
  } else unknownCounts = true;
}
if (failed) process.exitCode = 1;
console.log(`${passedTests} passed, ${failedTests} failed${unknownCounts ? ' (a failed tier wrote no counts)' : ''}`);
