import type { TNeedColumn, TNeedStatus } from './need-column.ts';

export type TBoardColumn = { id: TNeedStatus; column: TNeedColumn; title: string; color: string };

/** The workflow view's five columns (spec 000 section 2). */
export const BOARD_COLUMNS: readonly TBoardColumn[] = [
  { id: 'no-candidate', column: 'NO_CANDIDATE', title: 'No Candidate', color: 'gray' },
  {
    id: 'candidate-identified',
    column: 'CANDIDATE_IDENTIFIED',
    title: 'Candidate Identified',
    color: 'blue',
  },
  { id: 'candidate-sent', column: 'CANDIDATE_SENT', title: 'Candidate Sent', color: 'yellow' },
  {
    id: 'candidate-interview',
    column: 'CANDIDATE_INTERVIEW',
    title: 'Candidate Interview',
    color: 'purple',
  },
  { id: 'go-nogo', column: 'GO_NOGO', title: 'GO/NOGO', color: 'green' },
];

/** The simplified Frozen / Push view. */
export const SIMPLIFIED_BOARD_COLUMNS: readonly TBoardColumn[] = [
  { id: 'frozen', column: 'FROZEN', title: 'Frozen', color: 'cyan' },
  { id: 'push', column: 'PUSH', title: 'Push CV', color: 'orange' },
];

export const BOARD_EMPTY_TEXT: Partial<Record<TNeedColumn, string>> = {
  FROZEN: 'No frozen needs',
  PUSH: 'No push needs',
};

const OTHER_TITLES: Record<TNeedColumn, string> = {
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
};

/** Title of any column, for the Confirm Move dialog and status badges. */
export function getColumnTitle(column: TNeedColumn): string {
  return OTHER_TITLES[column];
}

/** Progress bar: above 80 green, above 50 blue, above 25 yellow, else red. */
export function getProgressColor(pct: number): 'green' | 'blue' | 'yellow' | 'red' {
  if (pct > 80) return 'green';
  if (pct > 50) return 'blue';
  if (pct > 25) return 'yellow';
  return 'red';
}

/** P1 red, P2 orange, P3 yellow, P4 (imported data only) green, anything else gray. */
export function getPriorityColor(priority: string): 'red' | 'orange' | 'yellow' | 'green' | 'gray' {
  switch (priority) {
    case 'P1':
      return 'red';
    case 'P2':
      return 'orange';
    case 'P3':
      return 'yellow';
    case 'P4':
      return 'green';
    default:
      return 'gray';
  }
}

export const ELLIPSIS = '...';

/** Text longer than `max` keeps `max - 3` characters plus '...' (50 → 47 + '...'). */
export function truncateText(text: string, max = 50): string {
  if (text.length <= max) return text;
  return text.slice(0, Math.max(0, max - ELLIPSIS.length)) + ELLIPSIS;
}

/** Order client chips are truncated at 12 characters the same way. */
export function truncateChip(text: string, max = 12): string {
  return truncateText(text, max);
}

/** First `limit` items, and how many are hidden behind '+N'. */
export function getVisibleChips<T>(list: readonly T[], limit = 2): { shown: T[]; more: number } {
  return { shown: list.slice(0, limit), more: Math.max(0, list.length - limit) };
}

/** Needs list analysis column: 'Analyzed' (with the required-skill count), 'Analyzing...', 'No analysis'. */
export function getAnalysisStatusLabel(need: {
  jdAnalysisStatus?: string | null;
  jdRequiredSkills?: readonly string[] | null;
}): { label: string; count: number | null } {
  if (need.jdAnalysisStatus === 'READY' || need.jdAnalysisStatus === 'COMPLETED')
    return { label: 'Analyzed', count: need.jdRequiredSkills?.length ?? 0 };
  if (need.jdAnalysisStatus === 'PENDING') return { label: 'Analyzing...', count: null };
  return { label: 'No analysis', count: null };
}

/** Badge of the job-description analysis. */
export function getJdAnalysisBadge(status: string | null | undefined): string | null {
  if (status === 'PENDING') return 'JD Analysis Pending';
  if (status === 'READY' || status === 'COMPLETED') return 'JD Analysis Complete';
  if (status === 'ERROR') return 'JD Analysis Failed';
  return null;
}
