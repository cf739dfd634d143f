import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/i18n.ts';
import { findActiveEntry, getVisibleEntries, isEntryActive, VIEW_ENTRIES } from './navigation.ts';

const labelOf = (path: string) => {
  const found = findActiveEntry(path);
  return found ? t(found.labelKey) : undefined;
};

const entry = (path: string) => VIEW_ENTRIES.find((item) => item.path === path)!;

describe('view switcher navigation', () => {
  it('marks Workflow Requests active for every path starting with /admin/workflows', () => {
    expect(isEntryActive(entry('/admin/workflows'), '/admin/workflows')).toBe(true);
    expect(isEntryActive(entry('/admin/workflows'), '/admin/workflows/42')).toBe(true);
    expect(isEntryActive(entry('/admin/workflows'), '/admin/workflowsx')).toBe(false);
  });

  it('matches the board exactly so the needs list is not also the board', () => {
    expect(labelOf('/softeamboard')).toBe('Kanban Board');
    expect(labelOf('/softeamboard/')).toBe('Kanban Board');
    expect(labelOf('/softeamboard/needs')).toBe('Needs List');
    expect(labelOf('/softeamboard/finished')).toBe('Finished Needs');
    expect(labelOf('/admin/flows')).toBe('Flow Administration');
    expect(labelOf('/admin/crm-health')).toBe('CRM Health');
  });

  it('shows no switcher to a Recruiter and Administration only to an Admin', () => {
    expect(getVisibleEntries('Recruiter')).toEqual({ views: [], admin: [] });
    expect(getVisibleEntries('Sales').admin).toEqual([]);
    expect(getVisibleEntries('Sales').views.map((v) => t(v.labelKey))).toEqual([
      'Kanban Board',
      'Needs List',
      'Candidates',
      'Duplicates',
      'Imports',
      'To Follow Up',
      'Finished Needs',
      'Workflow Requests',
      'Analytics',
      'Bench',
    ]);
    expect(getVisibleEntries('Admin').admin.map((v) => t(v.labelKey))).toEqual([
      'Flow Administration',
      'CRM Health',
      'User Management',
      'API Keys',
      'Webhooks',
      'GDPR Register',
    ]);
  });
});
