// Finds fixed sleeps in test code: a test waits for the event, the row or the state it needs
// (apps/server/test/until.ts, vi.waitFor, Playwright's auto-waiting), or moves a fake clock.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Test code: test and spec files, and the helpers the tests share. */
const TEST_CODE = [
  /\.(test|spec)\.(ts|tsx|mjs)$/,
  /^apps\/[^/]+\/test\//,
  /^e2e\/support\//,
  /^bench\/.*\.test\.ts$/,
];

/**
 * The one place a test pauses between two reads of the condition it waits for; the one place a
 * journey paces another user's writes (it waits for no result); and this check's own test,
 * whose planted sleeps are strings.
 */
const EXEMPT = new Set([
  'apps/server/test/until.ts',
  'e2e/support/pace.ts',
  'scripts/fixed-sleeps.test.mjs',
]);

const SLEEPS = [
  /\bwaitForTimeout\s*\(/,
  /(?<![.\w])(sleep|sleepFor|delay|pause)\s*\(/,
  /new Promise[^\n]*\bsetTimeout\s*\(\s*\w+\s*,/,
  /from 'node:timers\/promises'/,
];

/** The lines of `text` that sleep, as `file:line: text`. */
export function fixedSleeps(file, text) {
  return text
    .split('\n')
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => SLEEPS.some((pattern) => pattern.test(line)))
    .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`);
}

export function isTestCode(file) {
  return !EXEMPT.has(file) && TEST_CODE.some((pattern) => pattern.test(file));
}

/** The repository's files as git lists them (tracked, and new ones not ignored) that exist. */
export function repositoryFiles() {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
}

/** Every fixed sleep in the repository's tracked test code. */
export function repositorySleeps() {
  const files = repositoryFiles().filter(isTestCode);
  return files.flatMap((file) => fixedSleeps(file, fs.readFileSync(path.join(root, file), 'utf8')));
}
