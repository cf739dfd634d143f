import {
  columnToStatus,
  isActiveColumn,
  isFinishedColumn,
  matchesNeedFilters,
  statusToColumn,
  type TNeed,
  type TPage,
} from '@staffing/domain';
import type { TNeedScope } from './need-list-params.ts';

/** What a cached list was asked for: its scope and, for tables, its filters. */
export type TListScope = {
  scope?: TNeedScope;
  search?: string;
  priorities?: string[];
  clients?: string[];
  statuses?: string[];
  consultant?: string;
};

/** Whether a need belongs in a cached list, judged by the same rules the server filters with. */
export function belongsToList(need: TNeed, list: TListScope): boolean {
  const scope = list.scope ?? 'active';
  if (scope === 'active' && !isActiveColumn(need.column)) return false;
  if (scope === 'finished' && !isFinishedColumn(need.column)) return false;
  if (list.statuses?.length) {
    const columns = list.statuses.map((s) => statusToColumn(s));
    if (!columns.includes(need.column)) return false;
  }
  return matchesNeedFilters(need, {
    search: list.search,
    clients: list.clients,
    priorities: list.priorities,
    consultants: list.consultant ? [list.consultant] : null,
  });
}

/**
 * A need_updated payload merged into a need. A payload older than what we hold is ignored (our own
 * optimistic change or a later event already won); a column without a status derives the status.
 */
export function mergeNeedPatch(need: TNeed, patch: Partial<TNeed>): TNeed {
  if (typeof patch.version === 'number' && patch.version < need.version) return need;
  const next = { ...need, ...patch } as TNeed;
  if (patch.column && !patch.status) {
    const status = columnToStatus(patch.column);
    if (status) next.status = status as TNeed['status'];
  }
  return next;
}

/** Puts a need at the top of a list (or replaces it in place); drops it when it no longer belongs. */
export function upsertNeedInPage(page: TPage<TNeed>, need: TNeed, list: TListScope): TPage<TNeed> {
  const index = page.items.findIndex((n) => n.id === need.id);
  const belongs = belongsToList(need, list);
  if (index >= 0) {
    if (!belongs) return removeNeedFromPage(page, need.id);
    const items = page.items.slice();
    items[index] = need;
    return { ...page, items };
  }
  if (!belongs) return page;
  return { ...page, items: [need, ...page.items], total: page.total + 1 };
}

/** Merges a partial update into the cached copy, then keeps the list consistent with its scope. */
export function patchNeedInPage(
  page: TPage<TNeed>,
  id: string,
  patch: Partial<TNeed>,
  list: TListScope,
): TPage<TNeed> {
  const current = page.items.find((n) => n.id === id);
  if (!current) return page;
  return upsertNeedInPage(page, mergeNeedPatch(current, patch), list);
}

export function removeNeedFromPage(page: TPage<TNeed>, id: string): TPage<TNeed> {
  if (!page.items.some((n) => n.id === id)) return page;
  return {
    ...page,
    items: page.items.filter((n) => n.id !== id),
    total: Math.max(0, page.total - 1),
  };
}

/** The fields of a live payload that describe the need (the server may add the full `need`). */
export function readNeedPatch(payload: unknown): { need: TNeed | null; patch: Partial<TNeed> } {
  if (!payload || typeof payload !== 'object') return { need: null, patch: {} };
  const { need, ...rest } = payload as Record<string, unknown>;
  const full = need && typeof need === 'object' && 'id' in need ? (need as TNeed) : null;
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    // The spec's CANDIDATE_DETACHED payload carries fields that are not the need's own.
    if (key === 'action' || key === 'candidate_id' || key === 'candidateId') continue;
    patch[key] = value;
  }
  return { need: full, patch: patch as Partial<TNeed> };
}
