import { CV_STATES, type TCvState } from '../candidates/candidate.rules.ts';
import { CV_ANALYSIS_STATUSES } from '../candidates/candidate.schema.ts';
import {
  CATEGORIES,
  COLUMN_TO_STATUS,
  JD_ANALYSIS_STATUSES,
  NEED_COLUMNS,
  type TNeedColumn,
  type TNeedStatus,
} from '../needs/need-column.ts';
import {
  CONTRACT_TYPES,
  GO_NOGO_DECISIONS,
  STEP_STATUSES,
  STEP_TYPES,
  type TStepStatus,
  type TStepType,
} from '../steps/step-type.ts';
import { ROLES } from '../users/user.constants.ts';
import type { TRole } from '../users/user.schema.ts';

/**
 * Every value the server sends that a person reads, with its one label (spec wording where the
 * spec has it). Screens show these labels, never the raw value.
 */

/** A need column, including the MISSION_COMPLETED that only live events carry. */
export type TNeedColumnOrMission = TNeedColumn | 'MISSION_COMPLETED';

export const NEED_COLUMN_LABELS: Record<TNeedColumnOrMission, string> = {
  NO_CANDIDATE: 'No Candidate',
  CANDIDATE_IDENTIFIED: 'Candidate Identified',
  CANDIDATE_SENT: 'Candidate Sent',
  CANDIDATE_INTERVIEW: 'Candidate Interview',
  GO_NOGO: 'GO/NOGO',
  SALE: 'Sold',
  CANCELED: 'Canceled',
  DELETED: 'Deleted',
  FROZEN: 'Frozen',
  PUSH: 'Push CV',
  MISSION_COMPLETED: 'Mission Completed',
};

/**
 * Chip colours of the columns (spec 000 §2 for the board's five; the outcomes each get their own
 * so Sold, Canceled and Deleted never look alike). Names of Mantine's palette, 'purple' aside.
 */
export const NEED_COLUMN_COLORS: Record<TNeedColumnOrMission, string> = {
  NO_CANDIDATE: 'gray',
  CANDIDATE_IDENTIFIED: 'blue',
  CANDIDATE_SENT: 'yellow',
  CANDIDATE_INTERVIEW: 'purple',
  GO_NOGO: 'green',
  SALE: 'teal',
  CANCELED: 'red',
  DELETED: 'dark',
  FROZEN: 'cyan',
  PUSH: 'orange',
  MISSION_COMPLETED: 'indigo',
};

/** The front-end names (status) read as their column's label. */
export const NEED_STATUS_LABELS = Object.fromEntries(
  (Object.entries(COLUMN_TO_STATUS) as [TNeedColumnOrMission, TNeedStatus][]).map(
    ([column, status]) => [status, NEED_COLUMN_LABELS[column]],
  ),
) as Record<TNeedStatus, string>;

/** Spec 000 §9: P1 high, P2 medium, P3 low; P4 only in imported data. */
export const PRIORITY_LABELS: Record<'P1' | 'P2' | 'P3' | 'P4', string> = {
  P1: 'High priority',
  P2: 'Medium priority',
  P3: 'Low priority',
  P4: 'Lowest priority',
};

export const CATEGORY_LABELS: Record<(typeof CATEGORIES)[number], string> = {
  developer: 'Developer',
  test: 'Test',
  functionnal: 'Functional',
  IT: 'IT',
  devops: 'DevOps',
  others: 'Others',
};

/** The job-description analysis badges of spec 000 §4. */
export const JD_ANALYSIS_STATUS_LABELS: Record<(typeof JD_ANALYSIS_STATUSES)[number], string> = {
  PENDING: 'JD Analysis Pending',
  READY: 'JD Analysis Complete',
  COMPLETED: 'JD Analysis Complete',
  ERROR: 'JD Analysis Failed',
};

/** The CV analysis badges of spec 001 §2 (candidate card). */
export const CV_ANALYSIS_STATUS_LABELS: Record<(typeof CV_ANALYSIS_STATUSES)[number], string> = {
  PENDING: 'CV Analysis Pending',
  READY: 'CV Analysis Ready',
  ERROR: 'CV Analysis Error',
};

export const STEP_TYPE_LABELS: Record<TStepType, string> = {
  NO_CANDIDATE: 'No Candidate',
  CANDIDATE_IDENTIFIED: 'Candidate Identified',
  PUSH: 'Push CV to Client',
  CANDIDATE_SENT: 'Candidate Sent',
  CANDIDATE_INTERVIEW: 'Candidate Interview',
  GO_NOGO: 'GO/NOGO',
  SALE: 'Sale',
  FROZEN: 'Frozen (Temporary)',
  CANCELED: 'Canceled',
  DELETED: 'Deleted',
};

export const STEP_STATUS_LABELS: Record<TStepStatus, string> = {
  COMPLETED: 'Completed',
  PENDING: 'Pending',
  FAILED: 'Failed',
};

/** Who wrote a step when no person did: the server itself (first step, column propagation). */
export const STEP_SOURCES = { system: 'system' } as const;
export type TStepSource = (typeof STEP_SOURCES)[keyof typeof STEP_SOURCES];
export const STEP_SOURCE_LABELS: Record<TStepSource, string> = {
  system: 'Added automatically',
};

export const GO_NOGO_DECISION_LABELS: Record<(typeof GO_NOGO_DECISIONS)[number], string> = {
  GO: 'GO',
  NO_GO: 'NO GO',
};

export const CONTRACT_TYPE_LABELS: Record<(typeof CONTRACT_TYPES)[number], string> = {
  CDI: 'CDI',
  CDD: 'CDD',
  Freelance: 'Freelance',
  Stage: 'Stage',
  Alternance: 'Alternance',
};

/** A candidate's status on one need (spec 001 §3: ACTIVE and INTERVIEW are seen). */
export const CANDIDATE_LINK_STATUSES = ['ACTIVE', 'INTERVIEW'] as const;
export const CANDIDATE_LINK_STATUS_LABELS: Record<
  (typeof CANDIDATE_LINK_STATUSES)[number],
  string
> = { ACTIVE: 'Active', INTERVIEW: 'Interview' };

/** What the screens say about a candidate's CV (see `getCvState`). */
export const CV_STATE_LABELS: Record<TCvState, string> = {
  NO_CV: 'No CV',
  ANALYZING: 'Analyzing...',
  ANALYZED: 'Analyzed',
  ANALYSIS_FAILED: 'Analysis failed',
  NOT_ANALYZED: 'Not analyzed',
};
export const CV_STATE_COLORS: Record<TCvState, string> = {
  NO_CV: 'gray',
  ANALYZING: 'yellow',
  ANALYZED: 'green',
  ANALYSIS_FAILED: 'red',
  NOT_ANALYZED: 'blue',
};

export const ROLE_LABELS: Record<TRole, string> = {
  Admin: 'Admin',
  Sales: 'Sales',
  Recruiter: 'Recruiter',
};

/** 'candidate-sent' → 'Candidate sent', 'NO_GO' → 'No go': a value no list names yet stays readable. */
export function humanizeValue(value: string): string {
  const words = value.trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

/** The label of `value` in `labels`; an unknown value is humanized, never shown raw. */
export function getLabel(
  labels: Readonly<Record<string, string>>,
  value: string | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return '';
  return Object.hasOwn(labels, value) ? labels[value]! : humanizeValue(value);
}

export const getNeedColumnLabel = (column: string | null | undefined) =>
  getLabel(NEED_COLUMN_LABELS, column);
export const getNeedStatusLabel = (status: string | null | undefined) =>
  getLabel(NEED_STATUS_LABELS, status);
export const getStepSourceLabel = (source: string | null | undefined) =>
  getLabel(STEP_SOURCE_LABELS, source);
export const getCategoryLabel = (category: string | null | undefined) =>
  getLabel(CATEGORY_LABELS, category);

/** The enums above with their label lists, so a test can check every value has its label. */
export const LABELLED_ENUMS = [
  {
    name: 'need column',
    values: [...NEED_COLUMNS, 'MISSION_COMPLETED'],
    labels: NEED_COLUMN_LABELS,
  },
  {
    name: 'need column colour',
    values: [...NEED_COLUMNS, 'MISSION_COMPLETED'],
    labels: NEED_COLUMN_COLORS,
  },
  { name: 'need status', values: Object.values(COLUMN_TO_STATUS), labels: NEED_STATUS_LABELS },
  { name: 'priority', values: ['P1', 'P2', 'P3', 'P4'], labels: PRIORITY_LABELS },
  { name: 'category', values: CATEGORIES, labels: CATEGORY_LABELS },
  { name: 'JD analysis status', values: JD_ANALYSIS_STATUSES, labels: JD_ANALYSIS_STATUS_LABELS },
  { name: 'CV analysis status', values: CV_ANALYSIS_STATUSES, labels: CV_ANALYSIS_STATUS_LABELS },
  { name: 'step type', values: STEP_TYPES, labels: STEP_TYPE_LABELS },
  { name: 'step status', values: STEP_STATUSES, labels: STEP_STATUS_LABELS },
  { name: 'step source', values: Object.values(STEP_SOURCES), labels: STEP_SOURCE_LABELS },
  { name: 'GO/NOGO decision', values: GO_NOGO_DECISIONS, labels: GO_NOGO_DECISION_LABELS },
  { name: 'contract type', values: CONTRACT_TYPES, labels: CONTRACT_TYPE_LABELS },
  {
    name: 'candidate link status',
    values: CANDIDATE_LINK_STATUSES,
    labels: CANDIDATE_LINK_STATUS_LABELS,
  },
  { name: 'CV state', values: CV_STATES, labels: CV_STATE_LABELS },
  { name: 'CV state colour', values: CV_STATES, labels: CV_STATE_COLORS },
  { name: 'role', values: ROLES, labels: ROLE_LABELS },
] as const satisfies readonly {
  name: string;
  values: readonly string[];
  labels: Readonly<Record<string, string>>;
}[];
