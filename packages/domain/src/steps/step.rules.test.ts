import { describe, expect, it } from 'vitest';
import {
  STEP_LABELS,
  STEP_LEVELS,
  STEP_RULE_MESSAGES as M,
  canPropagateStep,
  checkStepCreation,
  checkStepDates,
  getAllowedStepTypes,
  getCreatableStepTypes,
  getDefaultStepType,
  getNextStepHints,
  getStepDefaults,
  isDeletableStep,
  isEditableStep,
  isStatusOnlyStep,
  isTerminalStep,
  validateStepDetails,
} from './step.rules.ts';
import type { TStepType } from './step-type.ts';

const now = new Date('2025-03-10T12:00:00.000Z');
const steps = (...types: TStepType[]) => types.map((type) => ({ type }));

describe('levels and labels', () => {
  it('holds the levels of the spec', () => {
    expect(STEP_LEVELS).toMatchObject({
      PUSH: 1.5,
      GO_NOGO: 4,
      SALE: 5,
      FROZEN: 0,
      CANCELED: 5,
      DELETED: 6,
    });
    expect(STEP_LABELS.PUSH).toBe('Push CV to Client');
    expect(STEP_LABELS.FROZEN).toBe('Frozen (Temporary)');
  });
});

describe('getAllowedStepTypes', () => {
  it('only CANDIDATE_IDENTIFIED first', () => {
    expect(getAllowedStepTypes([])).toEqual(['CANDIDATE_IDENTIFIED']);
  });
  it('then FROZEN, CANCELED and every absent type once; PUSH after identified', () => {
    expect(getAllowedStepTypes(['CANDIDATE_IDENTIFIED', 'FROZEN'])).toEqual([
      'PUSH',
      'CANDIDATE_SENT',
      'CANDIDATE_INTERVIEW',
      'GO_NOGO',
      'SALE',
      'FROZEN',
      'CANCELED',
    ]);
    expect(getAllowedStepTypes(['FROZEN'])).not.toContain('PUSH');
  });
  it('never offers NO_CANDIDATE or DELETED', () => {
    const all = getAllowedStepTypes(['CANDIDATE_IDENTIFIED']);
    expect(all).not.toContain('NO_CANDIDATE');
    expect(all).not.toContain('DELETED');
  });
});

describe('getCreatableStepTypes and getDefaultStepType', () => {
  it('filters the creation list and preselects the first', () => {
    expect(getCreatableStepTypes(['CANDIDATE_IDENTIFIED', 'CANDIDATE_SENT'])).toEqual([
      'PUSH',
      'CANDIDATE_INTERVIEW',
      'GO_NOGO',
      'SALE',
    ]);
    expect(getDefaultStepType(['CANDIDATE_IDENTIFIED', 'PUSH'])).toBe('CANDIDATE_SENT');
  });
  it('offers only CANDIDATE_IDENTIFIED when steps could not be loaded', () => {
    expect(getCreatableStepTypes(null)).toEqual(['CANDIDATE_IDENTIFIED']);
    expect(getDefaultStepType(null)).toBe('CANDIDATE_IDENTIFIED');
  });
  it('returns null when nothing of the list is allowed', () => {
    expect(
      getDefaultStepType([
        'CANDIDATE_IDENTIFIED',
        'PUSH',
        'CANDIDATE_SENT',
        'CANDIDATE_INTERVIEW',
        'GO_NOGO',
        'SALE',
      ]),
    ).toBeNull();
  });
});

describe('checkStepCreation', () => {
  it('accepts CANDIDATE_IDENTIFIED first', () => {
    expect(checkStepCreation([], { type: 'CANDIDATE_IDENTIFIED' }, now)).toEqual({ ok: true });
  });
  it('INVALID_FIRST_STEP for another first step', () => {
    expect(checkStepCreation([], { type: 'CANDIDATE_SENT' }, now)).toEqual({
      ok: false,
      code: 'INVALID_FIRST_STEP',
      message: 'First step for a linked candidate must be CANDIDATE_IDENTIFIED',
    });
    expect(checkStepCreation([], { type: 'FROZEN' }, now)).toMatchObject({
      code: 'INVALID_FIRST_STEP',
    });
  });
  it('INVALID_FIRST_STEP for PUSH without CANDIDATE_IDENTIFIED', () => {
    expect(checkStepCreation(steps('FROZEN'), { type: 'PUSH' }, now)).toEqual({
      ok: false,
      code: 'INVALID_FIRST_STEP',
      message: 'PUSH step requires CANDIDATE_IDENTIFIED step first',
    });
    expect(checkStepCreation([], { type: 'PUSH' }, now)).toMatchObject({
      message: M.pushNeedsIdentified,
    });
  });
  it('DUPLICATE_STEP for a type already present', () => {
    expect(
      checkStepCreation(steps('CANDIDATE_IDENTIFIED'), { type: 'CANDIDATE_IDENTIFIED' }, now),
    ).toEqual({
      ok: false,
      code: 'DUPLICATE_STEP',
      message: 'Step type CANDIDATE_IDENTIFIED already exists for this candidate',
    });
  });
  it('FROZEN may be created again', () => {
    expect(
      checkStepCreation(steps('CANDIDATE_IDENTIFIED', 'FROZEN'), { type: 'FROZEN' }, now).ok,
    ).toBe(true);
  });
  it('STEP_NOT_ALLOWED for NO_CANDIDATE and DELETED, listing the allowed types', () => {
    expect(
      checkStepCreation(
        steps(
          'CANDIDATE_IDENTIFIED',
          'PUSH',
          'CANDIDATE_SENT',
          'CANDIDATE_INTERVIEW',
          'GO_NOGO',
          'SALE',
        ),
        { type: 'DELETED' },
        now,
      ),
    ).toEqual({
      ok: false,
      code: 'STEP_NOT_ALLOWED',
      message: 'Step DELETED is not allowed at this stage. Allowed: FROZEN, CANCELED',
    });
    expect(
      checkStepCreation(steps('CANDIDATE_IDENTIFIED'), { type: 'NO_CANDIDATE' }, now),
    ).toMatchObject({
      code: 'STEP_NOT_ALLOWED',
    });
  });
  it('CANCELED is allowed once', () => {
    expect(checkStepCreation(steps('CANDIDATE_IDENTIFIED'), { type: 'CANCELED' }, now).ok).toBe(
      true,
    );
    expect(
      checkStepCreation(steps('CANDIDATE_IDENTIFIED', 'CANCELED'), { type: 'CANCELED' }, now),
    ).toMatchObject({
      code: 'DUPLICATE_STEP',
    });
  });
  it('requires the create detail fields', () => {
    const base = steps('CANDIDATE_IDENTIFIED');
    expect(checkStepCreation(base, { type: 'CANDIDATE_SENT' }, now)).toMatchObject({
      code: 'VALIDATION',
      message: M.clientNameRequired,
    });
    expect(
      checkStepCreation(
        base,
        { type: 'CANDIDATE_SENT', detailCandidateSent: { clientName: 'Eve' } },
        now,
      ),
    ).toMatchObject({ message: M.clientEmailRequired });
    expect(
      checkStepCreation(
        base,
        {
          type: 'CANDIDATE_SENT',
          detailCandidateSent: { clientName: 'Eve', clientEmail: 'e@x.io' },
        },
        now,
      ).ok,
    ).toBe(true);
    expect(checkStepCreation(base, { type: 'CANDIDATE_INTERVIEW' }, now)).toMatchObject({
      message: M.interviewLocationRequired,
    });
    expect(checkStepCreation(base, { type: 'GO_NOGO', detailGoNoGo: {} }, now)).toMatchObject({
      message: 'Decision is required',
    });
    expect(
      checkStepCreation(base, { type: 'SALE', detailSale: { tjm: 0, contractType: 'CDI' } }, now),
    ).toMatchObject({ message: 'Valid TJM is required for sale step' });
    expect(checkStepCreation(base, { type: 'SALE', detailSale: { tjm: 600 } }, now)).toMatchObject({
      message: M.contractTypeRequired,
    });
    expect(
      checkStepCreation(
        base,
        { type: 'SALE', detailSale: { tjm: 600, contractType: 'Freelance' } },
        now,
      ).ok,
    ).toBe(true);
  });
  it('applies the date rules with their codes', () => {
    const base = steps('CANDIDATE_IDENTIFIED');
    const sent = { clientName: 'Eve', clientEmail: 'e@x.io' };
    expect(
      checkStepCreation(
        base,
        { type: 'CANDIDATE_SENT', detailCandidateSent: { ...sent, mailSentDate: '2025-03-11' } },
        now,
      ),
    ).toEqual({
      ok: false,
      code: 'INVALID_DATE',
      message: 'Mail sent date cannot be in the future',
      field: 'mailSentDate',
    });
    expect(
      checkStepCreation(
        base,
        {
          type: 'CANDIDATE_SENT',
          detailCandidateSent: { ...sent, mailSentDate: '2025-03-10', followUpDate: '2025-03-10' },
        },
        now,
      ),
    ).toMatchObject({
      code: 'INVALID_DATE_SEQUENCE',
      message: 'Follow-up date must be after mail sent date',
    });
  });
});

describe('checkStepDates', () => {
  it('mail sent today (date only or later today) is not in the future', () => {
    expect(checkStepDates('CANDIDATE_SENT', { mailSentDate: '2025-03-10' }, now).ok).toBe(true);
    expect(checkStepDates('CANDIDATE_SENT', { mailSentDate: '2025-03-10T18:00:00Z' }, now).ok).toBe(
      true,
    );
  });
  it('interview must be after invitation; a past interview is allowed', () => {
    expect(
      checkStepDates(
        'CANDIDATE_INTERVIEW',
        { invitationDate: '2025-03-05', interviewDate: '2025-03-04' },
        now,
      ),
    ).toMatchObject({
      code: 'INVALID_DATE_SEQUENCE',
      message: 'Interview date must be after invitation date',
    });
    expect(
      checkStepDates(
        'CANDIDATE_INTERVIEW',
        { invitationDate: '2025-03-01', interviewDate: '2025-03-04' },
        now,
      ).ok,
    ).toBe(true);
  });
  it('go/no-go projected start not in the past; end after start', () => {
    expect(checkStepDates('GO_NOGO', { projectedStartDate: '2025-03-09' }, now)).toMatchObject({
      code: 'INVALID_DATE',
      message: 'Projected start date cannot be in the past',
    });
    expect(checkStepDates('GO_NOGO', { projectedStartDate: '2025-03-10' }, now).ok).toBe(true);
    expect(
      checkStepDates('GO_NOGO', { projectedStartDate: '2025-04-01', endDate: '2025-03-31' }, now),
    ).toMatchObject({
      code: 'INVALID_DATE_SEQUENCE',
      message: 'End date must be after start date',
    });
  });
  it('sale end after start', () => {
    expect(
      checkStepDates('SALE', { startDate: '2025-04-01', endDate: '2025-04-01' }, now),
    ).toMatchObject({
      code: 'INVALID_DATE_SEQUENCE',
      message: 'End date must be after start date',
    });
  });
});

describe('validateStepDetails in edit mode', () => {
  it.each([
    ['CANDIDATE_SENT', { clientName: 'a', clientEmail: 'b@x.io' }, M.mailSentDateRequired],
    [
      'CANDIDATE_SENT',
      { clientName: 'a', clientEmail: 'b@x.io', mailSentDate: '2025-01-01' },
      M.followUpDateRequired,
    ],
    ['CANDIDATE_INTERVIEW', { interviewLocation: 'Paris' }, M.invitationDateRequired],
    [
      'CANDIDATE_INTERVIEW',
      { invitationDate: '2025-01-01', interviewLocation: 'Paris' },
      M.interviewDateRequired,
    ],
    [
      'CANDIDATE_INTERVIEW',
      { invitationDate: '2025-01-01', interviewDate: '2025-01-02', interviewLocation: ' ' },
      M.interviewLocationRequired,
    ],
    ['GO_NOGO', { decision: 'MAYBE' }, M.decisionRequired],
    ['SALE', { tjm: '650', contractType: 'CDI' }, M.saleStartDateRequired],
    ['SALE', { tjm: 650, contractType: 'CDI', startDate: '2025-01-01' }, M.saleEndDateRequired],
  ] as const)('%s %j → %s', (type, detail, message) => {
    expect(validateStepDetails(type, detail, 'edit')).toMatchObject({ ok: false, message });
  });
  it('create mode does not ask for the dates', () => {
    expect(
      validateStepDetails('CANDIDATE_INTERVIEW', { interviewLocation: 'Paris' }, 'create').ok,
    ).toBe(true);
  });
});

describe('canPropagateStep', () => {
  it('adds only types not yet present, never FROZEN, PUSH or NO_CANDIDATE', () => {
    expect(canPropagateStep(steps('CANDIDATE_IDENTIFIED'), 'GO_NOGO')).toBe(true);
    expect(canPropagateStep(steps('CANDIDATE_IDENTIFIED'), 'CANDIDATE_IDENTIFIED')).toBe(false);
    expect(canPropagateStep([], 'FROZEN')).toBe(false);
    expect(canPropagateStep([], 'CANDIDATE_IDENTIFIED')).toBe(true);
  });
});

describe('step card rules', () => {
  it('next hints are one level above plus CANCELED', () => {
    expect(getNextStepHints('CANDIDATE_IDENTIFIED')).toEqual([
      'PUSH',
      'CANDIDATE_SENT',
      'CANCELED',
    ]);
    expect(getNextStepHints('CANDIDATE_SENT')).toEqual(['CANDIDATE_INTERVIEW', 'CANCELED']);
    expect(getNextStepHints('GO_NOGO')).toEqual(['SALE', 'CANCELED']);
    expect(getNextStepHints('SALE')).toEqual([]);
  });
  it('terminal, status-only, editable and deletable types', () => {
    expect((['SALE', 'CANCELED', 'DELETED'] as const).every(isTerminalStep)).toBe(true);
    expect(isTerminalStep('GO_NOGO')).toBe(false);
    expect(
      (['NO_CANDIDATE', 'CANDIDATE_IDENTIFIED', 'CANCELED'] as const).every(isStatusOnlyStep),
    ).toBe(true);
    expect(isStatusOnlyStep('PUSH')).toBe(false);
    for (const t of ['CANDIDATE_SENT', 'CANDIDATE_INTERVIEW', 'GO_NOGO', 'SALE'] as const) {
      expect(isEditableStep(t)).toBe(true);
      expect(isDeletableStep(t)).toBe(true);
    }
    expect(isEditableStep('CANDIDATE_IDENTIFIED')).toBe(false);
    expect(isDeletableStep('FROZEN')).toBe(false);
  });
});

describe('getStepDefaults', () => {
  it('uses the offsets of the spec', () => {
    const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();
    expect(getStepDefaults('CANDIDATE_SENT', now).detailCandidateSent).toEqual({
      mailSentDate: now.toISOString(),
      followUpDate: day(7),
    });
    expect(
      getStepDefaults('CANDIDATE_INTERVIEW', now).detailCandidateInterview?.interviewDate,
    ).toBe(day(3));
    expect(getStepDefaults('GO_NOGO', now).detailGoNoGo).toEqual({
      projectedStartDate: day(14),
      endDate: day(365),
    });
    expect(getStepDefaults('SALE', now).detailSale).toEqual({
      contractType: 'CDI',
      startDate: now.toISOString(),
      endDate: day(365),
    });
    expect(getStepDefaults('FROZEN', now)).toEqual({ date: now.toISOString() });
  });
});

describe('validateStepDetails values', () => {
  it('the client e-mail must be an address; TJM and concession never negative', () => {
    expect(
      validateStepDetails('CANDIDATE_SENT', { clientName: 'Eve', clientEmail: 'eve' }, 'create'),
    ).toMatchObject({
      ok: false,
      field: 'clientEmail',
      message: 'Please enter a valid email address',
    });
    expect(
      validateStepDetails('CANDIDATE_SENT', { clientName: 'Eve', clientEmail: 'e@x.io' }, 'create'),
    ).toEqual({ ok: true });
    expect(validateStepDetails('GO_NOGO', { decision: 'GO', tjm: -100 }, 'create')).toMatchObject({
      ok: false,
      field: 'tjm',
      message: 'TJM must be greater than or equal to 0',
    });
    expect(
      validateStepDetails('GO_NOGO', { decision: 'NO_GO', commercialConcession: '-1' }, 'create'),
    ).toMatchObject({ ok: false, field: 'commercialConcession' });
    expect(
      validateStepDetails(
        'SALE',
        { tjm: 500, contractType: 'CDI', commercialConcession: -2 },
        'create',
      ),
    ).toMatchObject({ ok: false, field: 'commercialConcession' });
    expect(validateStepDetails('GO_NOGO', { decision: 'GO', tjm: 0 }, 'create')).toEqual({
      ok: true,
    });
  });
});
