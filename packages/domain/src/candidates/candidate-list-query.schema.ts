import { z } from 'zod';
import { blankToUndefined } from '../common/form-input.ts';
import { ZPageQuery } from '../common/pagination.schema.ts';
import { camelizeKeys } from '../needs/case-keys.ts';

/** `GET /candidates`: the list's filters, sort and page. */
export const CANDIDATE_STATUS_FILTERS = ['all', 'with-needs', 'without-needs'] as const;
export const CV_ANALYSIS_FILTERS = ['all', 'analyzed', 'not-analyzed'] as const;
export const AVAILABILITY_FILTERS = ['all', 'available', 'not-specified'] as const;
export const CANDIDATE_SORT_FIELDS = [
  'name',
  'email',
  'createdAt',
  'updatedAt',
  'relevanceScore',
] as const;

export const ZCandidateListQuery = z.preprocess(
  camelizeKeys,
  ZPageQuery.extend({
    search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    status: z.preprocess(blankToUndefined, z.enum(CANDIDATE_STATUS_FILTERS).default('all')),
    cvAnalysis: z.preprocess(blankToUndefined, z.enum(CV_ANALYSIS_FILTERS).default('all')),
    availability: z.preprocess(blankToUndefined, z.enum(AVAILABILITY_FILTERS).default('all')),
    sortBy: z.preprocess(blankToUndefined, z.enum(CANDIDATE_SORT_FIELDS).default('updatedAt')),
    sortOrder: z.preprocess(
      (v) => (typeof v === 'string' && v ? v.toLowerCase() : undefined),
      z.enum(['asc', 'desc']).default('desc'),
    ),
  }),
);
export type TCandidateListQuery = z.infer<typeof ZCandidateListQuery>;
