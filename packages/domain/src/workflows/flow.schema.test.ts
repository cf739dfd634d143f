import { describe, expect, it } from 'vitest';
import {
  FLOW_MESSAGES,
  getFlowDateRange,
  normaliseFlowStatus,
  ZFlow,
  ZFlowId,
  ZFlowListQuery,
} from './flow.schema.ts';

const needId = '3f1c2a4e-0000-4000-8000-000000000001';
const candidateId = '3f1c2a4e-0000-4000-8000-000000000002';
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('ZFlowListQuery', () => {
  it('pages like every list; the All tab sends no category', () => {
    expect(ZFlowListQuery.parse({})).toEqual({ page: 1, size: 20 });
    expect(ZFlowListQuery.parse({ category: 'all' })).toEqual({ page: 1, size: 20 });
  });

  it('reads every filter, failed read as error, need and candidate as aliases', () => {
    expect(
      ZFlowListQuery.parse({
        category: 'crm_rpa',
        status: 'failed,processing',
        type: 'rpa_opportunity',
        need: needId,
        candidate_id: candidateId,
        from: '2025-03-01',
        to: '2025-03-31T23:59:59Z',
        search: ' 006ABC ',
      }),
    ).toEqual({
      page: 1,
      size: 20,
      category: ['crm_rpa'],
      status: ['error', 'processing'],
      type: ['rpa_opportunity'],
      needId,
      candidateId,
      from: '2025-03-01',
      to: '2025-03-31T23:59:59Z',
      search: '006ABC',
    });
  });

  it('refuses unknown values, bad ids, bad dates, reversed ranges and oversized input', () => {
    expect(messages(ZFlowListQuery.safeParse({ category: 'sms' }))).toEqual([
      'Invalid flow category: sms',
    ]);
    expect(messages(ZFlowListQuery.safeParse({ status: 'done' }))).toEqual([
      'Invalid flow status: done',
    ]);
    expect(messages(ZFlowListQuery.safeParse({ needId: 'abc', candidate: 'x' }))).toEqual([
      'needId must be a valid UUID format',
      'candidateId must be a valid UUID format',
    ]);
    expect(messages(ZFlowListQuery.safeParse({ from: 'yesterday', to: '3000-01-01' }))).toEqual([
      'from must be a valid date',
      'to must be a valid date',
    ]);
    expect(messages(ZFlowListQuery.safeParse({ from: '2025-04-02', to: '2025-04-01' }))).toEqual([
      FLOW_MESSAGES.dateRange,
    ]);
    expect(
      messages(ZFlowListQuery.safeParse({ search: 'x'.repeat(201), type: 'y'.repeat(101) })),
    ).toEqual(['type must be at most 100 characters', 'search must be at most 200 characters']);
    expect(messages(ZFlowListQuery.safeParse({ type: Array(101).fill('a') }))).toEqual([
      'type must have at most 100 items',
    ]);
  });
});

describe('flow entity', () => {
  it('reads a flow with its stage timeline', () => {
    const flow = {
      id: 'flow_1',
      flowId: 'flow_1',
      type: 'cv_analysis',
      status: 'error',
      progress: 80,
      category: 'analysis_processing',
      stage: 'apply',
      needId,
      needName: 'Java dev',
      candidateId: null,
      candidateName: null,
      candidateEmail: null,
      clientEmail: null,
      startedAt: '2025-03-31T12:00:00.000Z',
      completedAt: '2025-03-31T12:00:05.000Z',
      duration: 5000,
      message: null,
      error: 'boom',
      payload: {},
      originalPayload: null,
      metadata: { screenshotUrl: null },
      createdAt: '2025-03-31T12:00:00.000Z',
      updatedAt: '2025-03-31T12:00:05.000Z',
      stages: [
        {
          stage: 'apply',
          role: 'apply',
          attempt: 2,
          status: 'error',
          queuedAt: '2025-03-31T12:00:03.000Z',
          startedAt: '2025-03-31T12:00:04.000Z',
          endedAt: '2025-03-31T12:00:05.000Z',
          durationMs: 1000,
          queueWaitMs: 1000,
          inputSummary: null,
          outputSummary: null,
          error: 'boom',
        },
      ],
    };
    expect(ZFlow.parse(flow)).toEqual(flow);
  });

  it('normalises failed and bounds path ids', () => {
    expect(normaliseFlowStatus(' Failed ')).toBe('error');
    expect(normaliseFlowStatus('processing')).toBe('processing');
    expect(ZFlowId.safeParse('rpa_123').success).toBe(true);
    expect(messages(ZFlowId.safeParse('x'.repeat(101)))).toEqual([
      'flowId must be at most 100 characters',
    ]);
  });
});

describe('getFlowDateRange', () => {
  it('includes the whole day of a date-only end', () => {
    expect(getFlowDateRange({ from: '2025-03-01', to: '2025-03-31' })).toEqual({
      from: new Date('2025-03-01T00:00:00.000Z'),
      to: new Date('2025-03-31T23:59:59.999Z'),
    });
    expect(getFlowDateRange({ to: '2025-03-31T12:00:00Z' })).toEqual({
      from: null,
      to: new Date('2025-03-31T12:00:00.000Z'),
    });
  });
});
