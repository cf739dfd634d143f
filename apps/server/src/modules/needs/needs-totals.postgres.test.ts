import { afterEach, describe, expect, inject, it } from 'vitest';
import { createTestContext } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import type { TApp } from '../../lib/types.ts';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

/**
 * The list's totals are remembered per filter until a need is written: a need created through
 * one instance changes the total the other answers, through the bus.
 */
describe.skipIf(!inject('postgresTemplate'))('needs list totals across instances', () => {
  it('counts a need created in the other instance', async () => {
    const t = await createTestContext({ useDatabaseUrl: true });
    cleanups.push(t.close);
    const database = await openDatabase({ kind: 'postgres', url: t.config.DATABASE_URL!, max: 3 });
    const other: TApp = await buildApp({ config: t.config, database });
    cleanups.push(async () => {
      await other.close();
      await database.close();
    });
    const sales = await t.createUser('Sales');
    const total = async (app: TApp, search = '') => {
      const res = await app.inject({
        url: `/api/v1/needs?search=${search}`,
        headers: t.auth(sales),
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { total: number }).total;
    };
    const create = (title: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/needs',
        headers: t.auth(sales),
        payload: { title, client: 'ACME', tjm: 500 },
      });

    expect((await create('Java developer')).statusCode).toBe(201);
    expect(await total(other)).toBe(1);
    expect(await total(other, 'java')).toBe(1);
    expect((await create('Java architect')).statusCode).toBe(201);
    // Here at once; there as soon as the notification has arrived.
    expect(await total(t.app, 'java')).toBe(2);
    await expect.poll(() => total(other), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => total(other, 'java'), { timeout: 10_000 }).toBe(2);
  });
});
