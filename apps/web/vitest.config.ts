import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { messageCatalogs } from './build/message-catalogs.ts';

// Test files that need a module graph of their own: i18n resets the module registry (the files
// after it would meet a second copy of the app's modules); the tracker tabs count their
// requests exactly, and sharing modules saw 5 instead of 2 in about one run of three (cause not
// found: the coalesced refreshes, the likely suspect, are now dropped with the cache).
const isolatedFiles = [
  'src/i18n/i18n.test.ts',
  'src/features/candidates/components/need-candidate-tabs.test.tsx',
];

const common = {
  root: import.meta.dirname,
  environment: 'jsdom',
  setupFiles: [path.join(import.meta.dirname, 'src/test/setup.ts')],
  testTimeout: 30_000,
};

/**
 * The web's test files share each worker's modules (isolate: false): importing Mantine, the
 * router and the pages anew for each of a hundred files was most of the web tests' time. What a
 * file leaves in the app's singletons is cleared before the next one (src/test/setup.ts).
 */
const sharedProject = {
  plugins: [messageCatalogs()],
  test: {
    ...common,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: isolatedFiles,
    isolate: false,
  },
} satisfies TestProjectInlineConfiguration;

export const webProjects = [
  sharedProject,
  {
    plugins: [messageCatalogs()],
    test: { ...common, name: 'web-isolated', include: isolatedFiles },
  },
] satisfies TestProjectInlineConfiguration[];

// The shared project alone, for a run from this folder (and for the tools that read this file).
export default defineConfig(sharedProject);
