import { z } from 'zod';

/**
 * The eight stages of a need and of a candidate on it, in the spec's order: the one list behind
 * the columns, a candidate's stage (the most advanced step) and the rank a column move uses.
 */
export const PIPELINE_STAGES = [
  'NO_CANDIDATE',
  'CANDIDATE_IDENTIFIED',
  'CANDIDATE_SENT',
  'CANDIDATE_INTERVIEW',
  'GO_NOGO',
  'SALE',
  'CANCELED',
  'DELETED',
] as const;

/** Server names of a need's stage, in the order of the spec, then the two parking columns. */
export const NEED_COLUMNS = [...PIPELINE_STAGES, 'FROZEN', 'PUSH'] as const;
export const ZNeedColumn = z.enum(NEED_COLUMNS, { message: 'Invalid column selection' });
export type TNeedColumn = z.infer<typeof ZNeedColumn>;

/** Front-end names (status) of each column; MISSION_COMPLETED only arrives through live events. */
export const COLUMN_TO_STATUS = {
  NO_CANDIDATE: 'no-candidate',
  CANDIDATE_IDENTIFIED: 'candidate-identified',
  CANDIDATE_SENT: 'candidate-sent',
  CANDIDATE_INTERVIEW: 'candidate-interview',
  GO_NOGO: 'go-nogo',
  SALE: 'sold',
  CANCELED: 'canceled',
  DELETED: 'deleted',
  FROZEN: 'frozen',
  PUSH: 'push',
  MISSION_COMPLETED: 'mission-completed',
} as const;
export type TNeedStatus = (typeof COLUMN_TO_STATUS)[keyof typeof COLUMN_TO_STATUS];

export const WORKFLOW_COLUMNS = [
  'NO_CANDIDATE',
  'CANDIDATE_IDENTIFIED',
  'CANDIDATE_SENT',
  'CANDIDATE_INTERVIEW',
  'GO_NOGO',
] as const satisfies readonly TNeedColumn[];
export const SIMPLIFIED_COLUMNS = ['FROZEN', 'PUSH'] as const satisfies readonly TNeedColumn[];
export const FINISHED_COLUMNS = [
  'SALE',
  'CANCELED',
  'DELETED',
] as const satisfies readonly TNeedColumn[];
/** Active needs: everything that has not left the pipeline. */
export const ACTIVE_COLUMNS = [...WORKFLOW_COLUMNS, ...SIMPLIFIED_COLUMNS] as const;

export const PRIORITIES = ['P1', 'P2', 'P3'] as const;
export const ZPriority = z.enum(PRIORITIES, { message: 'Priority must be P1, P2, or P3' });
export type TPriority = z.infer<typeof ZPriority>;

export const CATEGORIES = ['developer', 'test', 'functionnal', 'IT', 'devops', 'others'] as const;

export const JD_ANALYSIS_STATUSES = ['PENDING', 'READY', 'COMPLETED', 'ERROR'] as const;
export const ZJdAnalysisStatus = z.enum(JD_ANALYSIS_STATUSES);
export type TJdAnalysisStatus = z.infer<typeof ZJdAnalysisStatus>;
