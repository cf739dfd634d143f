import type { TRole } from '@staffing/domain';
import { can } from '@staffing/domain';

export type TViewEntry = {
  path: string;
  label: string;
  description: string;
  /** Active for every path below it (Workflow Requests and its detail pages). */
  matchPrefix?: boolean;
};

/** The view switcher of spec 000 §2, in its order and with its texts. */
export const VIEW_ENTRIES: readonly TViewEntry[] = [
  { path: '/softeamboard', label: 'Kanban Board', description: 'Visual board with drag and drop' },
  { path: '/softeamboard/needs', label: 'Needs List', description: 'Detailed table with filters' },
  { path: '/candidates', label: 'Candidates', description: 'Candidate profiles and progress' },
  {
    path: '/follow-ups',
    label: 'To Follow Up',
    description: 'Profiles sent with no answer yet',
  },
  {
    path: '/softeamboard/finished',
    label: 'Finished Needs',
    description: 'Completed, sold or canceled',
  },
  {
    path: '/admin/workflows',
    label: 'Workflow Requests',
    description: 'Automation requests',
    matchPrefix: true,
  },
  { path: '/analytics', label: 'Analytics', description: 'Funnel, fill rate and margins' },
];

/** Under the 'Administration' heading, Admin only. */
export const ADMIN_ENTRIES: readonly TViewEntry[] = [
  {
    path: '/admin/flows',
    label: 'Flow Administration',
    description: 'Mail, analysis and CRM-RPA flows',
  },
  {
    path: '/admin/crm-health',
    label: 'CRM Health',
    description: 'Failed CRM write-backs by error kind',
  },
  { path: '/admin/users', label: 'User Management', description: 'Accounts and roles' },
  { path: '/admin/api-keys', label: 'API Keys', description: 'Keys for integrations' },
  {
    path: '/admin/webhooks',
    label: 'Webhooks',
    description: 'Signed events sent to other systems',
  },
  {
    path: '/admin/gdpr',
    label: 'GDPR Register',
    description: 'Legal bases, upcoming and done erasures',
  },
];

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isEntryActive(entry: TViewEntry, pathname: string): boolean {
  const current = trimSlash(pathname);
  if (current === entry.path) return true;
  return Boolean(entry.matchPrefix) && current.startsWith(`${entry.path}/`);
}

export function findActiveEntry(pathname: string): TViewEntry | undefined {
  return [...VIEW_ENTRIES, ...ADMIN_ENTRIES].find((entry) => isEntryActive(entry, pathname));
}

export function getVisibleEntries(role: TRole | null): {
  views: TViewEntry[];
  admin: TViewEntry[];
} {
  if (!role || !can.useViewSwitcher(role)) return { views: [], admin: [] };
  return { views: [...VIEW_ENTRIES], admin: can.administerFlows(role) ? [...ADMIN_ENTRIES] : [] };
}
