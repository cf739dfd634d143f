import { describe, expect, it } from 'vitest';
import type { TImport, TImportCheck, TImportUpload } from '@staffing/domain';
import { useTestContext } from '../../../test/test-app.ts';
import { until } from '../../../test/until.ts';
import { candidates } from '../../db/schema/index.ts';
import { multipartBody } from '../analysis/test-support/documents.ts';
import { makeImportSample } from './import-sample.ts';

/**
 * The journey of issue 36 on a smaller file (the 5,000-row one is `npm run import:sample`): a
 * candidate export from another tool, its errors listed before anything is saved, its planted
 * duplicates proposed for merge once imported, and nothing else proposed.
 */
describe('importing another tool’s candidate export', () => {
  const t = useTestContext();

  it('lists the bad rows before saving, then proposes exactly the planted pairs for merge', async () => {
    const sales = await t.createUser('Sales');
    const sample = makeImportSample({ rows: 300, planted: 12, bad: 9 });
    const body = multipartBody([
      { name: 'kind', value: 'candidates' },
      { name: 'file', filename: 'boond-export.csv', bytes: Buffer.from(sample.csv) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/imports',
      payload: body.payload,
      headers: { ...t.auth(sales), ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    const up = (res.json() as TImportUpload).import;
    expect(up.rowCount).toBe(300);
    expect(up.mapping).toEqual([
      'lastName',
      'firstName',
      'email',
      'phone',
      'linkedinUrl',
      'cvRole',
      'skills',
      'expectedTjm',
      'cvCity',
    ]);

    const checked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/imports/${up.id}/check`,
      headers: t.auth(sales),
      payload: { mapping: up.mapping },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const check = checked.json() as TImportCheck;
    expect([...new Set(check.errors.map((e) => e.row))]).toEqual(sample.bad);
    expect(check.validCount).toBe(291);
    const fileDuplicates = check.duplicates.map((d) => [d.otherRow, d.row]);
    // Within the file, the twins sharing a phone or a profile; the name-only ones show once saved.
    expect(fileDuplicates).toEqual(sample.plantedByKey);
    expect(await t.database.db.select().from(candidates)).toEqual([]);

    const run = await t.app.inject({
      method: 'POST',
      url: `/api/v1/imports/${up.id}/run`,
      headers: t.auth(sales),
      payload: { mapping: up.mapping },
    });
    expect(run.statusCode, run.body).toBe(202);
    const done = await until(
      async () => {
        const now = await t.app.inject({ url: `/api/v1/imports/${up.id}`, headers: t.auth(sales) });
        const body = now.json() as TImport;
        return body.status === 'done' || body.status === 'failed' ? body : null;
      },
      { timeout: 120_000, message: 'the import to end' },
    );
    expect(done.status).toBe('done');
    expect(done.createdCount).toBe(291);

    const pairs = await t.app.inject({
      url: '/api/v1/candidates/duplicates?size=100',
      headers: t.auth(sales),
    });
    expect(pairs.statusCode, pairs.body).toBe(200);
    const page = pairs.json() as {
      total: number;
      items: { a: { email: string }; b: { email: string } }[];
    };
    // Each planted twin has an @autre-mail.fr address; its original is the other of the pair.
    expect(page.total).toBe(12);
    expect(
      page.items.every((p) => [p.a.email, p.b.email].some((e) => e.endsWith('@autre-mail.fr'))),
    ).toBe(true);
  });
});
