import { describe, expect, it } from 'vitest';
import {
  canWatchFlowLive,
  FLOW_ACTIONS,
  FLOW_TIMINGS,
  getFlowActionRefusal,
  getFlowRetryKind,
  isFlowActionAllowed,
  isFlowFinished,
} from './flow.rules.ts';
import { FLOW_STATUSES } from './flow.schema.ts';

describe('flow actions', () => {
  it('retries a flow in error (failed read as error) and cancels pending or processing', () => {
    const table = Object.fromEntries(
      FLOW_STATUSES.map((s) => [s, FLOW_ACTIONS.filter((a) => isFlowActionAllowed(a, s))]),
    );
    expect(table).toEqual({
      pending: ['cancel'],
      processing: ['cancel'],
      completed: [],
      error: ['retry-poll', 'retry-classify', 'retry-apply'],
      cancelled: [],
    });
    expect(isFlowActionAllowed('retry-apply', 'failed')).toBe(true);
    expect(isFlowActionAllowed('retry-apply', 'FAILED')).toBe(true);
  });

  it('refuses cancel of a finished flow with a reason for the 409', () => {
    expect(getFlowActionRefusal('cancel', 'processing')).toBeNull();
    expect(getFlowActionRefusal('cancel', 'completed')).toBe(
      'Cannot cancel a flow that is already completed',
    );
    expect(getFlowActionRefusal('cancel', 'failed')).toBe(
      'Cannot cancel a flow that is already error',
    );
    expect(getFlowActionRefusal('retry-classify', 'processing')).toBe(
      'Cannot retry-classify a flow that is processing: only a flow in error can be retried',
    );
    expect(['completed', 'error', 'failed', 'cancelled'].every(isFlowFinished)).toBe(true);
    expect(['pending', 'processing'].some(isFlowFinished)).toBe(false);
  });

  it('maps a flow to its retry as the spec says', () => {
    expect(getFlowRetryKind({ type: 'cv_mail', category: 'mail_processing' })).toBe('poll');
    expect(getFlowRetryKind({ type: 'need_mail', category: 'mail_processing' })).toBe('poll');
    expect(getFlowRetryKind({ type: 'need_description', category: 'analysis_processing' })).toBe(
      'poll',
    );
    expect(getFlowRetryKind({ type: 'relevance_scoring', category: 'analysis_processing' })).toBe(
      'classify',
    );
    expect(getFlowRetryKind({ type: 'cv_analysis', category: 'analysis_processing' })).toBe(
      'classify',
    );
    expect(getFlowRetryKind({ type: 'entity_update', category: 'analysis_processing' })).toBe(
      'apply',
    );
    expect(getFlowRetryKind({ type: 'rpa_opportunity', category: 'crm_rpa' })).toBe('rpa_relaunch');
  });

  it('offers live watching for processing crm_rpa flows of an rpa_ type only', () => {
    const f = { type: 'rpa_mission', category: 'crm_rpa', status: 'processing' };
    expect(canWatchFlowLive(f)).toBe(true);
    expect(canWatchFlowLive({ ...f, status: 'pending' })).toBe(false);
    expect(canWatchFlowLive({ ...f, type: 'mission' })).toBe(false);
    expect(canWatchFlowLive({ ...f, category: 'mail_processing' })).toBe(false);
  });

  it('keeps the timings of spec section 9 and the 15 minutes of a stuck run', () => {
    expect(FLOW_TIMINGS).toEqual({
      listAutoRefreshMs: 120000,
      minFetchIntervalMs: 30000,
      refetchAfterActionMs: 1000,
      refetchAfterRpaRetryMs: 2000,
      rpaRelaunchDelayMs: 1000,
      stuckAfterMs: 900000,
    });
  });
});
