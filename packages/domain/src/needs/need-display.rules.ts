import {
  JD_ANALYSIS_STATUS_LABELS,
  NEED_COLUMN_COLORS,
  NEED_COLUMN_LABELS,
} from '../common/labels.ts';
import type { TNeedColumn, TNeedStatus } from './need-column.ts';

export type TBoardColumn = { id: TNeedStatus; column: TNeedColumn; title: string; color: string };

const boardColumn = (id: TNeedStatus, column: TNeedColumn): TBoardColumn => ({
  id,
  column,
  title: NEED_COLUMN_LABELS[column],
  color: NEED_COLUMN_COLORS[column],
});

/** The workflow view's five columns (spec 000 section 2). */
export const BOARD_COLUMNS: readonly TBoardColumn[] = [
  boardColumn('no-candidate', 'NO_CANDIDATE'),
  boardColumn('candidate-identified', 'CANDIDATE_IDENTIFIED'),
  boardColumn('candidate-sent', 'CANDIDATE_SENT'),
  boardColumn('candidate-interview', 'CANDIDATE_INTERVIEW'),
  boardColumn('go-nogo', 'GO_NOGO'),
];

/** The simplified Frozen / Push view. */
export const SIMPLIFIED_BOARD_COLUMNS: readonly TBoardColumn[] = [
  boardColumn('frozen', 'FROZEN'),
  boardColumn('push', 'PUSH'),
];

export const BOARD_EMPTY_TEXT: Partial<Record<TNeedColumn, string>> = {
  FROZEN: 'No frozen needs',
  PUSH: 'No push needs',
};

/** Title of any column, for the Confirm Move dialog and status badges. */
export function getColumnTitle(column: TNeedColumn): string {
  return NEED_COLUMN_LABELS[column];
}

/** Progress bar: above 80 green, above 50 blue, above 25 yellow, else red. */
export function getProgressColor(pct: number): 'green' | 'blue' | 'yellow' | 'red' {
  if (pct > 80) return 'green';
  if (pct > 50) return 'blue';
  if (pct > 25) return 'yellow';
  return 'red';
}

/** Colour of a relevance score (0-100): green from 70, yellow from 40, else red. */
export function getScoreColor(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 70) return 'green';
  if (score >= 40) return 'yellow';
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
  if (!status || !Object.hasOwn(JD_ANALYSIS_STATUS_LABELS, status)) return null;
  return JD_ANALYSIS_STATUS_LABELS[status as keyof typeof JD_ANALYSIS_STATUS_LABELS];
}
