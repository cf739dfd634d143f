import type { TRole } from '@staffing/domain';
import { can } from '@staffing/domain';
import type { TMessageKey } from '../../i18n/keys.ts';

export type TViewEntry = {
  path: string;
  /** Catalogue keys: translate at render (`t(entry.labelKey)`). */
  labelKey: TMessageKey;
  descriptionKey: TMessageKey;
  /** Active for every path below it (Workflow Requests and its detail pages). */
  matchPrefix?: boolean;
};

/** The view switcher of spec 000 §2, in its order and with its texts. */
export const VIEW_ENTRIES: readonly TViewEntry[] = [
  {
    path: '/softeamboard',
    labelKey: 'app.nav.board.label',
    descriptionKey: 'app.nav.board.description',
  },
  {
    path: '/softeamboard/needs',
    labelKey: 'app.nav.needsList.label',
    descriptionKey: 'app.nav.needsList.description',
  },
  {
    path: '/candidates',
    labelKey: 'app.nav.candidates.label',
    descriptionKey: 'app.nav.candidates.description',
  },
  {
    path: '/candidates/duplicates',
    labelKey: 'app.nav.duplicates.label',
    descriptionKey: 'app.nav.duplicates.description',
  },
  {
    path: '/imports',
    labelKey: 'app.nav.imports.label',
    descriptionKey: 'app.nav.imports.description',
  },
  {
    path: '/follow-ups',
    labelKey: 'app.nav.followUps.label',
    descriptionKey: 'app.nav.followUps.description',
  },
  {
    path: '/softeamboard/finished',
    labelKey: 'app.nav.finished.label',
    descriptionKey: 'app.nav.finished.description',
  },
  {
    path: '/admin/workflows',
    labelKey: 'app.nav.workflows.label',
    descriptionKey: 'app.nav.workflows.description',
    matchPrefix: true,
  },
  {
    path: '/analytics',
    labelKey: 'app.nav.analytics.label',
    descriptionKey: 'app.nav.analytics.description',
  },
  {
    path: '/bench',
    labelKey: 'app.nav.bench.label',
    descriptionKey: 'app.nav.bench.description',
  },
];

/** Under the 'Administration' heading, Admin only. */
export const ADMIN_ENTRIES: readonly TViewEntry[] = [
  {
    path: '/admin/flows',
    labelKey: 'app.nav.flows.label',
    descriptionKey: 'app.nav.flows.description',
  },
  {
    path: '/admin/crm-health',
    labelKey: 'app.nav.crmHealth.label',
    descriptionKey: 'app.nav.crmHealth.description',
  },
  {
    path: '/admin/users',
    labelKey: 'app.nav.users.label',
    descriptionKey: 'app.nav.users.description',
  },
  {
    path: '/admin/api-keys',
    labelKey: 'app.nav.apiKeys.label',
    descriptionKey: 'app.nav.apiKeys.description',
  },
  {
    path: '/admin/webhooks',
    labelKey: 'app.nav.webhooks.label',
    descriptionKey: 'app.nav.webhooks.description',
  },
  {
    path: '/admin/gdpr',
    labelKey: 'app.nav.gdpr.label',
    descriptionKey: 'app.nav.gdpr.description',
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
