// `npm test`: the whole suite (domain, analyzer, server on PGlite and on PostgreSQL when
// TEST_DATABASE_URL is set, web components, browser journeys), then one plain summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;

if (run('node', ['scripts/ensure-chromium.mjs']) !== 0) process.exit(1);
if (run('npm', ['run', 'build:web']) !== 0) process.exit(1);
// The first-load bundle budgets (sizes, not times), on the build just made: going
// over fails the suite.
if (run('node', ['scripts/check-bundle-size.mjs']) !== 0) process.exit(1);

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-test-')), 'report.json');
const status = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  // The time of each project and the slowest files, printed after the run.
  '--reporter=./scripts/project-times-reporter.mjs',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);

try {
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  const skipped = result.numPendingTests + result.numTodoTests;
  console.log(
    `\nTests: ${result.numPassedTests} passed, ${result.numFailedTests} failed, ${skipped} skipped`,
  );
  if (result.numTotalTests === 0) process.exit(1);
} catch {
  console.error('No test report was written.');
}
process.exit(status);
