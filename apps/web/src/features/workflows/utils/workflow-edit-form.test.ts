import { describe, expect, it } from 'vitest';
import { CANDIDATE_ID, makeRequest } from '../test/workflow-fixtures.tsx';
import {
  buildWorkflowPatch,
  getWorkflowEditErrors,
  toConfigurePayload,
  toWorkflowEditValues,
} from './workflow-edit-form.ts';

describe('workflow edit form', () => {
  it('sends nothing when nothing changed, and only what changed', () => {
    const request = makeRequest({ status: 'FAILED', lastError: 'boom' });
    const values = toWorkflowEditValues(request);
    expect(buildWorkflowPatch(request, values)).toEqual({});
    expect(buildWorkflowPatch(request, { ...values, status: 'PENDING', lastError: '' })).toEqual({
      status: 'PENDING',
      lastError: null,
    });
  });

  it('leaves a CANCELLED status alone unless another one is chosen', () => {
    const request = makeRequest({ status: 'CANCELLED' });
    const values = toWorkflowEditValues(request);
    expect(values.status).toBe('');
    expect(buildWorkflowPatch(request, values)).toEqual({});
    expect(buildWorkflowPatch(request, { ...values, status: 'NEW' })).toEqual({ status: 'NEW' });
  });

  it("sends the type's configure fields that changed, numbers as numbers and cleared ones as null", () => {
    const request = makeRequest({
      type: 'salesforce_proposition_create',
      payload: { needId: 'n', expectedTjm: 600, endDate: '2026-12-31T00:00:00.000Z' },
    });
    const values = toWorkflowEditValues(request);
    expect(values.endDate).toBe('2026-12-31');
    const patch = buildWorkflowPatch(request, {
      ...values,
      candidateId: CANDIDATE_ID,
      candidateName: 'Cleo Martin',
      expectedTjm: '612,5',
      endDate: '',
    });
    expect(patch).toEqual({
      payload: {
        candidateId: CANDIDATE_ID,
        candidateName: 'Cleo Martin',
        expectedTjm: 612.5,
        endDate: null,
      },
    });
  });

  it('never sends payload keys while the request runs', () => {
    const request = makeRequest({ type: 'salesforce_opportunity_create', status: 'IN_PROGRESS' });
    const values = toWorkflowEditValues(request);
    expect(buildWorkflowPatch(request, { ...values, headless: false, status: 'FAILED' })).toEqual({
      status: 'FAILED',
    });
  });

  it('shows the configure dialog messages of each type', () => {
    const proposition = makeRequest({ type: 'salesforce_proposition_create' });
    expect(getWorkflowEditErrors(proposition, toWorkflowEditValues(proposition))).toEqual({
      candidate: 'Candidate name is required',
      expectedTjm: 'Valid TJM is required',
    });
    const presentation = makeRequest({ type: 'salesforce_presentation_update', payload: {} });
    expect(getWorkflowEditErrors(presentation, toWorkflowEditValues(presentation))).toEqual({
      needId: 'Need ID is required',
      candidate: 'Candidate selection is required',
      interviewDate: 'Interview date is required',
    });
    const retention = makeRequest({ type: 'salesforce_retention_update' });
    expect(
      getWorkflowEditErrors(retention, {
        ...toWorkflowEditValues(retention),
        candidateId: CANDIDATE_ID,
        candidateName: 'Cleo',
      }),
    ).toEqual({ projectedStartDate: 'Projected start date is required' });
    const opportunity = makeRequest();
    expect(getWorkflowEditErrors(opportunity, toWorkflowEditValues(opportunity))).toEqual({});
  });

  it('keeps headless on unless the payload turned it off', () => {
    const request = makeRequest({ payload: { needId: 'n' } });
    expect(toConfigurePayload(request.type, toWorkflowEditValues(request))).toEqual({
      headless: true,
      autoCreateProduct: false,
      autoCreateMission: false,
    });
  });
});
