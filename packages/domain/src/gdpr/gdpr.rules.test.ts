import { describe, expect, it } from 'vitest';
import {
  addMonths,
  isConsentDateMissing,
  processStateOf,
  isErasureDue,
  retentionDeadlineOf,
  retentionStatusOf,
  warnDateOf,
} from './gdpr.rules.ts';
import { ZEraseCandidateRequest } from './gdpr.schema.ts';

const d = (iso: string) => new Date(iso);
const durations = { noConsentMonths: 3, consentMonths: 24 };

describe('addMonths', () => {
  it('adds calendar months, keeping the day or the last day of a shorter month', () => {
    expect(addMonths(d('2026-01-15T10:00:00Z'), 3).toISOString()).toBe('2026-04-15T10:00:00.000Z');
    expect(addMonths(d('2026-11-30T00:00:00Z'), 3).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths(d('2025-03-01T00:00:00Z'), 24).toISOString()).toBe('2027-03-01T00:00:00.000Z');
  });
});

describe('retentionDeadlineOf', () => {
  const created = '2025-01-10T00:00:00Z';
  it('consent: the latest of last contact, consent and creation + 24 months', () => {
    const out = retentionDeadlineOf(
      {
        legalBasis: 'consent',
        consentGivenAt: '2025-02-01T00:00:00Z',
        lastContactAt: '2025-06-01T00:00:00Z',
        createdAt: created,
        processOpen: false,
      },
      durations,
    );
    expect(out?.toISOString()).toBe('2027-06-01T00:00:00.000Z');
  });
  it('consent counts even while a process is open, and honours configured months', () => {
    const out = retentionDeadlineOf(
      { legalBasis: 'consent', createdAt: created, processOpen: true },
      { noConsentMonths: 3, consentMonths: 12 },
    );
    expect(out?.toISOString()).toBe('2026-01-10T00:00:00.000Z');
  });
  it('legitimate interest with an open process: no deadline', () => {
    expect(
      retentionDeadlineOf({
        legalBasis: 'legitimate_interest',
        createdAt: created,
        processOpen: true,
      }),
    ).toBeNull();
  });
  it('legitimate interest, process ended: the end + 3 months', () => {
    const out = retentionDeadlineOf({
      legalBasis: 'legitimate_interest',
      createdAt: created,
      lastContactAt: '2025-09-01T00:00:00Z',
      processEndedAt: '2025-05-20T00:00:00Z',
      processOpen: false,
    });
    expect(out?.toISOString()).toBe('2025-08-20T00:00:00.000Z');
  });
  it('legitimate interest, never in a process: last contact (or creation) + 3 months', () => {
    const out = retentionDeadlineOf({
      legalBasis: 'legitimate_interest',
      createdAt: created,
      lastContactAt: '2025-03-05T00:00:00Z',
      processOpen: false,
    });
    expect(out?.toISOString()).toBe('2025-06-05T00:00:00.000Z');
  });
});

describe('processStateOf', () => {
  it('a back-dated refusal ends the pair when it was recorded, not on the date typed', () => {
    const state = processStateOf([
      {
        needColumn: 'GO_NOGO',
        steps: [
          {
            type: 'GO_NOGO',
            detail: { decision: 'NO_GO' },
            date: '2019-01-01T00:00:00Z',
            createdAt: '2026-06-01T10:00:00Z',
          },
        ],
      },
    ]);
    expect(state.processEndedAt?.toISOString()).toBe('2026-06-01T10:00:00.000Z');
  });
  it('a NO GO decision ends the pair on its date', () => {
    const state = processStateOf([
      {
        needColumn: 'GO_NOGO',
        steps: [
          { type: 'CANDIDATE_IDENTIFIED', date: '2025-01-01T00:00:00Z' },
          { type: 'GO_NOGO', detail: { decision: 'NO_GO' }, date: '2025-04-02T00:00:00Z' },
        ],
      },
    ]);
    expect(state).toEqual({ processOpen: false, processEndedAt: d('2025-04-02T00:00:00Z') });
  });
  it('a need finished without the candidate placed ends it when the need last changed', () => {
    const state = processStateOf([
      {
        needColumn: 'SALE',
        needUpdatedAt: '2025-07-01T00:00:00Z',
        steps: [{ type: 'CANDIDATE_IDENTIFIED', date: '2025-01-01T00:00:00Z' }],
      },
    ]);
    expect(state.processEndedAt?.toISOString()).toBe('2025-07-01T00:00:00.000Z');
  });
  it('a need moved to Sale gives others a system SALE step: not a placement', () => {
    const state = processStateOf([
      {
        needColumn: 'SALE',
        needUpdatedAt: '2025-07-01T00:00:00Z',
        steps: [{ type: 'SALE', source: 'system', date: '2025-07-01T00:00:00Z' }],
      },
    ]);
    expect(state).toEqual({ processOpen: false, processEndedAt: d('2025-07-01T00:00:00Z') });
    expect(
      processStateOf([
        {
          needColumn: 'SALE',
          steps: [
            { type: 'GO_NOGO', detail: { decision: 'GO' } },
            { type: 'SALE', source: 'system' },
          ],
        },
      ]).processOpen,
    ).toBe(true);
  });
  it('an active need or a placed candidate keeps the process open', () => {
    expect(
      processStateOf([{ needColumn: 'CANDIDATE_SENT', steps: [{ type: 'CANDIDATE_SENT' }] }])
        .processOpen,
    ).toBe(true);
    expect(processStateOf([{ needColumn: 'SALE', steps: [{ type: 'SALE' }] }]).processOpen).toBe(
      true,
    );
  });
  it('the latest end of several pairs counts; no link: no process', () => {
    const state = processStateOf([
      { needColumn: 'CANCELED', needUpdatedAt: '2025-02-01T00:00:00Z', steps: [] },
      { needColumn: 'GO_NOGO', steps: [{ type: 'CANCELED', date: '2025-03-01T00:00:00Z' }] },
    ]);
    expect(state.processEndedAt?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(processStateOf([])).toEqual({ processOpen: false, processEndedAt: null });
  });
});

describe('warnDateOf and retentionStatusOf', () => {
  const deadline = d('2026-03-31T00:00:00Z');
  it('warns 30 days before by default', () => {
    expect(warnDateOf(deadline).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(warnDateOf(deadline, 10).toISOString()).toBe('2026-03-21T00:00:00.000Z');
  });
  it('tells kept, warn and erase apart', () => {
    expect(retentionStatusOf(null, deadline)).toBe('none');
    expect(retentionStatusOf(deadline, d('2026-02-01T00:00:00Z'))).toBe('kept');
    expect(retentionStatusOf(deadline, d('2026-03-11T00:00:00Z'))).toBe('warn');
    expect(retentionStatusOf(deadline, d('2026-03-31T00:00:00Z'))).toBe('erase');
  });
});

describe('isConsentDateMissing', () => {
  it('asks for a consent date on a switch to consent without one', () => {
    expect(isConsentDateMissing({ legalBasis: 'consent' })).toBe(true);
    expect(isConsentDateMissing({ legalBasis: 'consent' }, '2025-01-01T00:00:00Z')).toBe(false);
    expect(
      isConsentDateMissing({ legalBasis: 'consent', consentGivenAt: '2025-01-01T00:00:00Z' }),
    ).toBe(false);
    expect(isConsentDateMissing({ legalBasis: 'legitimate_interest' })).toBe(false);
  });
});

describe('ZEraseCandidateRequest', () => {
  it('requires a reason', () => {
    const r = ZEraseCandidateRequest.safeParse({ reason: '  ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('A reason is required to erase a candidate');
  });
});

describe('isErasureDue', () => {
  const now = new Date('2026-06-15T00:00:00Z');
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  it('never erases a profile whose owner was not warned', () => {
    expect(isErasureDue({ retentionDeadline: daysAgo(400), retentionWarnedAt: null }, now)).toBe(
      false,
    );
  });
  it('waits for the whole warning period after the warning', () => {
    const deadline = daysAgo(1);
    expect(isErasureDue({ retentionDeadline: deadline, retentionWarnedAt: daysAgo(29) }, now)).toBe(
      false,
    );
    expect(isErasureDue({ retentionDeadline: deadline, retentionWarnedAt: daysAgo(30) }, now)).toBe(
      true,
    );
  });
  it('never erases before the deadline', () => {
    expect(
      isErasureDue({ retentionDeadline: daysAgo(-1), retentionWarnedAt: daysAgo(60) }, now),
    ).toBe(false);
  });
});
