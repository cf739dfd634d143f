import { describe, expect, it } from 'vitest';
import { findActiveEntry, getVisibleEntries, isEntryActive, VIEW_ENTRIES } from './navigation.ts';

const entry = (path: string) => VIEW_ENTRIES.find((item) => item.path === path)!;

describe('view switcher navigation', () => {
  it('marks Workflow Requests active for every path starting with /admin/workflows', () => {
    expect(isEntryActive(entry('/admin/workflows'), '/admin/workflows')).toBe(true);
    expect(isEntryActive(entry('/admin/workflows'), '/admin/workflows/42')).toBe(true);
    expect(isEntryActive(entry('/admin/workflows'), '/admin/workflowsx')).toBe(false);
  });

  it('matches the board exactly so the needs list is not also the board', () => {
    expect(findActiveEntry('/softeamboard')?.label).toBe('Kanban Board');
    expect(findActiveEntry('/softeamboard/')?.label).toBe('Kanban Board');
    expect(findActiveEntry('/softeamboard/needs')?.label).toBe('Needs List');
    expect(findActiveEntry('/softeamboard/finished')?.label).toBe('Finished Needs');
    expect(findActiveEntry('/admin/flows')?.label).toBe('Flow Administration');
    expect(findActiveEntry('/admin/crm-health')?.label).toBe('CRM Health');
  });

  it('shows no switcher to a Recruiter and Administration only to an Admin', () => {
    expect(getVisibleEntries('Recruiter')).toEqual({ views: [], admin: [] });
    expect(getVisibleEntries('Sales').admin).toEqual([]);
    expect(getVisibleEntries('Sales').views.map((v) => v.label)).toEqual([
      'Kanban Board',
      'Needs List',
      'Candidates',
      'To Follow Up',
      'Finished Needs',
      'Workflow Requests',
      'Analytics',
    ]);
    expect(getVisibleEntries('Admin').admin.map((v) => v.label)).toEqual([
      'Flow Administration',
      'CRM Health',
      'User Management',
      'API Keys',
      'Webhooks',
      'GDPR Register',
    ]);
  });
});
