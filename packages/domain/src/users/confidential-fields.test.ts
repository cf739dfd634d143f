import { describe, expect, it } from 'vitest';
import { toHistoryEntry } from '../history/history.rules.ts';
import { canSeeField, hasHiddenFields, isConfidentialField } from './confidential-fields.ts';

describe('confidential fields', () => {
  it('names the field whatever the spelling of its key', () => {
    for (const key of ['consultantDailyCost', 'consultant_daily_cost', 'CONSULTANT-DAILY-COST'])
      expect(isConfidentialField(key)).toBe(true);
    expect(isConfidentialField('expectedTjm')).toBe(false);
  });

  it('hides it from the Recruiter only', () => {
    expect(canSeeField('Recruiter', 'consultant_daily_cost')).toBe(false);
    expect(canSeeField('Sales', 'consultantDailyCost')).toBe(true);
    expect(canSeeField('Recruiter', 'name')).toBe(true);
    expect(hasHiddenFields('Recruiter')).toBe(true);
    expect(hasHiddenFields('Admin')).toBe(false);
  });

  it('leaves its change out of a history entry, summary included', () => {
    const row = {
      id: 1,
      entityType: 'candidate',
      entityId: 'c1',
      action: 'update',
      actorId: null,
      actorName: null,
      createdAt: '2026-06-01T00:00:00Z',
      changes: {
        diff: { consultantDailyCost: { from: 420, to: 450 }, phone: { from: null, to: '+33' } },
      },
    };
    expect(toHistoryEntry(row).summary).toContain('Consultant daily cost 420 → 450');
    const shown = toHistoryEntry(row, (field) => canSeeField('Recruiter', field));
    expect(shown.changes.map((c) => c.field)).toEqual(['phone']);
    expect(JSON.stringify(shown)).not.toMatch(/420|450/);
  });
});
