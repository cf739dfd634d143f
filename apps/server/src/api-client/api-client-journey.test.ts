import { createApiClient } from '@staffing/api-client';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/test-app.ts';

/**
 * The generated client (openapi-typescript types + openapi-fetch) against a listening server:
 * the main journeys of an integration type-check against the committed document and succeed.
 */
describe('the generated API client', () => {
  const t = useTestContext({ env: { JOBS_WORKERS: 'false' } });

  it('lists, creates and moves a need, links a new candidate and adds a step', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const sales = await t.createUser('Sales');
    const api = createApiClient({ baseUrl: t.app.ctx.selfUrl()!, token: sales.token });

    const empty = await api.GET('/api/v1/needs', { params: { query: { scope: 'all' } } });
    expect(empty.response.status).toBe(200);
    expect(empty.data?.items).toEqual([]);
    expect(empty.data?.total).toBe(0);

    const created = await api.POST('/api/v1/needs', {
      body: { title: 'Senior Java developer', client: 'ACME', priority: 'P1', tjm: 650 },
    });
    expect(created.response.status).toBe(201);
    const need = created.data!;
    expect(need).toMatchObject({ title: 'Senior Java developer', column: 'NO_CANDIDATE' });

    const listed = await api.GET('/api/v1/needs', {
      params: { query: { search: 'Java', sortBy: 'createdAt', sortOrder: 'desc' } },
    });
    expect(listed.data?.items.map((n) => n.id)).toEqual([need.id]);

    const moved = await api.PATCH('/api/v1/needs/{id}/column', {
      params: { path: { id: need.id } },
      body: { column: 'FROZEN', version: need.version },
    });
    expect(moved.response.status).toBe(200);
    expect(moved.data?.column).toBe('FROZEN');
    expect(moved.data?.previousColumn).toBe('NO_CANDIDATE');

    const stale = await api.PATCH('/api/v1/needs/{id}/column', {
      params: { path: { id: need.id } },
      body: { column: 'PUSH', version: need.version },
    });
    expect(stale.response.status).toBe(409);
    expect(stale.error?.code).toBe('STALE_UPDATE');

    const candidate = await api.POST('/api/v1/candidates', {
      body: { name: 'Ada Lovelace', email: 'ada.lovelace@example.com' },
    });
    expect(candidate.response.status).toBe(201);
    if (!candidate.data) throw new Error('no candidate in the reply');
    const candidateId = candidate.data.id;
    expect(candidate.data.merged).toBe(false);

    const linked = await api.POST('/api/v1/needs/{id}/candidates/{candidateId}', {
      params: { path: { id: need.id, candidateId } },
    });
    expect(linked.response.status).toBe(201);

    const read = await api.GET('/api/v1/needs/{id}', { params: { path: { id: need.id } } });
    expect(read.data?.candidates).toEqual([candidateId]);
    expect(read.data?.candidateCount).toBe(1);

    const step = await api.POST('/api/v1/process/{needId}/{candidateId}/steps', {
      params: { path: { needId: need.id, candidateId } },
      body: {
        type: 'CANDIDATE_SENT',
        detailCandidateSent: { clientName: 'ACME', clientEmail: 'buyer@acme.example.com' },
      },
    });
    expect(step.response.status, JSON.stringify(step.error)).toBe(201);
    expect(step.data).toMatchObject({ type: 'CANDIDATE_SENT', needId: need.id, candidateId });
    expect(step.data?.detailCandidateSent?.clientName).toBe('ACME');

    const steps = await api.GET('/api/v1/process/{needId}/{candidateId}/steps', {
      params: { path: { needId: need.id, candidateId } },
    });
    expect(steps.data?.map((s) => s.type)).toEqual(['CANDIDATE_IDENTIFIED', 'CANDIDATE_SENT']);

    const missing = await api.GET('/api/v1/needs/{id}', {
      params: { path: { id: crypto.randomUUID() } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.detail).toBe('Need not found');
  });

  it('is refused without a token, as any caller would be', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const api = createApiClient({ baseUrl: t.app.ctx.selfUrl()! });
    const res = await api.GET('/api/v1/needs');
    expect(res.response.status).toBe(401);
    expect(res.error?.code).toBe('UNAUTHORIZED');
  });
});
