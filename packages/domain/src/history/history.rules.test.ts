import { describe, expect, it } from 'vitest';
import {
  describeHistoryChange,
  formatHistoryValue,
  historyKindOf,
  toHistoryEntry,
  type THistoryAuditRow,
} from './history.rules.ts';
import { HISTORY_KINDS, ZHistoryQuery } from './history.schema.ts';

const row = (over: Partial<THistoryAuditRow>): THistoryAuditRow => ({
  id: 7,
  entityType: 'need',
  entityId: 'n1',
  action: 'update',
  actorId: 'u1',
  actorName: 'Sam Sales',
  changes: null,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  ...over,
});

describe('history entries', () => {
  it('a need edit lists each field with its label, before and after', () => {
    const entry = toHistoryEntry(
      row({ changes: { tjm: { from: 550, to: 600 }, title: { from: 'Java', to: 'Java dev' } } }),
    );
    expect(entry).toEqual({
      id: '7',
      at: '2026-03-01T10:00:00.000Z',
      actor: { id: 'u1', name: 'Sam Sales' },
      kind: 'field',
      action: 'update',
      entityType: 'need',
      entityId: 'n1',
      changes: [
        { field: 'tjm', label: 'TJM', before: 550, after: 600 },
        { field: 'title', label: 'Title', before: 'Java', after: 'Java dev' },
      ],
      summary: 'TJM 550 → 600; Title Java → Java dev',
      message: null,
      candidate: null,
    });
  });

  it('a move names the columns by their labels', () => {
    const entry = toHistoryEntry(
      row({ action: 'move', changes: { column: { from: 'NO_CANDIDATE', to: 'SALE' } } }),
    );
    expect(entry.kind).toBe('move');
    expect(entry.summary).toBe('Moved from No Candidate to Sold');
    expect(entry.message).toEqual({
      code: 'needMoved',
      params: { from: 'NO_CANDIDATE', to: 'SALE' },
    });
  });

  it('steps: added (by hand or by a move), edited with before/after, removed', () => {
    const created = row({
      entityType: 'step',
      action: 'create',
      changes: { type: 'CANDIDATE_SENT' },
    });
    expect(toHistoryEntry(created)).toMatchObject({
      kind: 'step',
      summary: 'Step Candidate Sent added',
    });
    expect(
      toHistoryEntry({ ...created, changes: { type: 'SALE', reason: 'need_column_change' } })
        .summary,
    ).toBe('Step Sale added (need moved)');
    const edited = toHistoryEntry(
      row({
        entityType: 'step',
        action: 'update',
        changes: {
          type: 'PUSH',
          status: 'FAILED',
          diff: { status: { from: 'PENDING', to: 'FAILED' } },
        },
      }),
    );
    expect(edited.changes).toEqual([
      { field: 'status', label: 'Status', before: 'PENDING', after: 'FAILED' },
    ]);
    expect(edited.summary).toBe('Step Push CV to Client: Status Pending → Failed');
    // An edit recorded before before/after were kept: the new values, the type from the join.
    const old = toHistoryEntry(
      row({
        entityType: 'step',
        action: 'update',
        changes: { comment: 'Called' },
        stepType: 'SALE',
      }),
    );
    expect(old.summary).toBe('Step Sale: Comment — → Called');
    expect(
      toHistoryEntry(row({ entityType: 'step', action: 'delete', changes: { type: 'FROZEN' } }))
        .summary,
    ).toBe('Step Frozen (Temporary) removed');
  });

  it('candidate edits read their diff and hide bookkeeping columns', () => {
    const entry = toHistoryEntry(
      row({
        entityType: 'candidate',
        changes: {
          fields: ['phone', 'manualFields'],
          diff: { phone: { from: null, to: '+33 6' }, manualFields: { from: [], to: ['phone'] } },
        },
      }),
    );
    expect(entry.changes).toEqual([
      { field: 'phone', label: 'Phone', before: null, after: '+33 6' },
    ]);
    expect(entry.summary).toBe('Phone — → +33 6');
    // Older records only named the fields.
    const old = toHistoryEntry(row({ entityType: 'candidate', changes: { fields: ['email'] } }));
    expect(old.changes).toEqual([{ field: 'email', label: 'Email', before: null, after: null }]);
  });

  it('CRM write-backs, merges, system writes', () => {
    const crm = toHistoryEntry(
      row({
        action: 'crm_opportunity',
        actorId: null,
        actorName: null,
        changes: {
          opportunitySalesforceId: { from: null, to: '006X' },
          flowId: 'rpa_1',
          source: 'rpa',
        },
      }),
    );
    expect(crm).toMatchObject({ kind: 'crm', actor: null });
    expect(crm.summary).toBe('CRM opportunity written back: Opportunity ID — → 006X');
    const merge = toHistoryEntry(
      row({ entityType: 'candidate', action: 'merge', changes: { fields: [], mergedFrom: 'c2' } }),
    );
    expect(merge).toMatchObject({
      kind: 'merge',
      summary: 'Merged with a duplicate candidate',
      changes: [],
    });
    expect(toHistoryEntry(row({ actorId: 'gone', actorName: null })).actor).toEqual({
      id: 'gone',
      name: 'Deleted user',
    });
  });

  it('every rule gives one of the kinds; unknown records are "other"', () => {
    expect(historyKindOf('need', 'crm_mission')).toBe('crm');
    expect(historyKindOf('workflow_request', 'trigger')).toBe('crm');
    expect(historyKindOf('need_candidate', 'link')).toBe('other');
    expect(historyKindOf('something', 'else')).toBe('other');
    expect(HISTORY_KINDS).toContain(historyKindOf('candidate', 'analysis'));
  });

  it('values: labels, lists, empty, long text', () => {
    expect(formatHistoryValue('column', 'FROZEN')).toBe('Frozen');
    expect(formatHistoryValue('skills', ['Java', 'SQL'])).toBe('Java, SQL');
    expect(formatHistoryValue('tjm', null)).toBe('—');
    expect(formatHistoryValue('description', 'x'.repeat(200))).toHaveLength(80);
    expect(describeHistoryChange({ field: 'tjm', before: 550, after: 600 })).toBe('TJM 550 → 600');
  });
});

describe('history query', () => {
  it('takes kinds repeated or as a comma list, and bounds the page', () => {
    expect(ZHistoryQuery.parse({ kind: 'field,move' }).kind).toEqual(['field', 'move']);
    expect(ZHistoryQuery.parse({ kind: ['field', 'step'] }).kind).toEqual(['field', 'step']);
    expect(ZHistoryQuery.parse({}).limit).toBe(20);
    expect(ZHistoryQuery.safeParse({ kind: 'nope' }).success).toBe(false);
    expect(ZHistoryQuery.safeParse({ before: '0' }).success).toBe(false);
    expect(ZHistoryQuery.safeParse({ before: '12' }).success).toBe(true);
    expect(ZHistoryQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
});
