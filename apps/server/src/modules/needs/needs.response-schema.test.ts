import { describe, expect, it, vi } from 'vitest';
import { useTestContext } from '../../../test/test-app.ts';
import type * as serializer from './needs.serializer.ts';
import { serializeNeed } from './needs.serializer.ts';

const PASSWORD_HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$leaked-hash';
const API_SECRET = 'sk_live_this_must_never_leave_the_server';

// A careless change: the serializer starts passing on columns that must stay on the server.
vi.mock('./needs.serializer.ts', async (importOriginal) => {
  const original = await importOriginal<typeof serializer>();
  return {
    ...original,
    serializeNeed: (row: Parameters<typeof original.serializeNeed>[0]) => ({
      ...original.serializeNeed(row),
      passwordHash: PASSWORD_HASH,
      apiSecret: API_SECRET,
    }),
  };
});

describe('response schemas strip what they do not name', () => {
  const t = useTestContext({ env: { JOBS_WORKERS: 'false' } });

  it('keeps a secret field added to a need out of every reply of the needs routes', async () => {
    const sales = await t.createUser('Sales');
    const headers = t.auth(sales);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/needs',
      headers,
      payload: { title: 'Senior Java developer', client: 'ACME', priority: 'P1', tjm: 650 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const [row] = await t.app.ctx.db.query.needs.findMany({ limit: 1 });
    // The service really does hand the secret to the route: only the schema stands in its way.
    expect(serializeNeed({ ...row!, consultantUsers: [], candidateIds: [] })).toMatchObject({
      passwordHash: PASSWORD_HASH,
    });

    const replies = [
      created,
      await t.app.inject({ url: `/api/v1/needs/${id}`, headers }),
      await t.app.inject({ url: '/api/v1/needs', headers }),
      await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/needs/${id}`,
        headers,
        payload: { title: 'Lead Java developer' },
      }),
      await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/needs/${id}/column`,
        headers,
        payload: { column: 'CANDIDATE_SENT' },
      }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBeLessThan(300);
      expect(reply.body).toContain(id);
      expect(reply.body).not.toContain(PASSWORD_HASH);
      expect(reply.body).not.toContain(API_SECRET);
      expect(reply.body).not.toMatch(/passwordHash|apiSecret/);
    }
  });
});
