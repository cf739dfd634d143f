import { describe, expect, it } from 'vitest';
import { STEP_RULE_MESSAGES } from '@staffing/domain';
import { buildStepBody, collectStepErrors, getCreateStepValues, toDateInput } from './step-form.ts';

const NOW = new Date('2026-03-02T09:30:00.000Z');

describe('step form', () => {
  it('fills the defaults of spec section 9 per type', () => {
    expect(getCreateStepValues('CANDIDATE_SENT', NOW).detail).toEqual({
      clientName: '',
      clientEmail: '',
      mailSentDate: '2026-03-02',
      followUpDate: '2026-03-09',
    });
    expect(getCreateStepValues('CANDIDATE_INTERVIEW', NOW).detail).toMatchObject({
      invitationDate: '2026-03-02',
      interviewDate: '2026-03-05',
    });
    expect(getCreateStepValues('GO_NOGO', NOW).detail).toMatchObject({
      decision: '',
      projectedStartDate: '2026-03-16',
      endDate: '2027-03-02',
    });
    expect(getCreateStepValues('SALE', NOW).detail).toMatchObject({
      contractType: 'CDI',
      startDate: '2026-03-02',
      endDate: '2027-03-02',
    });
    expect(getCreateStepValues('CANDIDATE_IDENTIFIED', NOW)).toMatchObject({
      status: 'COMPLETED',
      comment: '',
      detail: {},
    });
  });

  it("starts a Sale at the need's TJM when it has one", () => {
    expect(getCreateStepValues('SALE', NOW, { needTjm: 650 }).detail.tjm).toBe('650');
    expect(getCreateStepValues('SALE', NOW, { needTjm: null }).detail.tjm).toBe('');
    expect(getCreateStepValues('GO_NOGO', NOW, { needTjm: 650 }).detail.tjm).toBe('');
  });

  it('reports every missing field of a create, each under its field', () => {
    const values = getCreateStepValues('SALE', NOW);
    values.detail.contractType = '';
    expect(collectStepErrors(values, 'create', NOW)).toEqual({
      'detail.tjm': STEP_RULE_MESSAGES.saleTjmRequired,
      'detail.contractType': STEP_RULE_MESSAGES.contractTypeRequired,
    });
    const sent = getCreateStepValues('CANDIDATE_SENT', NOW);
    expect(collectStepErrors(sent, 'create', NOW)).toEqual({
      'detail.clientName': STEP_RULE_MESSAGES.clientNameRequired,
      'detail.clientEmail': STEP_RULE_MESSAGES.clientEmailRequired,
    });
  });

  it('shows an invalid client e-mail and a negative TJM or concession under their field', () => {
    const sent = getCreateStepValues('CANDIDATE_SENT', NOW);
    sent.detail.clientName = 'Client';
    sent.detail.clientEmail = 'client at example';
    expect(collectStepErrors(sent, 'create', NOW)).toEqual({
      'detail.clientEmail': STEP_RULE_MESSAGES.clientEmailInvalid,
    });
    const goNoGo = getCreateStepValues('GO_NOGO', NOW);
    goNoGo.detail.decision = 'GO';
    goNoGo.detail.tjm = '-450';
    goNoGo.detail.commercialConcession = '-5';
    expect(collectStepErrors(goNoGo, 'create', NOW)).toEqual({
      'detail.tjm': STEP_RULE_MESSAGES.tjmNotNegative,
      'detail.commercialConcession': STEP_RULE_MESSAGES.concessionNotNegative,
    });
  });

  it('edit mode asks for the dates too, and status and date', () => {
    const values = {
      ...getCreateStepValues('CANDIDATE_INTERVIEW', NOW),
      date: '',
      detail: { invitationDate: '', interviewDate: '', interviewLocation: 'Paris' },
    };
    expect(collectStepErrors(values, 'edit', NOW)).toEqual({
      date: 'Date is required',
      'detail.invitationDate': STEP_RULE_MESSAGES.invitationDateRequired,
      'detail.interviewDate': STEP_RULE_MESSAGES.interviewDateRequired,
    });
    expect(collectStepErrors({ ...values, type: null }, 'create', NOW)).toEqual({
      type: 'Step type is required',
    });
  });

  it('applies the date rules of the details', () => {
    const sent = getCreateStepValues('CANDIDATE_SENT', NOW);
    sent.detail = {
      clientName: 'Bob',
      clientEmail: 'bob@acme.com',
      mailSentDate: '2026-03-05',
      followUpDate: '2026-03-04',
    };
    expect(collectStepErrors(sent, 'create', NOW)).toEqual({
      'detail.mailSentDate': STEP_RULE_MESSAGES.mailSentInFuture,
    });
    sent.detail.mailSentDate = '2026-03-01';
    sent.detail.followUpDate = '2026-02-28';
    expect(collectStepErrors(sent, 'create', NOW)).toEqual({
      'detail.followUpDate': STEP_RULE_MESSAGES.followUpBeforeMailSent,
    });
    const go = getCreateStepValues('GO_NOGO', NOW);
    go.detail.decision = 'GO';
    go.detail.projectedStartDate = '2026-03-01';
    expect(collectStepErrors(go, 'create', NOW)).toEqual({
      'detail.projectedStartDate': STEP_RULE_MESSAGES.projectedStartInPast,
    });
  });

  it('sends blank comment and URL as null, numbers parsed, blanks left out', () => {
    const values = getCreateStepValues('SALE', NOW);
    values.detail.tjm = '650,5';
    values.detail.commercialConcession = '';
    const body = buildStepBody(values);
    expect(body).toMatchObject({
      type: 'SALE',
      status: 'COMPLETED',
      comment: null,
      propositionUrl: null,
    });
    expect(body.detailSale).toEqual({
      tjm: 650.5,
      contractType: 'CDI',
      startDate: '2026-03-02',
      endDate: '2027-03-02',
    });
    expect(toDateInput('2026-03-02T23:30:00.000Z')).toBe('2026-03-02');
    // An untouched date keeps its seconds, so the new step stays after the ones before it.
    expect(body.date).toBe(NOW.toISOString());
    expect(buildStepBody({ ...values, date: '2026-03-04T08:15' }).date).toBe(
      new Date('2026-03-04T08:15').toISOString(),
    );
  });
});
