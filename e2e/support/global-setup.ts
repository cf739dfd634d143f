import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_TEMPLATE_ENV, startServer } from './server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Journeys run against the built SPA served by the real server; `npm test` builds it first.
 * The data folder template every journey's server copies is made here, by one start and a clean
 * stop of the server on a folder of its own.
 */
export default async function setup() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')))
    throw new Error(
      'apps/web/dist is missing: run `npm run build:web` before the browser journeys.',
    );
  delete process.env[DATA_TEMPLATE_ENV];
  const server = await startServer({}, { keepDataDir: true });
  await server.stop();
  process.env[DATA_TEMPLATE_ENV] = server.dataDir;
  return () => fs.rmSync(server.dataDir, { recursive: true, force: true });
}
