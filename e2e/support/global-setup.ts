import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Journeys run against the built SPA served by the real server; `npm test` builds it first. */
export default function setup() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')))
    throw new Error(
      'apps/web/dist is missing: run `npm run build:web` before the browser journeys.',
    );
}
