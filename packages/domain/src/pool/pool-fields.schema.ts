import { z } from 'zod';
import { isDayText } from '../analytics/analytics.rules.ts';
import { blankToNull, blankToUndefined } from '../common/form-input.ts';
import { INPUT_LIMITS } from '../common/limits.ts';

// Apart from the matches' and the bench's answers (pool.schema.ts): the candidate schemas import
// this file, and what they import ships with the board.

export const POOL_KINDS = ['external', 'employee', 'freelance'] as const;
export type TPoolKind = (typeof POOL_KINDS)[number];

export const POOL_MESSAGES = {
  poolKindInvalid: 'Pool must be external, employee or freelance',
  missionEndInvalid: 'Mission end date must be a date (YYYY-MM-DD)',
  reasonRequired: 'A reason is required to hide a match',
  reasonTooLong: `Reason must be at most ${INPUT_LIMITS.nameMax} characters`,
  limitInvalid: 'Limit must be a whole number from 1 to 100',
  notHidden: 'This candidate is not hidden from the need’s matches',
} as const;

export const ZPoolKind = z.enum(POOL_KINDS, { message: POOL_MESSAGES.poolKindInvalid });

/** The pool fields of a candidate's create and edit requests. */
export const poolRequestFields = {
  poolKind: z.preprocess(blankToUndefined, ZPoolKind.optional()),
  missionEndDate: z
    .preprocess(
      blankToNull,
      z.string().trim().refine(isDayText, POOL_MESSAGES.missionEndInvalid).nullable(),
    )
    .optional(),
};
