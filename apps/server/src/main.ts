import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { startSandboxCrmBeside } from './sandbox-crm-beside.ts';
import { createSetupService } from './modules/setup/setup.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { keepNewFilesPrivate, restrictExistingFiles } from './lib/private-files.ts';

/**
 * Start-up leaves garbage that an idle server never gets round to collecting (on a new data folder
 * PGlite's initdb image alone holds ≈400 MB): one full collection once the server listens.
 */
function collectStartupGarbage() {
  v8.setFlagsFromString('--expose-gc');
  // 'last-resort' is V8's memory-reducing collection: it also gives the freed pages back.
  const gc = vm.runInNewContext('gc') as (options: object) => void;
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Written asynchronously: a line per request written synchronously was a tenth of a PATCH's
  // CPU; pino flushes what is left when the process exits.
  const logger = pino({ level: config.LOG_LEVEL }, pino.destination({ dest: 1, sync: false }));
  const dataDir = path.resolve(config.DATA_DIR);
  keepNewFilesPrivate();
  restrictExistingFiles(dataDir);
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(dataDir);

  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await migrateDatabase(database);
  logger.info({ database: database.kind }, 'database ready');

  const seeded = await createSetupService({
    db: database.db,
    users: createUsersRepository(database.db),
  }).seedAdmin({
    email: config.SEED_ADMIN_EMAIL,
    password: config.SEED_ADMIN_PASSWORD,
    name: config.SEED_ADMIN_NAME,
  });
  if (seeded) logger.info({ email: seeded.email }, 'seed admin created');

  const sandboxCrm = await startSandboxCrmBeside({ ...config, DATA_DIR: dataDir }, logger);
  const app = await buildApp({
    config: { ...config, DATA_DIR: dataDir },
    database,
    logger,
    serveWeb: true,
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = `http://${config.HOST}:${config.PORT}`;
  logger.info(`Staffing pipeline ready on ${address}`);
  collectStartupGarbage();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'draining');
    // Drain: /readyz answers 503, the listener closes (no new connection), in-flight requests
    // finish, live sockets are told 1012 and reconnect elsewhere, the running job stages end
    // (within SHUTDOWN_TIMEOUT_MS) and the rest of their runs are handed over. Past the bound
    // (plus a little for the database to close), the process exits anyway.
    app.ctx.isDraining = true;
    const force = setTimeout(() => {
      logger.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'drain timed out, exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 5_000);
    force.unref();
    try {
      await app.close();
      await sandboxCrm?.close();
      await database.close();
      logger.info('drained');
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
