import { describe, expect, it } from 'vitest';
import { ZCandidateForm, ZUpdateCandidateRequest } from '../candidates/candidate.schema.ts';
import { ZUpdateNeedAnalysisRequest } from '../needs/need-analysis.schema.ts';
import { ZCreateNeedRequest, ZNeedListQuery, ZUpdateNeedRequest } from '../needs/index.ts';
import { ZCreateStepRequest } from '../steps/step.schema.ts';
import { ZLoginRequest, ZRefreshRequest } from '../users/user.schema.ts';
import { clipForMessage, INPUT_LIMITS, isPlausibleDate } from './limits.ts';

const UUID = '11111111-1111-4111-8111-111111111111';
const need = { title: 'Java developer', client: 'ACME', tjm: 500 };
const firstMessage = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;
const many = (n: number, item = 'x') => Array.from({ length: n }, (_, i) => `${item}${i}`);

describe('input bounds', () => {
  it('bounds the skill-like lists of a need in count and entry length, naming the field', () => {
    expect(
      firstMessage(ZCreateNeedRequest.safeParse({ ...need, jdRequiredSkills: many(10_000) })),
    ).toBe('jdRequiredSkills must have at most 200 items');
    expect(
      firstMessage(
        ZUpdateNeedRequest.safeParse({ jdResponsibilities: ['ok', 'y'.repeat(1_000_000)] }),
      ),
    ).toBe('Each entry of jdResponsibilities must be at most 500 characters');
    expect(
      ZCreateNeedRequest.parse({ ...need, jdSoftSkills: many(INPUT_LIMITS.listMax) }).jdSoftSkills,
    ).toHaveLength(200);
  });

  it('consultant ids are UUIDs, at most 20', () => {
    expect(firstMessage(ZCreateNeedRequest.safeParse({ ...need, consultants: ['bob'] }))).toBe(
      'Invalid consultant id: bob',
    );
    const long = ZUpdateNeedRequest.safeParse({ consultants: ['z'.repeat(5000)] });
    expect(firstMessage(long)).toBe('Each entry of consultants must be at most 100 characters');
    const ids = Array.from(
      { length: 21 },
      (_, i) => `11111111-1111-4111-8111-${String(i).padStart(12, '0')}`,
    );
    expect(firstMessage(ZUpdateNeedRequest.safeParse({ consultants: ids }))).toBe(
      'consultants must have at most 20 items',
    );
    expect(
      ZCreateNeedRequest.parse({ ...need, consultants: `${UUID}, ${UUID}` }).consultants,
    ).toEqual([UUID]);
  });

  it('bounds order clients, filters, analysis objects and candidates lists', () => {
    expect(firstMessage(ZCreateNeedRequest.safeParse({ ...need, orderClients: many(201) }))).toBe(
      'orderClients must have at most 200 items',
    );
    expect(
      firstMessage(ZCreateNeedRequest.safeParse({ ...need, orderClients: ['n'.repeat(201)] })),
    ).toBe('Order client name must be at most 200 characters');
    expect(firstMessage(ZNeedListQuery.safeParse({ clients: many(101).join(',') }))).toBe(
      'clients must have at most 100 items',
    );
    expect(
      firstMessage(
        ZUpdateNeedAnalysisRequest.safeParse({ jdAnalysis: { x: 'y'.repeat(300_000) } }),
      ),
    ).toMatch(/^jdAnalysis is too large/);
    expect(
      firstMessage(ZCandidateForm.safeParse({ name: 'Eve', email: 'e@x.io', skills: many(201) })),
    ).toBe('skills must have at most 200 items');
    expect(
      firstMessage(
        ZUpdateCandidateRequest.safeParse({ cvUrl: `https://x.io/${'a'.repeat(3000)}` }),
      ),
    ).toBe('CV URL must be at most 2000 characters');
  });

  it('bounds step meta and ids, login fields and tokens', () => {
    expect(
      firstMessage(
        ZCreateStepRequest.safeParse({ type: 'PUSH', meta: { x: 'y'.repeat(300_000) } }),
      ),
    ).toMatch(/^meta is too large/);
    expect(
      firstMessage(ZCreateStepRequest.safeParse({ type: 'PUSH', needId: 'n'.repeat(101) })),
    ).toBe('needId must be at most 100 characters');
    expect(
      firstMessage(ZLoginRequest.safeParse({ email: 'a@b.c', password: 'p'.repeat(201) })),
    ).toBe('password must be at most 200 characters');
    expect(firstMessage(ZRefreshRequest.safeParse({ refresh_token: 't'.repeat(5000) }))).toBe(
      'refresh_token must be at most 4096 characters',
    );
  });

  it('clips long values shown in messages', () => {
    expect(clipForMessage('a'.repeat(100))).toBe(`${'a'.repeat(40)}…`);
  });

  it('takes dates from 1900 to 2200 only, which PostgreSQL always stores', () => {
    expect(isPlausibleDate('2026-11-23T10:00:00.000Z')).toBe(true);
    expect(isPlausibleDate(new Date('1900-01-01T00:00:00Z'))).toBe(true);
    expect(isPlausibleDate('-008693-07-04T15:21:25.193Z')).toBe(false);
    expect(isPlausibleDate('+275760-09-13T00:00:00.000Z')).toBe(false);
    expect(isPlausibleDate('not a date')).toBe(false);
  });
});
