import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app.ts';
import { migrateDatabase, openDatabase, type TDatabase } from '../src/db/client.ts';
import { testConfig } from './test-config.ts';
import { until } from './until.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates the template and starts the app on it once, as a deployment's first start does: what
 * every start does on a new database (pg-boss's schema and its queues, most of a test app's
 * start-up time) is then in every copy, and each test's app finds it done.
 */
async function prepareTemplate(database: TDatabase) {
  await migrateDatabase(database);
  // The queues' tables, without workers polling them (their timers would outlive the app).
  const config = testConfig({ JOBS_WORKERS: 'false' });
  try {
    const app = await buildApp({ config, database });
    await app.ready();
    await app.close();
  } finally {
    fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
  }
}

/**
 * Prepares one template per run; every test then starts from a copy of it, which is far cheaper
 * than creating and migrating a database per test.
 */
export async function setupPostgres(project: TestProject) {
  {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('the server-pg project needs TEST_DATABASE_URL');
    const name = `staffing_tmpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const templateUrl = withDatabase(url, name);
    const database = await openDatabase({ kind: 'postgres', url: templateUrl, max: 5 });
    await prepareTemplate(database);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      // A worker's next copy may still be in the making when the worker ends (test-app.ts).
      await until(
        async () => {
          const { rows } = await admin.query(
            `SELECT 1 FROM pg_stat_activity WHERE state = 'active' AND starts_with(query, $1)`,
            [`CREATE DATABASE ${testDatabasePrefix(name)}`],
          );
          return rows.length === 0;
        },
        { message: 'test database copies still being made' },
      );
      // Test databases of this run that a crashed test left behind go too; other runs' stay.
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE starts_with(datname, $2) OR datname = $1`,
        [name, testDatabasePrefix(name)],
      );
      for (const row of rows)
        await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`).catch(() => {});
      await admin.end();
    };
  }
}

export default async function setupPglite(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-tmpl-'));
  const database = await openDatabase({ kind: 'pglite' });
  await prepareTemplate(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** Test databases are named after their run's template, so a run only ever drops its own. */
export function testDatabasePrefix(templateName: string): string {
  return `${templateName.replace('staffing_tmpl_', 'staffing_t_')}_`;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
