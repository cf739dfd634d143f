import { matchesSearchText } from '../common/search-text.ts';
import type { TStepType } from '../steps/step-type.ts';
import {
  ACTIVE_COLUMNS,
  COLUMN_TO_STATUS,
  FINISHED_COLUMNS,
  NEED_COLUMNS,
  type TNeedColumn,
  type TNeedStatus,
  PIPELINE_STAGES,
} from './need-column.ts';
import { NEED_MESSAGES, type TNeedConsultant } from './need.schema.ts';

// ---- column <-> status ------------------------------------------------------------------------

const STATUS_LOOKUP: Record<string, TNeedColumn> = Object.fromEntries([
  ...NEED_COLUMNS.map((c) => [c.toLowerCase(), c] as const),
  ...NEED_COLUMNS.map((c) => [COLUMN_TO_STATUS[c], c] as const),
]);

/** Front-end name of a column (`SALE` → `sold`, also from `sale`); null for an unknown value. */
export function columnToStatus(column: string): TNeedStatus | null {
  const key = column.trim().toUpperCase() as keyof typeof COLUMN_TO_STATUS;
  if (COLUMN_TO_STATUS[key]) return COLUMN_TO_STATUS[key];
  const viaStatus = statusToColumn(column);
  return viaStatus ? COLUMN_TO_STATUS[viaStatus] : null;
}

/**
 * Column of a front-end name (`sold`, `candidate-sent`) or of a column in any case (`SALE`,
 * `sale`, `candidate_sent`); null for an unknown value or MISSION_COMPLETED.
 */
export function statusToColumn(status: string): TNeedColumn | null {
  const s = status.trim().toLowerCase();
  return STATUS_LOOKUP[s] ?? STATUS_LOOKUP[s.replace(/_/g, '-')] ?? null;
}

export function isFinishedColumn(column: string): boolean {
  return (FINISHED_COLUMNS as readonly string[]).includes(column);
}

export function isActiveColumn(column: string): boolean {
  return (ACTIVE_COLUMNS as readonly string[]).includes(column);
}

// ---- urgency, novelty ------------------------------------------------------------------------

const DAY_MS = 86_400_000;

type TUrgencyInput = {
  priority: string;
  createdAt: string | Date;
  /** Either the linked candidates or their count. */
  candidates?: readonly unknown[] | null;
  candidateCount?: number | null;
};

const toMs = (d: string | Date) => (d instanceof Date ? d.getTime() : Date.parse(d));

/** Whole days elapsed since a date (0 for a future or unreadable date). */
export function getAgeInDays(createdAt: string | Date, now: Date): number {
  const ms = now.getTime() - toMs(createdAt);
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / DAY_MS) : 0;
}

const PRIORITY_BASE: Record<string, number> = { P1: 40, P2: 30, P3: 20 };

/** Spec 000 section 9: priority base, plus age, minus candidates, clamped to 0-100. */
export function getUrgencyScore(need: TUrgencyInput, now: Date): number {
  let score = PRIORITY_BASE[need.priority] ?? 10;
  const age = getAgeInDays(need.createdAt, now);
  if (age > 30) score += 30;
  else if (age > 14) score += 20;
  else if (age > 7) score += 10;
  const count = need.candidateCount ?? need.candidates?.length ?? 0;
  if (count > 0) score -= 20;
  if (count > 2) score -= 10;
  return Math.min(100, Math.max(0, score));
}

/** Corner flag: above 60 orange, above 80 red. */
export function getUrgencyFlag(score: number): 'red' | 'orange' | null {
  if (score > 80) return 'red';
  if (score > 60) return 'orange';
  return null;
}

/** Card border: above 70 red, above 50 orange. */
export function getUrgencyBorder(score: number): 'red' | 'orange' | null {
  if (score > 70) return 'red';
  if (score > 50) return 'orange';
  return null;
}

/** The NEW badge: created less than 7 days ago. */
export function isNewNeed(createdAt: string | Date, now: Date): boolean {
  const ms = now.getTime() - toMs(createdAt);
  return Number.isFinite(ms) && ms < 7 * DAY_MS;
}

// ---- moves and process actions ---------------------------------------------------------------

const PARKED: readonly TNeedColumn[] = ['FROZEN', 'PUSH'];

/** Whether a column is one of the parked ones (FROZEN, PUSH), never remembered as a return point. */
export function isParkedColumn(column: string | null | undefined): boolean {
  return !!column && (PARKED as readonly string[]).includes(column);
}

/** Where Unfreeze and Disable Push go back to: the remembered workflow column, else NO_CANDIDATE. */
export function getReturnColumn(previousColumn: TNeedColumn | null | undefined): TNeedColumn {
  return previousColumn && !isParkedColumn(previousColumn) ? previousColumn : 'NO_CANDIDATE';
}

/**
 * The column and remembered column after a move. Entering FROZEN or PUSH from a workflow column
 * remembers that column; moving between FROZEN and PUSH keeps what was remembered (the last
 * workflow column, never FROZEN or PUSH themselves); leaving them forgets it (docs/decisions/0003-freeze-and-push.md);
 * other moves keep what was remembered.
 */
export function getColumnChange(
  from: TNeedColumn,
  to: TNeedColumn,
  previousColumn: TNeedColumn | null,
): { column: TNeedColumn; previousColumn: TNeedColumn | null } {
  if (from === to) return { column: to, previousColumn };
  if (isParkedColumn(to)) {
    if (!isParkedColumn(from)) return { column: to, previousColumn: from };
    return { column: to, previousColumn: isParkedColumn(previousColumn) ? null : previousColumn };
  }
  if (isParkedColumn(from)) return { column: to, previousColumn: null };
  return { column: to, previousColumn };
}

export const PROCESS_ACTIONS = [
  'sold',
  'freeze',
  'unfreeze',
  'push',
  'disablePush',
  'cancel',
  'delete',
] as const;
export type TProcessAction = (typeof PROCESS_ACTIONS)[number];

export const PROCESS_ACTION_LABELS: Record<TProcessAction, string> = {
  sold: 'Mark as Sold',
  freeze: 'Freeze Need',
  unfreeze: 'Unfreeze',
  push: 'Push Need',
  disablePush: 'Disable Push',
  cancel: 'Mark as Canceled',
  delete: 'Delete Need',
};

export const PROCESS_ACTION_SUCCESS: Record<TProcessAction, string> = {
  sold: 'Need marked as SOLD successfully!',
  freeze: 'Need frozen successfully! The need is now temporarily on hold.',
  unfreeze: 'Need unfrozen successfully!',
  push: 'Need pushed successfully! Proactive CV sending activated.',
  disablePush: 'Push disabled successfully!',
  cancel: 'Need marked as CANCELED successfully!',
  delete: 'Need deleted successfully!',
};

export const PROCESS_ACTION_FAILURE: Record<TProcessAction, string> = {
  sold: 'Failed to mark need as sold',
  freeze: 'Failed to update freeze status',
  unfreeze: 'Failed to update freeze status',
  push: 'Failed to update push status',
  disablePush: 'Failed to update push status',
  cancel: 'Failed to cancel need',
  delete: 'Failed to delete need',
};

export type TProcessActionConfirmation = { title: string; message: string; confirmLabel: string };

/**
 * Mark as Sold and Mark as Canceled end a need, so they ask first and say what follows: the need
 * leaves the board for Finished Needs, and its linked candidates not yet that far get the matching
 * step (docs/decisions/0004-column-steps.md). Delete keeps the browser's own confirmation of the spec.
 */
export function getProcessActionConfirmation(
  action: TProcessAction,
  need: { title: string; candidateCount: number },
): TProcessActionConfirmation | null {
  const ends: Partial<Record<TProcessAction, { columnTitle: string; step: string }>> = {
    sold: { columnTitle: 'Sold', step: 'Sale' },
    cancel: { columnTitle: 'Canceled', step: 'Canceled' },
  };
  const end = ends[action];
  if (!end) return null;
  const n = need.candidateCount;
  const candidates =
    n === 0
      ? 'It has no linked candidates.'
      : `Each of its ${n} linked candidate${n === 1 ? '' : 's'} not yet that far gets a ${end.step} step ('Status updated to match need status change').`;
  return {
    title: `${PROCESS_ACTION_LABELS[action]}?`,
    message: `"${need.title}" moves to ${end.columnTitle} and leaves the board; you will find it under Finished Needs. ${candidates}`,
    confirmLabel: PROCESS_ACTION_LABELS[action],
  };
}

type TProcessNeed = { column: TNeedColumn; previousColumn?: TNeedColumn | null };

/** Whether a process action is disabled for a need in its current column. */
export function isProcessActionDisabled(action: TProcessAction, need: TProcessNeed): boolean {
  switch (action) {
    case 'sold':
      return need.column === 'SALE';
    case 'freeze':
      return need.column === 'FROZEN';
    case 'unfreeze':
      return need.column !== 'FROZEN';
    case 'push':
      return need.column === 'PUSH';
    case 'disablePush':
      return need.column !== 'PUSH';
    case 'cancel':
      return need.column === 'CANCELED';
    case 'delete':
      return need.column === 'DELETED';
  }
}

/**
 * Where a process action moves a need, and what it then remembers; null when the action is
 * disabled. Unfreeze and Disable Push return to the remembered column, else NO_CANDIDATE.
 */
export function getProcessActionTarget(
  action: TProcessAction,
  need: TProcessNeed,
): { column: TNeedColumn; previousColumn: TNeedColumn | null } | null {
  if (isProcessActionDisabled(action, need)) return null;
  const previous = need.previousColumn ?? null;
  const to: Record<TProcessAction, TNeedColumn> = {
    sold: 'SALE',
    freeze: 'FROZEN',
    unfreeze: getReturnColumn(previous),
    push: 'PUSH',
    disablePush: getReturnColumn(previous),
    cancel: 'CANCELED',
    delete: 'DELETED',
  };
  return getColumnChange(need.column, to[action], previous);
}

// ---- CRM completeness ------------------------------------------------------------------------

export const CRM_MISSING_ITEMS = {
  orderClients: 'order client contacts',
  tjm: 'TJM (daily rate) above 0',
  consultant: 'a priority sales consultant',
} as const;

/**
 * What an opportunity needs before it can be created: order client contacts, a TJM above 0 and
 * a sales consultant on the need. `message` is null when nothing is missing.
 */
export function getMissingCrmData(need: {
  orderClients?: readonly string[] | null;
  tjm?: number | null;
  consultants?: readonly string[] | null;
}): { missing: string[]; message: string | null } {
  const missing: string[] = [];
  if (!(need.orderClients ?? []).some((c) => c.trim()))
    missing.push(CRM_MISSING_ITEMS.orderClients);
  if (!(typeof need.tjm === 'number' && need.tjm > 0)) missing.push(CRM_MISSING_ITEMS.tjm);
  if (!(need.consultants ?? []).some((c) => c.trim())) missing.push(CRM_MISSING_ITEMS.consultant);
  return {
    missing,
    message: missing.length
      ? `Cannot create opportunity. Missing required data: ${missing.join(', ')}. Please add this information first.`
      : null,
  };
}

// ---- owner -----------------------------------------------------------------------------------

/**
 * Who owns a need: its first consultant (spec 000: Sales users own needs as consultants; the
 * card's avatar is the same person). `id` without `user` means the user no longer exists.
 */
export function getNeedOwner(need: {
  consultants: readonly string[];
  consultantUsers?: readonly TNeedConsultant[] | null | undefined;
}): { id: string; user: TNeedConsultant | null } | null {
  const id = need.consultants[0];
  if (!id) return null;
  return { id, user: need.consultantUsers?.find((c) => c.id === id) ?? null };
}

/** Each consultant id with its user, in order; a user that no longer exists is null. */
export function getNeedConsultants(need: {
  consultants: readonly string[];
  consultantUsers?: readonly TNeedConsultant[] | null | undefined;
}): { id: string; user: TNeedConsultant | null }[] {
  return need.consultants.map((id) => ({
    id,
    user: need.consultantUsers?.find((c) => c.id === id) ?? null,
  }));
}

// ---- filtering -------------------------------------------------------------------------------

export type TNeedFilters = {
  search?: string | null;
  consultants?: readonly string[] | null;
  clients?: readonly string[] | null;
  priorities?: readonly string[] | null;
};

/** Search over title, client, description (ignoring case and accents); consultants any-of; exact others. */
export function matchesNeedFilters(
  need: {
    title: string;
    client: string;
    description?: string | null;
    consultants?: readonly string[];
    priority: string;
  },
  filters: TNeedFilters,
): boolean {
  if (
    filters.search &&
    !matchesSearchText([need.title, need.client, need.description], filters.search)
  )
    return false;
  if (
    filters.consultants?.length &&
    !(need.consultants ?? []).some((c) => filters.consultants!.includes(c))
  )
    return false;
  if (filters.clients?.length && !filters.clients.includes(need.client)) return false;
  if (filters.priorities?.length && !filters.priorities.includes(need.priority)) return false;
  return true;
}

/** The clients checklist: unique, sorted, blank names ignored. */
export function getUniqueClients(needs: readonly { client?: string | null }[]): string[] {
  const set = new Set<string>();
  for (const n of needs) {
    const c = n.client?.trim();
    if (c) set.add(c);
  }
  return [...set].sort((a, b) => a.localeCompare(b));
}

const PRIORITY_ORDER: Record<string, number> = { P1: 1, P2: 2, P3: 3, P4: 4 };
/** Priority sorts numerically (P1 before P2); unknown values last. */
export function getPriorityRank(priority: string): number {
  return PRIORITY_ORDER[priority] ?? 99;
}

// ---- column → candidate step propagation -----------------------------------------------------

/** Rank used to propagate a need's column to its candidates; FROZEN and PUSH rank 0. */
export function getStepRank(typeOrColumn: TStepType | TNeedColumn | string): number {
  const i = (PIPELINE_STAGES as readonly string[]).indexOf(typeOrColumn);
  return i < 0 ? 0 : i;
}

/**
 * A candidate whose latest step ranks lower than the need's new column gets a step of that
 * column's type (no step at all ranks as NO_CANDIDATE).
 */
export function shouldPropagateColumn(
  latestStepType: TStepType | null | undefined,
  newColumn: TNeedColumn,
): boolean {
  if (newColumn === 'FROZEN' || newColumn === 'PUSH' || newColumn === 'NO_CANDIDATE') return false;
  return getStepRank(latestStepType ?? 'NO_CANDIDATE') < getStepRank(newColumn);
}

// ---- ids and errors --------------------------------------------------------------------------

/** Need ids that are empty, shorter than 8 characters or contain an ellipsis are not fetched. */
export function isValidNeedIdForFetch(id: string | null | undefined): boolean {
  if (!id) return false;
  const v = id.trim();
  return v.length >= 8 && !v.includes('...') && !v.includes('…');
}

/**
 * What the Edit Need dialog shows for a failed update (spec 000 section 8): the field to mark and
 * the message.
 */
export function getNeedUpdateErrorMessage(
  status: number,
  detail?: string | null,
): { field?: 'title' | 'client' | 'column'; message: string } {
  if (status === 422) {
    if (detail === NEED_MESSAGES.titleEmpty)
      return { field: 'title', message: NEED_MESSAGES.titleRequired };
    if (detail === NEED_MESSAGES.clientEmpty)
      return { field: 'client', message: NEED_MESSAGES.clientRequired };
    if (detail === NEED_MESSAGES.noValidUpdates) return { message: NEED_MESSAGES.noChanges };
    if (detail?.includes('Invalid column'))
      return { field: 'column', message: NEED_MESSAGES.invalidStatus };
    return { message: detail || NEED_MESSAGES.validationFallback };
  }
  if (status === 404) return { message: NEED_MESSAGES.needNotFound };
  if (status >= 500) return { message: NEED_MESSAGES.serverError };
  return { message: detail || NEED_MESSAGES.updateFailed };
}

export const MISSION_URL_WARNING =
  "This mission URL is not on the CRM's lightning domain: check that it opens the mission record";

/**
 * Spec 000: a mission URL should contain the CRM's lightning domain (a warning only, never a
 * refusal). Lightning record links (`…lightning.force.com/lightning/r/…`, the sandbox CRM's
 * `/sandbox-crm/lightning/r/…`) pass; null when there is nothing to warn about.
 */
export function getMissionUrlWarning(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  return /lightning/i.test(value) ? null : MISSION_URL_WARNING;
}
