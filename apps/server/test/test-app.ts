import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterEach, beforeEach, inject } from 'vitest';
import type { TRole } from '@staffing/domain';
import { startTestSandboxCrm, type TTestSandboxCrm } from '@staffing/sandbox-crm/testing';
import { buildApp } from '../src/app.ts';
import type { TConfig } from '../src/config.ts';
import { openDatabase, type TDatabase } from '../src/db/client.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import type { TApp } from '../src/lib/types.ts';
import { sandboxCrmDataDir } from '../src/modules/crm/sandbox-crm-link.ts';
import type { TEventBus } from '../src/modules/realtime/event-bus.ts';
import type { TLiveLimits } from '../src/modules/realtime/live-hub.ts';
import type { TRpaOptions } from '../src/modules/rpa/register-rpa.ts';
import { testDatabasePrefix, withDatabase } from './global-setup.ts';
import { testConfig } from './test-config.ts';

export { testConfig };

let templateBytes: ArrayBuffer | undefined;

/**
 * The template's tarball as PGlite reads it (`arrayBuffer()`, only read from). Node 20's Blob
 * hands its bytes over in 64 KiB pieces joined one by one, and even a plain copy of the 40 MB
 * is a good part of a test's start; every test's copy unpacks the same bytes, read once.
 */
function templateTarball(): Blob {
  templateBytes ??= new Uint8Array(fs.readFileSync(inject('pgliteTemplate'))).buffer;
  const bytes = templateBytes;
  const tarball: Pick<Blob, 'type' | 'arrayBuffer'> = {
    type: 'application/x-tar',
    arrayBuffer: async () => bytes,
  };
  return tarball as Blob;
}

/** Copies the PostgreSQL template under a new name of this run's. */
async function copyPostgresTemplate(base: string, template: string): Promise<string> {
  const name = `${testDatabasePrefix(template)}${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return name;
}

let nextPostgresCopy: Promise<string> | undefined;

/**
 * A copy for this test, and the next test's copy started now: CREATE DATABASE waits on the
 * server's disk writes (about 0.3 s, more than half of a test's start on PostgreSQL), which can
 * happen while this test runs. A copy left over when the worker ends goes with the run's teardown.
 */
function takePostgresCopy(base: string, template: string): Promise<string> {
  const copy = nextPostgresCopy ?? copyPostgresTemplate(base, template);
  nextPostgresCopy = copyPostgresTemplate(base, template);
  // A failed copy fails the test that takes it, not this one.
  nextPostgresCopy.catch(() => {});
  return copy;
}

/** A fresh database copied from the migrated template: PGlite always, PostgreSQL when asked. */
export async function openTestDatabase(): Promise<TDatabase & { url?: string }> {
  const pgTemplate = inject('postgresTemplate');
  if (pgTemplate) {
    const base = process.env.TEST_DATABASE_URL!;
    const name = await takePostgresCopy(base, pgTemplate);
    const url = withDatabase(base, name);
    const database = await openDatabase({ kind: 'postgres', url, max: 5 });
    return {
      ...database,
      url,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: base });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
        await cleanup.end();
      },
    };
  }
  return openDatabase({ kind: 'pglite', loadDataDir: templateTarball() });
}

export type TTestUser = {
  id: string;
  email: string;
  password: string;
  role: TRole;
  name: string;
  token: string;
  refreshToken: string;
};

export type TTestContext = {
  app: TApp;
  database: TDatabase;
  config: TConfig;
  /** Creates a user directly in the database and signs them in over HTTP. */
  createUser: (
    role: TRole,
    overrides?: Partial<{ name: string; email: string; password: string }>,
  ) => Promise<TTestUser>;
  auth: (user: { token: string }) => { authorization: string };
  /** The sandbox CRM beside the app, when the test asked for one (`sandboxCrm`). */
  sandboxCrm: TTestSandboxCrm | null;
};

export type TTestContextOptions = {
  env?: Record<string, string>;
  bus?: TEventBus;
  live?: Partial<TLiveLimits>;
  /** Browser run timings (the 2FA wait, frame rate), shortened by a test. */
  rpa?: TRpaOptions;
  /** On PostgreSQL, sets DATABASE_URL to the test database as a scaled deployment does. */
  useDatabaseUrl?: boolean;
  /**
   * Starts the sandbox CRM (a separate application) on a free port, in the app's data folder as
   * `npm start` does, with the verification code of CRM_SANDBOX_2FA_CODE.
   */
  sandboxCrm?:
    boolean | { limits?: NonNullable<Parameters<typeof startTestSandboxCrm>[0]>['limits'] };
};

export async function createTestContext(
  options: TTestContextOptions = {},
): Promise<TTestContext & { close: () => Promise<void> }> {
  const database = await openTestDatabase();
  const config = testConfig({
    ...options.env,
    ...(options.useDatabaseUrl && database.url ? { DATABASE_URL: database.url } : {}),
  });
  const sandboxCrm = options.sandboxCrm
    ? await startTestSandboxCrm({
        dataDir: sandboxCrmDataDir(config),
        twoFactorCode: config.CRM_SANDBOX_2FA_CODE,
        limits: typeof options.sandboxCrm === 'object' ? options.sandboxCrm.limits : undefined,
      })
    : null;
  if (sandboxCrm) config.SANDBOX_CRM_PORT = sandboxCrm.port;
  const app = await buildApp({
    config,
    database,
    bus: options.bus,
    live: options.live,
    rpa: options.rpa,
  });
  await app.ready();
  let counter = 0;
  const passwordHashCache = new Map<string, string>();
  return {
    app,
    database,
    config,
    sandboxCrm,
    auth: (user) => ({ authorization: `Bearer ${user.token}` }),
    async createUser(role, overrides = {}) {
      counter += 1;
      const password = overrides.password ?? 'password123';
      const email =
        overrides.email ??
        `${role.toLowerCase()}${counter}-${crypto.randomBytes(3).toString('hex')}@example.com`;
      const name = overrides.name ?? `${role} User ${counter}`;
      let passwordHash = passwordHashCache.get(password);
      if (!passwordHash) {
        passwordHash = await hashPassword(password);
        passwordHashCache.set(password, passwordHash);
      }
      const row = await app.ctx.users.insert({ name, email, role, passwordHash });
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      const body = res.json();
      return {
        id: row.id,
        email,
        password,
        role,
        name,
        token: body.access_token,
        refreshToken: body.refresh_token,
      };
    },
    async close() {
      await app.close();
      await sandboxCrm?.close();
      await database.close();
      fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
}

/** Gives each test its own app on its own database, closed after the test. */
export function useTestContext(options: TTestContextOptions = {}): TTestContext {
  let current: (TTestContext & { close: () => Promise<void> }) | undefined;
  beforeEach(async () => {
    current = await createTestContext(options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as TTestContext, {
    get(_target, prop) {
      if (!current) throw new Error('test context used outside a test');
      return current[prop as keyof TTestContext];
    },
  });
}
