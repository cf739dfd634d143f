import { describe, expect, it } from 'vitest';
import {
  columnToStatus,
  getColumnChange,
  getMissingCrmData,
  getNeedConsultants,
  getNeedOwner,
  getMissionUrlWarning,
  MISSION_URL_WARNING,
  getNeedUpdateErrorMessage,
  getPriorityRank,
  getProcessActionConfirmation,
  getProcessActionTarget,
  getStepRank,
  getUniqueClients,
  getUrgencyBorder,
  getUrgencyFlag,
  getUrgencyScore,
  isActiveColumn,
  isFinishedColumn,
  isNewNeed,
  isProcessActionDisabled,
  isValidNeedIdForFetch,
  matchesNeedFilters,
  shouldPropagateColumn,
  statusToColumn,
} from './index.ts';
import type { TNeedColumn } from './need-column.ts';

const now = new Date('2025-03-31T12:00:00.000Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();

describe('columnToStatus / statusToColumn', () => {
  it('maps both directions, lowercase forms included', () => {
    expect(columnToStatus('SALE')).toBe('sold');
    expect(columnToStatus('GO_NOGO')).toBe('go-nogo');
    expect(columnToStatus('MISSION_COMPLETED')).toBe('mission-completed');
    expect(columnToStatus('sale')).toBe('sold');
    expect(columnToStatus('nope')).toBeNull();
    expect(statusToColumn('sold')).toBe('SALE');
    expect(statusToColumn('candidate-interview')).toBe('CANDIDATE_INTERVIEW');
    expect(statusToColumn('canceled')).toBe('CANCELED');
    expect(statusToColumn('push')).toBe('PUSH');
    expect(statusToColumn('CANDIDATE_SENT')).toBe('CANDIDATE_SENT');
    expect(statusToColumn('candidate_sent')).toBe('CANDIDATE_SENT');
    expect(statusToColumn('unknown')).toBeNull();
  });
  it('tells finished from active columns', () => {
    expect(['SALE', 'CANCELED', 'DELETED'].every(isFinishedColumn)).toBe(true);
    expect(isFinishedColumn('FROZEN')).toBe(false);
    expect(['NO_CANDIDATE', 'GO_NOGO', 'FROZEN', 'PUSH'].every(isActiveColumn)).toBe(true);
    expect(isActiveColumn('SALE')).toBe(false);
  });
});

describe('getUrgencyScore', () => {
  it.each([
    ['P1', 0, 0, 40],
    ['P2', 0, 0, 30],
    ['P3', 0, 0, 20],
    ['P4', 0, 0, 10],
    ['P1', 7, 0, 40],
    ['P1', 8, 0, 50],
    ['P1', 14, 0, 50],
    ['P1', 15, 0, 60],
    ['P1', 30, 0, 60],
    ['P1', 31, 0, 70],
    ['P1', 31, 1, 50],
    ['P1', 31, 2, 50],
    ['P1', 31, 3, 40],
    ['P4', 0, 3, 0],
  ])('%s, %d days old, %d candidates → %d', (priority, age, count, expected) => {
    expect(getUrgencyScore({ priority, createdAt: daysAgo(age), candidateCount: count }, now)).toBe(
      expected,
    );
  });
  it('counts the candidate list when no count is given', () => {
    expect(
      getUrgencyScore({ priority: 'P2', createdAt: daysAgo(0), candidates: ['a', 'b', 'c'] }, now),
    ).toBe(0);
  });
  it('flag above 60 orange, above 80 red; border above 50 orange, above 70 red', () => {
    expect(getUrgencyFlag(60)).toBeNull();
    expect(getUrgencyFlag(61)).toBe('orange');
    expect(getUrgencyFlag(80)).toBe('orange');
    expect(getUrgencyFlag(81)).toBe('red');
    expect(getUrgencyBorder(50)).toBeNull();
    expect(getUrgencyBorder(51)).toBe('orange');
    expect(getUrgencyBorder(70)).toBe('orange');
    expect(getUrgencyBorder(71)).toBe('red');
  });
});

describe('isNewNeed', () => {
  it('is new for less than 7 days', () => {
    expect(isNewNeed(daysAgo(6.99), now)).toBe(true);
    expect(isNewNeed(daysAgo(7), now)).toBe(false);
  });
});

describe('process actions', () => {
  it('freeze and push remember the column; unfreeze and disable push return to it', () => {
    expect(getProcessActionTarget('freeze', { column: 'CANDIDATE_SENT' })).toEqual({
      column: 'FROZEN',
      previousColumn: 'CANDIDATE_SENT',
    });
    expect(
      getProcessActionTarget('unfreeze', { column: 'FROZEN', previousColumn: 'CANDIDATE_SENT' }),
    ).toEqual({ column: 'CANDIDATE_SENT', previousColumn: null });
    expect(getProcessActionTarget('push', { column: 'GO_NOGO' })).toEqual({
      column: 'PUSH',
      previousColumn: 'GO_NOGO',
    });
    expect(getProcessActionTarget('disablePush', { column: 'PUSH', previousColumn: null })).toEqual(
      { column: 'NO_CANDIDATE', previousColumn: null },
    );
  });
  it('sold, cancel and delete move to their column and keep the remembered one', () => {
    expect(
      getProcessActionTarget('sold', { column: 'GO_NOGO', previousColumn: 'CANDIDATE_SENT' }),
    ).toEqual({ column: 'SALE', previousColumn: 'CANDIDATE_SENT' });
    expect(
      getProcessActionTarget('cancel', { column: 'FROZEN', previousColumn: 'CANDIDATE_SENT' }),
    ).toEqual({ column: 'CANCELED', previousColumn: null });
    expect(getProcessActionTarget('delete', { column: 'NO_CANDIDATE' })?.column).toBe('DELETED');
  });
  it('disables an action that would not change anything', () => {
    expect(isProcessActionDisabled('sold', { column: 'SALE' })).toBe(true);
    expect(isProcessActionDisabled('cancel', { column: 'CANCELED' })).toBe(true);
    expect(isProcessActionDisabled('unfreeze', { column: 'NO_CANDIDATE' })).toBe(true);
    expect(isProcessActionDisabled('disablePush', { column: 'FROZEN' })).toBe(true);
    expect(isProcessActionDisabled('freeze', { column: 'PUSH' })).toBe(false);
    expect(getProcessActionTarget('sold', { column: 'SALE' })).toBeNull();
  });
  it('remembers the last workflow column across Push and Freeze combined', () => {
    let need: { column: TNeedColumn; previousColumn: TNeedColumn | null } = {
      column: 'CANDIDATE_SENT',
      previousColumn: null,
    };
    const run = (action: Parameters<typeof getProcessActionTarget>[0]) => {
      need = getProcessActionTarget(action, need)!;
      return need;
    };
    expect(run('push')).toEqual({ column: 'PUSH', previousColumn: 'CANDIDATE_SENT' });
    expect(run('freeze')).toEqual({ column: 'FROZEN', previousColumn: 'CANDIDATE_SENT' });
    expect(run('unfreeze')).toEqual({ column: 'CANDIDATE_SENT', previousColumn: null });
    // Board moves between the parked columns never remember FROZEN or PUSH.
    expect(getColumnChange('PUSH', 'FROZEN', 'GO_NOGO')).toEqual({
      column: 'FROZEN',
      previousColumn: 'GO_NOGO',
    });
    expect(getColumnChange('FROZEN', 'PUSH', 'GO_NOGO')).toEqual({
      column: 'PUSH',
      previousColumn: 'GO_NOGO',
    });
    expect(
      getProcessActionTarget('disablePush', { column: 'PUSH', previousColumn: 'GO_NOGO' }),
    ).toEqual({ column: 'GO_NOGO', previousColumn: null });
    // Parked with nothing remembered (old data): back to NO_CANDIDATE, never to the other one.
    expect(getColumnChange('FROZEN', 'PUSH', null)).toEqual({
      column: 'PUSH',
      previousColumn: null,
    });
    expect(
      getProcessActionTarget('unfreeze', { column: 'FROZEN', previousColumn: 'PUSH' }),
    ).toEqual({ column: 'NO_CANDIDATE', previousColumn: null });
  });
  it('getColumnChange keeps the memory across ordinary moves', () => {
    expect(getColumnChange('CANDIDATE_SENT', 'GO_NOGO', null)).toEqual({
      column: 'GO_NOGO',
      previousColumn: null,
    });
    expect(getColumnChange('FROZEN', 'FROZEN', 'GO_NOGO')).toEqual({
      column: 'FROZEN',
      previousColumn: 'GO_NOGO',
    });
  });
});

describe('getMissingCrmData', () => {
  it('lists every missing item in the spec message', () => {
    const r = getMissingCrmData({ orderClients: [], tjm: 0, consultants: [] });
    expect(r.missing).toHaveLength(3);
    expect(r.message).toBe(
      'Cannot create opportunity. Missing required data: order client contacts, TJM (daily rate) above 0, a priority sales consultant. Please add this information first.',
    );
  });
  it('is complete with contacts, a positive TJM and a consultant', () => {
    expect(getMissingCrmData({ orderClients: ['Alice'], tjm: 0.01, consultants: ['u1'] })).toEqual({
      missing: [],
      message: null,
    });
  });
  it('counts blank contacts as none and needs the consultant too (the Edit Need hint uses this rule)', () => {
    // The dialog's own copy called this need complete: a blank contact and no consultant.
    expect(getMissingCrmData({ orderClients: ['  '], tjm: 500, consultants: [] }).missing).toEqual([
      'order client contacts',
      'a priority sales consultant',
    ]);
  });
});

describe('filters', () => {
  const need = {
    title: 'Java Dev',
    client: 'ACME',
    description: 'Spring Boot',
    consultants: ['u1', 'u2'],
    priority: 'P1',
  };
  it('searches title, client and description case-insensitively', () => {
    expect(matchesNeedFilters(need, { search: 'java' })).toBe(true);
    expect(matchesNeedFilters(need, { search: 'acme' })).toBe(true);
    expect(matchesNeedFilters(need, { search: 'BOOT' })).toBe(true);
    expect(matchesNeedFilters(need, { search: 'python' })).toBe(false);
  });
  it('searches ignoring accents, both in the need and in the query', () => {
    const accented = { ...need, title: 'Développeur Java', client: 'Société Générale' };
    expect(matchesNeedFilters(accented, { search: 'developpeur' })).toBe(true);
    expect(matchesNeedFilters(accented, { search: 'SOCIETE gen' })).toBe(true);
    expect(matchesNeedFilters(need, { search: 'spring bööt' })).toBe(true);
  });
  it('consultants any-of, clients and priorities exact', () => {
    expect(matchesNeedFilters(need, { consultants: ['u9', 'u2'] })).toBe(true);
    expect(matchesNeedFilters(need, { consultants: ['u9'] })).toBe(false);
    expect(matchesNeedFilters(need, { clients: ['acme'] })).toBe(false);
    expect(matchesNeedFilters(need, { clients: ['ACME'], priorities: ['P1'] })).toBe(true);
    expect(matchesNeedFilters(need, { priorities: ['P2'] })).toBe(false);
    expect(matchesNeedFilters(need, {})).toBe(true);
  });
  it('unique clients are sorted without blanks', () => {
    expect(
      getUniqueClients([
        { client: 'Globex' },
        { client: ' ' },
        { client: 'ACME' },
        { client: 'Globex' },
        { client: null },
      ]),
    ).toEqual(['ACME', 'Globex']);
  });
  it('priority ranks numerically', () => {
    expect(['P3', 'X', 'P1', 'P2'].sort((a, b) => getPriorityRank(a) - getPriorityRank(b))).toEqual(
      ['P1', 'P2', 'P3', 'X'],
    );
  });
});

describe('column propagation', () => {
  it('ranks in the spec order with FROZEN and PUSH at 0', () => {
    expect(getStepRank('NO_CANDIDATE')).toBe(0);
    expect(getStepRank('GO_NOGO')).toBe(4);
    expect(getStepRank('DELETED')).toBe(7);
    expect(getStepRank('FROZEN')).toBe(0);
    expect(getStepRank('PUSH')).toBe(0);
  });
  it('propagates only to candidates whose latest step ranks lower', () => {
    expect(shouldPropagateColumn('CANDIDATE_IDENTIFIED', 'CANDIDATE_SENT')).toBe(true);
    expect(shouldPropagateColumn('PUSH', 'CANDIDATE_IDENTIFIED')).toBe(true);
    expect(shouldPropagateColumn(null, 'CANDIDATE_IDENTIFIED')).toBe(true);
    expect(shouldPropagateColumn('GO_NOGO', 'CANDIDATE_SENT')).toBe(false);
    expect(shouldPropagateColumn('SALE', 'SALE')).toBe(false);
    expect(shouldPropagateColumn('SALE', 'CANCELED')).toBe(true);
    expect(shouldPropagateColumn('CANDIDATE_IDENTIFIED', 'FROZEN')).toBe(false);
    expect(shouldPropagateColumn('CANDIDATE_IDENTIFIED', 'PUSH')).toBe(false);
  });
});

describe('isValidNeedIdForFetch', () => {
  it('skips empty, short and ellipsed ids', () => {
    expect(isValidNeedIdForFetch('')).toBe(false);
    expect(isValidNeedIdForFetch(undefined)).toBe(false);
    expect(isValidNeedIdForFetch('1234567')).toBe(false);
    expect(isValidNeedIdForFetch('12345678')).toBe(true);
    expect(isValidNeedIdForFetch('12345678...')).toBe(false);
    expect(isValidNeedIdForFetch('12345678…')).toBe(false);
  });
});

describe('getNeedUpdateErrorMessage', () => {
  it('maps the server details to the form (spec 000 section 8)', () => {
    expect(getNeedUpdateErrorMessage(422, 'Title cannot be empty')).toEqual({
      field: 'title',
      message: 'Title is required',
    });
    expect(getNeedUpdateErrorMessage(422, 'Client cannot be empty')).toEqual({
      field: 'client',
      message: 'Client is required',
    });
    expect(getNeedUpdateErrorMessage(422, 'No valid updates provided')).toEqual({
      message: 'No changes were made to update',
    });
    expect(getNeedUpdateErrorMessage(422, 'Invalid column selection')).toEqual({
      field: 'column',
      message: 'Invalid status selection',
    });
    expect(getNeedUpdateErrorMessage(422, 'Other')).toEqual({ message: 'Other' });
    expect(getNeedUpdateErrorMessage(422)).toEqual({ message: 'Validation error occurred' });
    expect(getNeedUpdateErrorMessage(404, 'x')).toEqual({ message: 'Need not found' });
    expect(getNeedUpdateErrorMessage(500)).toEqual({
      message: 'Server error occurred. Please try again.',
    });
    expect(getNeedUpdateErrorMessage(409)).toEqual({ message: 'Failed to update need' });
  });
});

describe('mission URL warning', () => {
  it('warns when the URL is not on the lightning domain, never when empty', () => {
    expect(getMissionUrlWarning('')).toBeNull();
    expect(getMissionUrlWarning(null)).toBeNull();
    expect(
      getMissionUrlWarning('https://acme.lightning.force.com/lightning/r/Mission__c/a01/view'),
    ).toBeNull();
    expect(getMissionUrlWarning('/sandbox-crm/lightning/r/Mission__c/a01/view')).toBeNull();
    expect(getMissionUrlWarning('https://example.com/mission/1')).toBe(MISSION_URL_WARNING);
  });
});

describe('getNeedOwner / getNeedConsultants', () => {
  const sally = { id: 'u1', name: 'Sally Sales', email: 'sally@example.com' };
  it('is the first consultant, with the user the server resolved', () => {
    expect(getNeedOwner({ consultants: ['u1', 'u2'], consultantUsers: [sally] })).toEqual({
      id: 'u1',
      user: sally,
    });
    expect(getNeedOwner({ consultants: [] })).toBeNull();
    // A consultant whose user is gone: the id stays, the user is unknown.
    expect(getNeedOwner({ consultants: ['gone'], consultantUsers: [] })).toEqual({
      id: 'gone',
      user: null,
    });
  });
  it('lists every consultant in order', () => {
    expect(getNeedConsultants({ consultants: ['u2', 'u1'], consultantUsers: [sally] })).toEqual([
      { id: 'u2', user: null },
      { id: 'u1', user: sally },
    ]);
  });
});

describe('getProcessActionConfirmation', () => {
  it('Mark as Sold and Mark as Canceled say where the need goes and what its candidates get', () => {
    expect(getProcessActionConfirmation('sold', { title: 'Java dev', candidateCount: 2 })).toEqual({
      title: 'Mark as Sold?',
      message:
        '"Java dev" moves to Sold and leaves the board; you will find it under Finished Needs. Each of its 2 linked candidates not yet that far gets a Sale step (\'Status updated to match need status change\').',
      confirmLabel: 'Mark as Sold',
    });
    const cancel = getProcessActionConfirmation('cancel', { title: 'Ops', candidateCount: 1 });
    expect(cancel?.title).toBe('Mark as Canceled?');
    expect(cancel?.message).toContain('moves to Canceled and leaves the board');
    expect(cancel?.message).toContain(
      'Each of its 1 linked candidate not yet that far gets a Canceled step',
    );
    expect(
      getProcessActionConfirmation('cancel', { title: 'Ops', candidateCount: 0 })?.message,
    ).toContain('It has no linked candidates.');
  });

  it('the other actions do not ask here (Delete keeps the browser confirmation)', () => {
    for (const action of ['freeze', 'unfreeze', 'push', 'disablePush', 'delete'] as const)
      expect(getProcessActionConfirmation(action, { title: 'x', candidateCount: 0 })).toBeNull();
  });
});
