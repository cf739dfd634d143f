import { defineConfig } from 'vitest/config';
import { messageCatalogs } from './build/message-catalogs.ts';

export default defineConfig({
  plugins: [messageCatalogs()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
  },
});
