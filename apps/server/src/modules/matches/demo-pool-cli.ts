import path from 'node:path';
import { ConfigError, loadConfig } from '../../config.ts';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { createCandidatesService } from '../candidates/candidates.service.ts';
import { createInProcessBus } from '../realtime/event-bus.ts';
import { loadDemoPool } from './demo-pool.ts';

/**
 * `npm run demo:pool`: adds the demo pool (40 consultants and candidates) to the data folder
 * (or DATABASE_URL) the server would use, written by the first Admin. Run it with the server
 * stopped on an embedded data folder (one process per folder).
 */
async function main() {
  const config = loadConfig();
  const dataDir = path.resolve(config.DATA_DIR);
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    const admin = await database.query<{ id: string; name: string; email: string }>(
      `SELECT id, name, email FROM users WHERE role = 'Admin' ORDER BY created_at LIMIT 1`,
    );
    const first = admin.rows[0];
    if (!first) throw new ConfigError('No Admin yet: open the app and complete the setup first.');
    const candidates = createCandidatesService({ db: database.db, bus: createInProcessBus() });
    const { created, merged } = await loadDemoPool(candidates, { ...first, role: 'Admin' });
    console.log(`Demo pool: ${created} candidates created, ${merged} already there (merged).`);
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(`Unexpected failure: ${err instanceof Error ? err.stack : String(err)}`);
  process.exit(1);
});
