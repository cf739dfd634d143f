import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { useTestContext } from '../../../test/test-app.ts';
import type * as TFlowsSerializer from '../jobs/flows.serializer.ts';

// A serializer that forgets to pick its fields and hands the whole row over: the response
// schema, not the serializer's care, is what keeps the runner's columns inside the server.
vi.mock('../jobs/flows.serializer.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof TFlowsSerializer>();
  return {
    ...actual,
    serializeFlow: (...args: Parameters<typeof actual.serializeFlow>) => ({
      ...args[0],
      ...actual.serializeFlow(...args),
    }),
  };
});

const t = useTestContext();
const SECRET = `claim-${crypto.randomUUID()}`;

describe('Flow answers', () => {
  it('never carry a column the response schema does not name, even from a leaky serializer', async () => {
    const admin = await t.createUser('Admin');
    const flow = await t.app.ctx.jobs.flows.insert({
      id: `flow_${crypto.randomUUID()}`,
      type: 'legacy_import',
      category: 'analysis_processing',
      status: 'processing',
      payload: {},
      result: { stages: {}, internal: SECRET },
      metadata: {},
      claimToken: SECRET,
      claimJobId: SECRET,
    });
    for (const url of [`/api/v1/admin/flows/${flow.id}`, '/api/v1/admin/flows']) {
      const res = await t.app.inject({ url, headers: t.auth(admin) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain(flow.id);
      expect(res.body).not.toContain(SECRET);
      for (const column of ['claimToken', 'claimJobId', 'lease', 'leaseExpiresAt', 'result'])
        expect(res.body).not.toContain(`"${column}"`);
    }
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/flows/${flow.id}/cancel`,
      headers: t.auth(admin),
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: flow.id });
    expect(cancelled.body).not.toContain('"lease"');
  });
});
