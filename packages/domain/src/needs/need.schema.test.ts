import { describe, expect, it } from 'vitest';
import {
  NEED_MESSAGES,
  ZCreateNeedRequest,
  ZEditNeedForm,
  ZMoveNeedRequest,
  ZNeedListQuery,
  ZNeedsExportQuery,
  ZUpdateNeedRequest,
} from './index.ts';
import type { z } from 'zod';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const r = schema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
}

const base = { title: 'Java developer', client: 'ACME', tjm: 500 };

describe('ZCreateNeedRequest', () => {
  it('applies the defaults of the spec', () => {
    const v = ZCreateNeedRequest.parse(base);
    expect(v).toMatchObject({
      priority: 'P2',
      quantity: 1,
      column: 'NO_CANDIDATE',
      progressPct: 0,
      description: null,
      category: null,
      consultants: [],
      candidates: [],
      orderClients: [],
      orderClientsEmail: [],
    });
  });

  it.each([
    [{ ...base, title: undefined }, NEED_MESSAGES.titleRequired],
    [{ ...base, title: '   ' }, NEED_MESSAGES.titleRequired],
    [{ ...base, title: ' ab ' }, NEED_MESSAGES.titleTooShort],
    [{ ...base, client: '' }, NEED_MESSAGES.clientRequired],
    [{ ...base, client: 'A' }, NEED_MESSAGES.clientTooShort],
    [{ ...base, tjm: undefined }, NEED_MESSAGES.tjmPositive],
    [{ ...base, tjm: 0 }, NEED_MESSAGES.tjmPositive],
    [{ ...base, tjm: 'abc' }, NEED_MESSAGES.tjmPositive],
    [{ ...base, quantity: 0 }, NEED_MESSAGES.quantityMin],
    [{ ...base, priority: 'P4' }, NEED_MESSAGES.priorityInvalid],
    [{ ...base, jd_experience_years: 51 }, NEED_MESSAGES.experienceYearsRange],
    [{ ...base, jdExperienceYears: -1 }, NEED_MESSAGES.experienceYearsRange],
  ])('rejects %j with its message', (input, message) => {
    expect(firstMessage(ZCreateNeedRequest, input)).toBe(message);
  });

  it('accepts boundaries: 3-character title, 2-character client, TJM 0.01, experience 0 and 50', () => {
    expect(ZCreateNeedRequest.safeParse({ title: 'abc', client: 'AB', tjm: 0.01 }).success).toBe(
      true,
    );
    expect(ZCreateNeedRequest.parse({ ...base, jdExperienceYears: 0 }).jdExperienceYears).toBe(0);
    expect(ZCreateNeedRequest.parse({ ...base, jdExperienceYears: '50' }).jdExperienceYears).toBe(
      50,
    );
  });

  it('maps snake_case keys, trims and cleans lists and order clients', () => {
    const v = ZCreateNeedRequest.parse({
      title: '  Java developer ',
      client: 'ACME',
      tjm: '650.5',
      description: '   ',
      jd_required_skills: [' Java ', '', 'Java', 'Spring'],
      jd_project_name: 'Apollo',
      order_clients: ['Alice', ' ', 'Bob', 'Alice'],
      order_clients_email: ['alice@acme.io', 'x@y.z', '', 'dup@acme.io'],
    });
    expect(v.title).toBe('Java developer');
    expect(v.tjm).toBe(650.5);
    expect(v.description).toBeNull();
    expect(v.jdRequiredSkills).toEqual(['Java', 'Spring']);
    expect(v.jdProjectName).toBe('Apollo');
    expect(v.orderClients).toEqual(['Alice', 'Bob']);
    expect(v.orderClientsEmail).toEqual(['alice@acme.io', '']);
  });

  it('accepts order clients as {name, email} objects', () => {
    const v = ZCreateNeedRequest.parse({
      ...base,
      orderClients: [{ name: 'Carol' }, { name: 'Dan', email: 'd@x.io' }],
    });
    expect(v.orderClients).toEqual(['Carol', 'Dan']);
    expect(v.orderClientsEmail).toEqual(['', 'd@x.io']);
  });

  it('carries the duplicate variant fields (jd and CRM)', () => {
    const v = ZCreateNeedRequest.parse({
      ...base,
      jd_analysis_status: 'READY',
      opportunity_salesforce_url: 'https://x.lightning.force.com/o/1',
      jdS3Url: 'needs/1/jd.pdf',
    });
    expect(v.jdAnalysisStatus).toBe('READY');
    expect(v.opportunitySalesforceUrl).toBe('https://x.lightning.force.com/o/1');
    expect(v.jdS3Url).toBe('needs/1/jd.pdf');
  });
});

describe('ZUpdateNeedRequest (server details) and ZEditNeedForm (form messages)', () => {
  it.each([
    [{ title: '' }, NEED_MESSAGES.titleEmpty, NEED_MESSAGES.titleLength],
    [{ title: '   ' }, NEED_MESSAGES.titleEmpty, NEED_MESSAGES.titleLength],
    [{ client: '' }, NEED_MESSAGES.clientEmpty, NEED_MESSAGES.clientLength],
    [{ title: 'x'.repeat(201) }, NEED_MESSAGES.titleLength, NEED_MESSAGES.titleLength],
    [{ client: 'x'.repeat(101) }, NEED_MESSAGES.clientLength, NEED_MESSAGES.clientLength],
    [
      { description: 'x'.repeat(2001) },
      NEED_MESSAGES.descriptionTooLong,
      NEED_MESSAGES.descriptionTooLong,
    ],
    [{ category: 'x'.repeat(101) }, NEED_MESSAGES.categoryTooLong, NEED_MESSAGES.categoryTooLong],
    [{ quantity: 0 }, NEED_MESSAGES.quantityMin, NEED_MESSAGES.quantityMin],
    [{ progressPct: 101 }, NEED_MESSAGES.progressRange, NEED_MESSAGES.progressRange],
    [{ progress_pct: -1 }, NEED_MESSAGES.progressRange, NEED_MESSAGES.progressRange],
    [{ tjm: -0.01 }, NEED_MESSAGES.tjmNotNegative, NEED_MESSAGES.tjmNotNegative],
    [{ priority: 'P4' }, NEED_MESSAGES.priorityInvalid, NEED_MESSAGES.priorityInvalid],
    [{ column: 'DONE' }, NEED_MESSAGES.columnInvalid, NEED_MESSAGES.columnInvalid],
  ])('%j → server %s, form %s', (input, server, form) => {
    expect(firstMessage(ZUpdateNeedRequest, input)).toBe(server);
    expect(firstMessage(ZEditNeedForm, input)).toBe(form);
  });

  it('answers No valid updates provided when nothing known is defined', () => {
    expect(firstMessage(ZUpdateNeedRequest, {})).toBe(NEED_MESSAGES.noValidUpdates);
    expect(firstMessage(ZUpdateNeedRequest, { unknown: 1, version: 3 })).toBe(
      NEED_MESSAGES.noValidUpdates,
    );
    expect(ZEditNeedForm.safeParse({}).success).toBe(true);
  });

  it('keeps only defined fields, accepts snake_case, allows 0 boundaries', () => {
    const v = ZUpdateNeedRequest.parse({
      tjm: 0,
      progress_pct: 100,
      jd_soft_skills: [' Team ', 'Team'],
      version: 2,
    });
    expect(v).toEqual({ tjm: 0, progressPct: 100, jdSoftSkills: ['Team'], version: 2 });
  });

  it('normalises order clients when they are sent', () => {
    const v = ZUpdateNeedRequest.parse({
      orderClients: ['A', 'A', 'B'],
      orderClientsEmail: ['a@x.io', '', null],
    });
    expect(v).toEqual({ orderClients: ['A', 'B'], orderClientsEmail: ['a@x.io', ''] });
  });

  it('sends a blank description as null', () => {
    expect(ZUpdateNeedRequest.parse({ description: ' ' })).toEqual({ description: null });
  });
});

describe('ZMoveNeedRequest', () => {
  it('accepts the ten columns and refuses others with the column message', () => {
    expect(ZMoveNeedRequest.parse({ column: 'PUSH' }).column).toBe('PUSH');
    expect(firstMessage(ZMoveNeedRequest, { column: 'push' })).toBe(NEED_MESSAGES.columnInvalid);
  });
});

describe('ZNeedListQuery', () => {
  it('defaults to page 1, size 100, scope all', () => {
    expect(ZNeedListQuery.parse({})).toMatchObject({ page: 1, size: 100, scope: 'all' });
  });

  it('accepts comma lists and repeated params, and maps statuses to columns', () => {
    const q = ZNeedListQuery.parse({
      priorities: 'P1,P2',
      clients: ['ACME', 'Globex,Initech'],
      statuses: ['sold', 'candidate-sent', 'GO_NOGO', 'frozen'],
      sort_by: 'priority',
      sortOrder: 'DESC',
      consultant_id: 'u1',
      page: '2',
      size: '50',
      scope: 'active',
    });
    expect(q).toMatchObject({
      page: 2,
      size: 50,
      priorities: ['P1', 'P2'],
      clients: ['ACME', 'Globex', 'Initech'],
      statuses: ['SALE', 'CANDIDATE_SENT', 'GO_NOGO', 'FROZEN'],
      sortBy: 'priority',
      sortOrder: 'desc',
      consultant: 'u1',
      scope: 'active',
    });
  });

  it('refuses an unknown status with an Invalid column detail', () => {
    expect(firstMessage(ZNeedListQuery, { statuses: 'nope' })).toBe('Invalid column: nope');
  });
});

describe('ZNeedsExportQuery', () => {
  it("reads the spec's parameters and the list's filters, ignoring paging", () => {
    const q = ZNeedsExportQuery.parse({
      consultant_id: 'u1',
      client: ' ACME ',
      priority: 'P1',
      page: '3',
    });
    expect(q).toMatchObject({ consultant: 'u1', clients: ['ACME'], priorities: ['P1'] });
    expect(q.scope).toBe('active');
    expect(ZNeedsExportQuery.parse({ consultantId: 'u2', consultant_id: 'u1' }).consultant).toBe(
      'u2',
    );
    expect(ZNeedsExportQuery.parse({ statuses: 'sold' }).scope).toBe('all');
  });
  it('refuses a control character in a filter, naming it', () => {
    expect(firstMessage(ZNeedsExportQuery, { search: 'a\u0000b' })).toBe(
      'search: Invalid character',
    );
  });
});
