import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const server = (name: string, globalSetup: string): TestProjectConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    globalSetup: [globalSetup],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

// Server tests run on PGlite always, and again on PostgreSQL when CI gives one.
const serverProjects = [
  server('server', './test/global-setup.ts'),
  ...(process.env.TEST_DATABASE_URL ? [server('server-pg', './test/global-setup-pg.ts')] : []),
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
      './apps/web/vitest.config.ts',
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
