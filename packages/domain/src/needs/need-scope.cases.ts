import type { TNeedColumn } from './need-column.ts';

/**
 * Which needs the board (active) and Finished Needs list, as a table of cases: run against
 * `isFinishedColumn` in the domain and against the SQL the needs list filters with.
 */
export const NEED_SCOPE_CASES: readonly { column: TNeedColumn; finished: boolean }[] = [
  { column: 'NO_CANDIDATE', finished: false },
  { column: 'CANDIDATE_IDENTIFIED', finished: false },
  { column: 'CANDIDATE_SENT', finished: false },
  { column: 'CANDIDATE_INTERVIEW', finished: false },
  { column: 'GO_NOGO', finished: false },
  { column: 'FROZEN', finished: false },
  { column: 'PUSH', finished: false },
  { column: 'SALE', finished: true },
  { column: 'CANCELED', finished: true },
  { column: 'DELETED', finished: true },
];
