import { z } from 'zod';
import { blankToUndefined } from '../common/form-input.ts';
import { pageQueryFields, zPage } from '../common/pagination.schema.ts';
import { ZUuid } from '../common/uuid.ts';
import { ZCandidate } from '../candidates/candidate.schema.ts';
import { camelizeKeys } from '../needs/case-keys.ts';
import { DUPLICATE_REASONS, MERGE_FIELDS } from './duplicate.rules.ts';

export const DUPLICATE_MESSAGES = {
  candidateIdInvalid: 'Candidate not found',
  sameCandidate: 'A candidate cannot be merged with itself',
  mergeNotFound: 'Merge not found',
  mergeAlreadyUndone: 'This merge was already undone',
  mergeTooOld: 'This merge is older than 30 days and can no longer be undone',
  mergeKeptChanged:
    'The kept candidate was merged or deleted since: undo that first, or restore by hand',
  mergedEmailTaken:
    'The merged candidate’s e-mail now belongs to another candidate: it cannot be restored',
  mergeStale: 'One of the two candidates was changed meanwhile. Reload and merge again.',
} as const;

export const ZDuplicateReason = z.enum(DUPLICATE_REASONS);

/** One candidate that may be the same person as the record in question. */
export const ZDuplicateMatch = z
  .object({
    candidate: ZCandidate,
    reasons: z.array(ZDuplicateReason).min(1),
    score: z.number().meta({ description: 'How sure, 0–100 (best first).' }),
    message: z.string().meta({ description: "In words: 'This may be Karim Benali (same phone)'." }),
  })
  .meta({ id: 'DuplicateMatch' });
export type TDuplicateMatch = z.infer<typeof ZDuplicateMatch>;
export const ZDuplicateMatches = z.array(ZDuplicateMatch);

/** `POST /candidates/duplicates/check`: what the form has typed so far. */
export const ZDuplicateCheckRequest = z.preprocess(
  camelizeKeys,
  z.object({
    name: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    email: z.preprocess(blankToUndefined, z.string().trim().max(254).optional()),
    phone: z.preprocess(blankToUndefined, z.string().trim().max(50).optional()),
    linkedinUrl: z.preprocess(blankToUndefined, z.string().trim().max(500).optional()),
    cvCity: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    employers: z.array(z.string().trim().max(300)).max(10).optional(),
    /** The record being edited, left out of its own matches. */
    excludeId: z.preprocess(
      blankToUndefined,
      ZUuid(DUPLICATE_MESSAGES.candidateIdInvalid).optional(),
    ),
  }),
);
export type TDuplicateCheckRequest = z.infer<typeof ZDuplicateCheckRequest>;

/** A pair of the pool that may be one person. */
export const ZDuplicatePair = z
  .object({
    a: ZCandidate,
    b: ZCandidate,
    reasons: z.array(ZDuplicateReason).min(1),
    score: z.number(),
  })
  .meta({ id: 'DuplicatePair' });
export type TDuplicatePair = z.infer<typeof ZDuplicatePair>;
export const ZDuplicatePairPage = zPage(ZDuplicatePair).meta({ id: 'DuplicatePairPage' });
export type TDuplicatePairPage = z.infer<typeof ZDuplicatePairPage>;
export const ZDuplicatePairQuery = z.object(pageQueryFields(100, 20));

/** 'Not the same person': remembered for the pair, in both orders. */
export const ZDismissDuplicateRequest = z.preprocess(
  camelizeKeys,
  z.object({
    candidateId: ZUuid(DUPLICATE_MESSAGES.candidateIdInvalid),
    otherId: ZUuid(DUPLICATE_MESSAGES.candidateIdInvalid),
  }),
);
export type TDismissDuplicateRequest = z.infer<typeof ZDismissDuplicateRequest>;

export const ZMergeSide = z.enum(['kept', 'merged']);
/** `POST /candidates/{keptId}/merge`. */
export const ZMergeCandidatesRequest = z.preprocess(
  camelizeKeys,
  z.object({
    mergedId: ZUuid(DUPLICATE_MESSAGES.candidateIdInvalid),
    /** Per field, the record its value comes from; a field left out follows defaultMergeChoices. */
    fields: z.partialRecord(z.enum(MERGE_FIELDS), ZMergeSide).default({}),
    /** The versions the person saw: a record changed since is refused (409 STALE_UPDATE). */
    version: z.number().int().min(0).optional(),
    mergedVersion: z.number().int().min(0).optional(),
  }),
);
export type TMergeCandidatesRequest = z.infer<typeof ZMergeCandidatesRequest>;

export const ZCandidateMerge = z
  .object({
    id: z.string(),
    keptId: z.string(),
    mergedId: z.string(),
    mergedName: z.string(),
    createdAt: z.iso.datetime(),
    undoUntil: z.iso.datetime(),
    undoneAt: z.iso.datetime().nullable(),
    candidate: ZCandidate.meta({ description: 'The kept candidate, after the merge.' }),
  })
  .meta({ id: 'CandidateMerge' });
export type TCandidateMerge = z.infer<typeof ZCandidateMerge>;

/** `POST /candidate-merges/{id}/undo`: both candidates as they are again. */
export const ZMergeUndone = z
  .object({ kept: ZCandidate, restored: ZCandidate })
  .meta({ id: 'CandidateMergeUndone' });
