import { defineConfig } from 'vitest/config';

// The bench's own unit tests (argument parsing, pipelines, arithmetic): `npm test -w bench`.
export default defineConfig({ test: { include: ['*.test.ts', 'lib/**/*.test.ts'] } });
