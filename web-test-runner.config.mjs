// @web/test-runner: the built script-tag bundle (dist/ex-header.js) in the system Chromium, used the way a host
// page uses it. Test files are HTML pages under tests/bundle/ that load /dist/ex-header.js with a classic
// <script> (the repository root is served, so /dist/... and /tests/... resolve) and run mocha through
// `runTests` from @web/test-runner-mocha; tests/bundle/helpers.js has the assertions. Build first.
import { writeFileSync } from 'node:fs';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumLaunchOptions } from './scripts/lib/browser.mjs';

/** When WTR_JSON_OUTPUT names a file, writes { passed, failed, skipped, files, errors } there (used by npm test). */
function countReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const path = process.env.WTR_JSON_OUTPUT;
      if (!path) return;
      const totals = { passed: 0, failed: 0, skipped: 0, files: sessions.length, errors: 0 };
      const walk = (suite) => {
        if (!suite) return;
        for (const test of suite.tests) {
          if (test.skipped) totals.skipped += 1;
          else if (test.passed) totals.passed += 1;
          else totals.failed += 1;
        }
        suite.suites.forEach(walk);
      };
      for (const session of sessions) {
        walk(session.testResults);
        totals.errors += session.errors.length;
      }
      writeFileSync(path, JSON.stringify(totals));
    },
  };
}

export default {
  rootDir: '.',
  files: ['tests/bundle/**/*.test.html', 'tests/bundle/**/*.test.js'],
  nodeResolve: true,
  concurrency: 2,
  concurrentBrowsers: 1,
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: chromiumLaunchOptions() })],
  testFramework: { config: { timeout: 10000 } },
  browserStartTimeout: 60000,
  testsStartTimeout: 60000,
  testsFinishTimeout: 120000,
  reporters: [
    defaultReporter({ reportTestResults: true, reportTestProgress: false }),
    summaryReporter({ flatten: false }),
    countReporter(),
  ],
};
