import { describe, expect, it } from 'vitest';
import {
  canEditWorkflowRequestPayload,
  canSetWorkflowRequestStatus,
  canWatchWorkflowRequestLive,
  getAllowedWorkflowRequestActions,
  getWorkflowAction,
  getWorkflowPayloadErrors,
  getWorkflowRequestMissingNeedData,
  getWorkflowRequestEditableFrom,
  getWorkflowRequestRefusal,
  getWorkflowRequestStatusRefusal,
  isWorkflowRequestActionAllowed,
  WORKFLOW_REQUEST_ACTION_TARGET,
  WORKFLOW_REQUEST_ACTIONS,
  WORKFLOW_TIMINGS,
} from './workflow-request.rules.ts';
import { WORKFLOW_REQUEST_STATUSES, WORKFLOW_REQUEST_TYPES } from './workflow-request.schema.ts';

describe('workflow request status machine', () => {
  it('allows each action exactly from the statuses of the spec', () => {
    const table = Object.fromEntries(
      WORKFLOW_REQUEST_STATUSES.map((s) => [s, getAllowedWorkflowRequestActions(s)]),
    );
    expect(table).toEqual({
      NEW: ['start', 'delete', 'edit'],
      PENDING: ['start', 'cancel', 'delete', 'edit'],
      IN_PROGRESS: ['cancel', 'edit'],
      COMPLETED: ['delete', 'edit'],
      FAILED: ['start', 'retry', 'delete', 'edit'],
      CANCELLED: ['start', 'delete', 'edit'],
    });
  });

  it('start for NEW, PENDING, FAILED, CANCELLED only; trigger refused while IN_PROGRESS', () => {
    const ok = WORKFLOW_REQUEST_STATUSES.filter((s) => isWorkflowRequestActionAllowed('start', s));
    expect(ok).toEqual(['NEW', 'PENDING', 'FAILED', 'CANCELLED']);
    expect(isWorkflowRequestActionAllowed('start', 'IN_PROGRESS')).toBe(false);
  });

  it('a started request is IN_PROGRESS, so a second simultaneous trigger is refused', () => {
    const after = WORKFLOW_REQUEST_ACTION_TARGET.start;
    expect(after).toBe('IN_PROGRESS');
    expect(getWorkflowRequestRefusal('start', after)).toBe(
      'Cannot start a workflow request that is IN_PROGRESS: allowed only when NEW, PENDING, FAILED, CANCELLED',
    );
    expect(getWorkflowRequestRefusal('retry', WORKFLOW_REQUEST_ACTION_TARGET.retry)).not.toBeNull();
    expect(WORKFLOW_REQUEST_ACTION_TARGET.cancel).toBe('CANCELLED');
  });

  it('gives no refusal for an allowed action and one naming status and rule otherwise', () => {
    expect(getWorkflowRequestRefusal('cancel', 'PENDING')).toBeNull();
    expect(getWorkflowRequestRefusal('cancel', 'COMPLETED')).toBe(
      'Cannot cancel a workflow request that is COMPLETED: allowed only when PENDING, IN_PROGRESS',
    );
    expect(getWorkflowRequestRefusal('retry', 'NEW')).toBe(
      'Cannot retry a workflow request that is NEW: allowed only when FAILED',
    );
    expect(getWorkflowRequestRefusal('delete', 'IN_PROGRESS')).toBe(
      'Cannot delete a workflow request that is IN_PROGRESS: allowed only when NEW, PENDING, COMPLETED, FAILED, CANCELLED',
    );
    for (const a of WORKFLOW_REQUEST_ACTIONS)
      for (const s of WORKFLOW_REQUEST_STATUSES)
        expect(getWorkflowRequestRefusal(a, s) === null).toBe(isWorkflowRequestActionAllowed(a, s));
  });

  it('locks the payload of a running request only', () => {
    expect(WORKFLOW_REQUEST_STATUSES.filter((s) => !canEditWorkflowRequestPayload(s))).toEqual([
      'IN_PROGRESS',
    ]);
  });

  it('offers Watch Live for IN_PROGRESS with its own flow_ or rpa_ flow id', () => {
    const base = { id: 'r1', status: 'IN_PROGRESS' as const };
    expect(canWatchWorkflowRequestLive({ ...base, flowId: 'rpa_123' })).toBe(true);
    expect(canWatchWorkflowRequestLive({ ...base, flowId: 'flow_123' })).toBe(true);
    expect(canWatchWorkflowRequestLive({ ...base, flowId: 'r1' })).toBe(false);
    expect(canWatchWorkflowRequestLive({ ...base, flowId: 'job_1' })).toBe(false);
    expect(canWatchWorkflowRequestLive({ ...base, flowId: null })).toBe(false);
    expect(canWatchWorkflowRequestLive({ id: 'r', status: 'PENDING', flowId: 'rpa_1' })).toBe(
      false,
    );
  });

  it('keeps the timings of spec section 9', () => {
    expect(WORKFLOW_TIMINGS).toEqual({
      singleRefreshMs: 5000,
      batchRefreshMs: 8000,
      listAutoRefreshMs: 30000,
      detailRefreshMs: 15000,
      detailReloadAfterActionMs: 1000,
    });
  });
});

describe('getWorkflowRequestMissingNeedData', () => {
  const complete = { orderClients: ['Alice'], tjm: 550, consultants: ['u1'] };

  it('names everything an opportunity lacks in the spec message', () => {
    const r = getWorkflowRequestMissingNeedData('salesforce_opportunity_create', {
      orderClients: [' '],
      tjm: 0,
      consultants: [],
    });
    expect(r.missing).toHaveLength(3);
    expect(r.message).toBe(
      'Cannot create opportunity. Missing required data: order client contacts, TJM (daily rate) above 0, a priority sales consultant. Please add this information first.',
    );
  });

  it('names only what lacks', () => {
    expect(
      getWorkflowRequestMissingNeedData('salesforce_opportunity_create', {
        ...complete,
        consultants: null,
      }).message,
    ).toBe(
      'Cannot create opportunity. Missing required data: a priority sales consultant. Please add this information first.',
    );
    expect(getWorkflowRequestMissingNeedData('salesforce_opportunity_create', complete)).toEqual({
      missing: [],
      message: null,
    });
  });

  it('asks a TJM above 0 of a product and nothing of the need for the other types', () => {
    expect(getWorkflowRequestMissingNeedData('salesforce_product_add', { tjm: null }).message).toBe(
      'Cannot add product. Missing required data: TJM (daily rate) above 0. Please add this information first.',
    );
    expect(getWorkflowRequestMissingNeedData('salesforce_product_add', { tjm: 0.01 }).message).toBe(
      null,
    );
    for (const t of WORKFLOW_REQUEST_TYPES.slice(2))
      expect(getWorkflowRequestMissingNeedData(t, {})).toEqual({ missing: [], message: null });
  });
});

describe('getWorkflowPayloadErrors (Configure dialog)', () => {
  const needId = '3f1c2a4e-0000-4000-8000-000000000001';

  it('always needs a need', () => {
    expect(getWorkflowPayloadErrors('salesforce_mission_create', {})).toEqual({
      needId: 'Need ID is required',
    });
    expect(getWorkflowPayloadErrors('salesforce_opportunity_create', { needId })).toEqual({});
  });

  it('proposition: candidate name and a TJM above 0', () => {
    expect(
      getWorkflowPayloadErrors('salesforce_proposition_create', { needId, expectedTjm: 0 }),
    ).toEqual({
      candidateName: 'Candidate name is required',
      expectedTjm: 'Valid TJM is required',
    });
    expect(
      getWorkflowPayloadErrors('salesforce_proposition_create', {
        needId,
        candidateName: 'Ada',
        expectedTjm: 600,
      }),
    ).toEqual({});
  });

  it('presentation: candidate and interview date; retention: candidate and start date', () => {
    expect(getWorkflowPayloadErrors('salesforce_presentation_update', { needId })).toEqual({
      candidateId: 'Candidate selection is required',
      interviewDate: 'Interview date is required',
    });
    expect(
      getWorkflowPayloadErrors('salesforce_retention_update', { needId, candidateId: 'c' }),
    ).toEqual({ projectedStartDate: 'Projected start date is required' });
  });

  it('names the tracker action of each type', () => {
    expect(WORKFLOW_REQUEST_TYPES.map(getWorkflowAction)).toEqual([
      'opportunity',
      'product',
      'mission',
      'proposition',
      'presentation',
      'retention',
    ]);
  });
});

describe('status set by hand', () => {
  it('never sets IN_PROGRESS or COMPLETED; a running request only to FAILED', () => {
    for (const from of WORKFLOW_REQUEST_STATUSES) {
      if (from !== 'COMPLETED') expect(canSetWorkflowRequestStatus(from, 'COMPLETED')).toBe(false);
      if (from !== 'IN_PROGRESS')
        expect(canSetWorkflowRequestStatus(from, 'IN_PROGRESS')).toBe(false);
    }
    expect(canSetWorkflowRequestStatus('IN_PROGRESS', 'NEW')).toBe(false);
    expect(canSetWorkflowRequestStatus('IN_PROGRESS', 'FAILED')).toBe(true);
    expect(getWorkflowRequestStatusRefusal('NEW', 'COMPLETED')).toBe(
      'Cannot set a workflow request that is NEW to COMPLETED: only PENDING or FAILED may be set by hand',
    );
    expect(getWorkflowRequestStatusRefusal('NEW', 'PENDING')).toBeNull();
  });
  it('an edit with a status change is guarded by the statuses that allow it', () => {
    expect(getWorkflowRequestEditableFrom({ status: 'PENDING' })).toEqual([
      'NEW',
      'PENDING',
      'FAILED',
      'CANCELLED',
    ]);
    expect(getWorkflowRequestEditableFrom({ payload: {} })).not.toContain('IN_PROGRESS');
  });
});
