import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../common/limits.ts';
import {
  mergeWorkflowRequestPayload,
  ZCreateWorkflowRequest,
  ZTriggerWorkflowRequest,
  ZUpdateWorkflowRequest,
  ZWorkflowRequest,
  ZWorkflowRequestListQuery,
} from './workflow-request.schema.ts';

const needId = '3f1c2a4e-0000-4000-8000-000000000001';
const candidateId = '3f1c2a4e-0000-4000-8000-000000000002';
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('ZCreateWorkflowRequest', () => {
  it('accepts the tracker body (spec 000) and snake_case', () => {
    const r = ZCreateWorkflowRequest.parse({
      stepId: 'opportunity',
      type: 'salesforce_opportunity_create',
      payload: {
        needId,
        needData: { title: 'Java dev' },
        triggeredBy: 'sales@example.com',
        source: 'process_tracker',
        headless: true,
        autoCreateProduct: true,
        autoCreateMission: false,
      },
    });
    expect(r.payload.needId).toBe(needId);
    expect(r.payload.autoCreateProduct).toBe(true);
    const s = ZCreateWorkflowRequest.parse({
      step_id: null,
      type: 'salesforce_proposition_create',
      payload: { need_id: needId, expected_tjm: '550,5', candidate_id: candidateId },
    });
    expect(s.stepId).toBeUndefined();
    expect(s.payload).toMatchObject({ needId, expectedTjm: 550.5, candidateId });
  });

  it('refuses an unknown type and a missing or malformed needId with the spec messages', () => {
    expect(
      messages(ZCreateWorkflowRequest.safeParse({ type: 'salesforce_x', payload: { needId } })),
    ).toEqual(['Invalid workflow request type: salesforce_x']);
    expect(
      messages(
        ZCreateWorkflowRequest.safeParse({ type: 'salesforce_mission_create', payload: {} }),
      ),
    ).toEqual(['needId is required and must be a string']);
    expect(
      messages(
        ZCreateWorkflowRequest.safeParse({
          type: 'salesforce_mission_create',
          payload: { needId: 'abc…' },
        }),
      ),
    ).toEqual(['needId must be a valid UUID format']);
  });

  it('bounds texts, amounts, dates and the payload size', () => {
    const bad = ZCreateWorkflowRequest.safeParse({
      stepId: 'x'.repeat(INPUT_LIMITS.idMax + 1),
      type: 'salesforce_retention_update',
      payload: {
        needId,
        candidateName: 'x'.repeat(INPUT_LIMITS.nameMax + 1),
        commercialConcession: -1,
        projectedStartDate: '31/12/2025',
      },
    });
    expect(messages(bad)).toEqual([
      'stepId must be at most 100 characters',
      'candidateName must be at most 200 characters',
      'projectedStartDate must be a valid date',
      'commercialConcession must be greater than or equal to 0',
    ]);
    const huge = ZCreateWorkflowRequest.safeParse({
      type: 'salesforce_mission_create',
      payload: { needId, extra: 'x'.repeat(INPUT_LIMITS.jsonMax) },
    });
    expect(messages(huge)).toEqual(['payload is too large (at most 200000 characters as JSON)']);
    expect(
      ZCreateWorkflowRequest.safeParse({
        type: 'salesforce_presentation_update',
        payload: { needId, interviewDate: '2025-04-01T14:00:00Z', endDate: '' },
      }).success,
    ).toBe(true);
  });
});

describe('ZUpdateWorkflowRequest / ZTriggerWorkflowRequest', () => {
  it('sets the edit form statuses and last error, not CANCELLED, not nothing', () => {
    expect(ZUpdateWorkflowRequest.parse({ status: 'FAILED', last_error: 'boom' })).toEqual({
      status: 'FAILED',
      lastError: 'boom',
    });
    expect(messages(ZUpdateWorkflowRequest.safeParse({ status: 'CANCELLED' }))).toEqual([
      'Invalid workflow request status: CANCELLED',
    ]);
    expect(messages(ZUpdateWorkflowRequest.safeParse({}))).toEqual(['No valid updates provided']);
  });

  it('takes a partial payload merged over the stored one', () => {
    const r = ZUpdateWorkflowRequest.parse({
      payload: { tjm: 600, candidateName: null, candidateId: '' },
    });
    expect(
      mergeWorkflowRequestPayload(
        { needId, candidateName: 'Ada', candidateId, tjm: 500 },
        r.payload!,
      ),
    ).toEqual({ needId, tjm: 600 });
    expect(ZTriggerWorkflowRequest.parse(undefined)).toEqual({});
    expect(ZTriggerWorkflowRequest.parse({ payload: { headless: false } }).payload).toEqual({
      headless: false,
    });
  });
});

describe('ZWorkflowRequestListQuery', () => {
  it('pages like every list and reads the filters', () => {
    expect(ZWorkflowRequestListQuery.parse({})).toEqual({ page: 1, size: 20 });
    expect(
      ZWorkflowRequestListQuery.parse({
        page: '2',
        size: '50',
        status: 'FAILED,PENDING',
        type: ['salesforce_product_add'],
        need_id: needId,
        candidateId,
        search: '  acme ',
      }),
    ).toEqual({
      page: 2,
      size: 50,
      status: ['FAILED', 'PENDING'],
      type: ['salesforce_product_add'],
      needId,
      candidateId,
      search: 'acme',
    });
  });

  it('refuses unknown values, bad ids and oversized input', () => {
    expect(messages(ZWorkflowRequestListQuery.safeParse({ status: 'DONE' }))).toEqual([
      'Invalid workflow request status: DONE',
    ]);
    expect(messages(ZWorkflowRequestListQuery.safeParse({ needId: 'x' }))).toEqual([
      'needId must be a valid UUID format',
    ]);
    expect(
      messages(ZWorkflowRequestListQuery.safeParse({ search: 'x'.repeat(201), size: 1001 })),
    ).toEqual(['size must be at most 1000', 'search must be at most 200 characters']);
    expect(
      messages(ZWorkflowRequestListQuery.safeParse({ status: Array(101).fill('NEW') })),
    ).toEqual(['status must have at most 100 items']);
  });
});

describe('ZWorkflowRequest', () => {
  it('reads a request as the API returns it', () => {
    const row = {
      id: 'r1',
      stepId: null,
      type: 'salesforce_mission_create',
      status: 'IN_PROGRESS',
      attempts: 1,
      createdAt: '2025-03-31T12:00:00.000Z',
      updatedAt: '2025-03-31T12:00:01.000Z',
      lastError: null,
      flowId: 'rpa_1',
      payload: { needId },
      version: 2,
    };
    expect(ZWorkflowRequest.parse(row)).toEqual(row);
  });
});
