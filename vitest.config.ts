import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';
import { testPart } from './scripts/test-parts.mjs';

const serverRoot = path.join(import.meta.dirname, 'apps/server');
const serverTestFiles = fs
  .readdirSync(path.join(serverRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .sort();

// Test files that replace a module with vi.mock: they need a module graph of their own.
const mockingServerTests = new Set([
  'src/lib/response-schemas.test.ts',
  'src/modules/flows/flows.response-schema.test.ts',
  'src/modules/needs/needs.response-schema.test.ts',
]);

/**
 * The server's tests share each worker's module graph (isolate: false): importing the app and
 * its dependencies costs seconds a file, more than most files' tests. Every test still gets its
 * own database and app (test/test-app.ts); the few files that mock modules stay isolated.
 */
function server(name: string, globalSetup: string, part: string | undefined) {
  const files = testPart(serverTestFiles, part);
  const common = {
    root: serverRoot,
    globalSetup: [globalSetup],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  };
  const shared = files.filter((file) => !mockingServerTests.has(file));
  const mocking = files.filter((file) => mockingServerTests.has(file));
  return [
    ...(shared.length > 0 ? [{ test: { ...common, name, include: shared, isolate: false } }] : []),
    ...(mocking.length > 0
      ? [{ test: { ...common, name: `${name}-mocks`, include: mocking } }]
      : []),
  ] satisfies TestProjectConfiguration[];
}

// Server tests run on PGlite always, and again on PostgreSQL when CI gives one; CI's
// SERVER_TESTS_PGLITE / SERVER_TESTS_PG name the part of the files each driver takes (`2/4`,
// scripts/test-parts.mjs), so that each file runs once and both drivers meet both Node versions.
const serverProjects = [
  ...server('server', './test/global-setup.ts', process.env.SERVER_TESTS_PGLITE),
  ...(process.env.TEST_DATABASE_URL
    ? server('server-pg', './test/global-setup-pg.ts', process.env.SERVER_TESTS_PG)
    : []),
];

// One runner for every workspace; each project keeps its own environment and timeouts.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'analyzer',
          root: './packages/analyzer',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      ...serverProjects,
      // The sandbox CRM, a separate application (its own PGlite, in memory for the tests).
      {
        test: {
          name: 'sandbox-crm',
          root: './apps/sandbox-crm',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // The repository's own scripts (bundle budget check).
      { test: { name: 'scripts', root: './scripts', include: ['**/*.test.mjs'] } },
      ...webProjects,
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.spec.ts'],
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
