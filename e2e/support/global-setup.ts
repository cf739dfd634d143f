import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_SERVER_ENV, DATA_TEMPLATE_ENV, startServer } from './server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Journeys run against the built SPA served by the real, bundled server; `npm test` builds the SPA
 * first, the server is bundled here.
 * The data folder template every journey's server copies is made here, by one start and a clean
 * stop of the server on a folder of its own.
 */
export default async function setup() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')))
    throw new Error(
      'apps/web/dist is missing: run `npm run build:web` before the browser journeys.',
    );
  // The server journeys run is the one `npm start` runs, bundled from the source as it is now.
  const build = spawnSync('npm', ['run', 'build:server'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0)
    throw new Error(`npm run build:server failed:\n${build.stdout}${build.stderr}`);
  process.env[BUILT_SERVER_ENV] = path.join(root, 'apps/server/dist/main.js');
  delete process.env[DATA_TEMPLATE_ENV];
  const server = await startServer({}, { keepDataDir: true });
  await server.stop();
  process.env[DATA_TEMPLATE_ENV] = server.dataDir;
  return () => fs.rmSync(server.dataDir, { recursive: true, force: true });
}
