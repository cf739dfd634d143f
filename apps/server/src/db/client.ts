import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { PRIVATE_DIR_MODE, restrictExistingFiles } from '../lib/private-files.ts';

export type TSchema = typeof schema;
// Both drivers produce this type, so repositories never know which database they run on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TDb = PgDatabase<PgQueryResultHKT & any, TSchema>;
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TExecutor = TDb | TTx;

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** Raw SQL with positional parameters, for pg-boss and LISTEN/NOTIFY plumbing. */
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<{ rows: T[] }>;
  pglite?: PGlite;
  pool?: pg.Pool;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

const PGLITE_SHARED_BUFFERS = '16MB';

export type TDatabaseOptions =
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as TDb;
    return {
      db,
      kind: 'postgres',
      pool,
      query: async (text, params) => {
        const res = await pool.query(text, params as unknown[]);
        return { rows: res.rows };
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // Loaded only for the embedded database: a server on PostgreSQL never carries PGlite's code
  // (idle memory).
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const client = new PGlite({
    // The search columns' trigram indexes (migration 0010), as on PostgreSQL.
    extensions: { pg_trgm },
    // PGlite's default shared_buffers (128 MB) is all touched at start inside the WASM memory,
    // which never shrinks: 16 MB keeps the embedded server's idle RSS within its 300 MB budget
    // (reads past it come from the data files through the OS page cache).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  // PGlite unpacks a new cluster with chmod 0666, which no umask narrows; what PostgreSQL itself
  // creates afterwards is 0600 already.
  if (options.dataDir) restrictExistingFiles(options.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    query: async (text, params) => {
      const res = await client.query(text, params as unknown[]);
      return { rows: res.rows as never[] };
    },
    close: () => client.close(),
  };
}

/** Key of the advisory lock the start's schema changes run under on PostgreSQL ('STMG'). */
export const START_LOCK_KEY = 0x53544d47;

/**
 * Runs `work` (schema changes at start: migrations, pg-boss's own tables and queues) while this
 * process holds the start lock, so that several servers starting together on one database do it
 * one after the other: the first changes the schema, the others find it done (run at the same
 * time, CREATE SCHEMA/TABLE IF NOT EXISTS race and fail a start). PGlite has one process anyway.
 */
export async function withStartLock<T>(database: TDatabase, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  // The lock lives on its own connection, outside the pool (which may hold a single one).
  const lock = new pg.Client(database.pool!.options);
  lock.on('error', () => {});
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock, whether the work passed or not.
    await lock.end().catch(() => {});
  }
}

export async function migrateDatabase(database: TDatabase): Promise<void> {
  if (database.kind === 'postgres') {
    await withStartLock(database, () =>
      migratePg(database.db as never, { migrationsFolder: MIGRATIONS_DIR }),
    );
  } else {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}
