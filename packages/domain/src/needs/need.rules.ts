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
import { NEED_MESSAGES } from './need-messages.ts';
import type { TNeedConsultant } from './need.schema.ts';

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
