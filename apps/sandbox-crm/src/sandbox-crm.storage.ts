import fs from 'node:fs';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import * as schema from './sandbox-crm.schema.ts';

export type TSandboxDb = PgliteDatabase<typeof schema>;
export type TSandboxTx = Parameters<Parameters<TSandboxDb['transaction']>[0]>[0];
export type TExecutor = TSandboxDb | TSandboxTx;

export type TSandboxStorage = {
  db: TSandboxDb;
  /** Raw SQL, for tests that look at what the sandbox stored. */
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<{ rows: T[] }>;
  /** The whole database as a tarball, to start another one from (tests). */
  dump: () => Promise<Blob>;
  close: () => Promise<void>;
};

/**
 * The sandbox's tables, made at start: the sandbox is a separate application with its own
 * database, so it has no migration history to share with the product's.
 */
const TABLES = `
CREATE TABLE IF NOT EXISTS crm_sandbox_records (
  id text PRIMARY KEY NOT NULL,
  object text NOT NULL,
  external_key text,
  fields jsonb DEFAULT '{}'::jsonb NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS crm_sandbox_records_object_key_idx
  ON crm_sandbox_records (object, external_key);
CREATE INDEX IF NOT EXISTS crm_sandbox_records_object_idx ON crm_sandbox_records (object, created_at);
CREATE INDEX IF NOT EXISTS crm_sandbox_records_name_idx ON crm_sandbox_records (object, (fields->>'Name'));
CREATE TABLE IF NOT EXISTS crm_sandbox_sessions (
  token_hash text PRIMARY KEY NOT NULL,
  kind text NOT NULL,
  username text NOT NULL,
  code_attempts integer DEFAULT 0 NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  expires_at timestamp with time zone NOT NULL
);
CREATE INDEX IF NOT EXISTS crm_sandbox_sessions_expires_idx ON crm_sandbox_sessions (expires_at);
CREATE TABLE IF NOT EXISTS crm_sandbox_settings (
  id text PRIMARY KEY NOT NULL,
  save_delay_ms integer DEFAULT 0 NOT NULL,
  save_delay_count integer DEFAULT 0 NOT NULL,
  api_usage integer DEFAULT 0 NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL
);
`;

/**
 * Its own PGlite: in `dataDir` (kept across restarts), or in memory when none is given, copied
 * from `template` when one is (a dump of another sandbox's database).
 */
export async function openSandboxStorage(
  dataDir: string | null,
  template?: Blob,
): Promise<TSandboxStorage> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // Loaded with the first sandbox opened: a product on PostgreSQL that never opens one never
  // carries PGlite's code.
  const [{ PGlite }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client = new PGlite({
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'],
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
  });
  await client.waitReady;
  await client.exec(TABLES);
  return {
    db: drizzle(client, { schema }),
    query: async (text, params) => {
      const res = await client.query(text, params as unknown[]);
      return { rows: res.rows as never[] };
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
