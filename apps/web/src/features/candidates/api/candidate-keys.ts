import type { TCandidate, TCandidateStage, TFollowUpState, TStep } from '@staffing/domain';

/** One root per cache so a live event can refresh exactly what it touches. */
export const candidateKeys = {
  all: ['candidates'] as const,
  list: (params: object) => ['candidates', 'list', params] as const,
  lists: ['candidates', 'list'] as const,
  search: (search: string) => ['candidates', 'all', search] as const,
  detail: (id: string) => ['candidates', 'detail', id] as const,
  byNeed: (needId: string) => ['candidates', 'by-need', needId] as const,
  bulkRoot: ['candidates', 'bulk'] as const,
  /** One need's candidates for its card or table row (loaded in bulk with the others). */
  need: (needId: string) => ['candidates', 'need', needId] as const,
  bulk: (needIds: readonly string[]) => ['candidates', 'bulk', needIds.join(',')] as const,
};

/** Steps are cached per need and candidate pair (spec 001 section 3, key needId_candidateId). */
export const stepKeys = {
  all: ['steps'] as const,
  pair: (needId: string, candidateId: string) => ['steps', `${needId}_${candidateId}`] as const,
};

export type TLatestStep = TStep & { detail?: Record<string, unknown> | null };

/** A candidate of `/candidates/by-need/{needId}/with-status`. */
export type TCandidateWithStatus = TCandidate & {
  latestStep: TLatestStep | null;
  /** The NO_GO decision on this need, if any: the candidate is then Rejected (docs/decisions/0009-latest-step.md). */
  noGoStep?: TLatestStep | null;
  /** Sent to the client and waiting (`due` after FOLLOW_UP_DAYS). */
  followUp?: TFollowUpState | null;
  stage: TCandidateStage;
  stageProgress: number;
};

/** A candidate of the bulk map; `latestStep` is read when the server sends it. */
export type TNeedCandidate = TCandidate & {
  latestStep?: TLatestStep | null;
  noGoStep?: TLatestStep | null;
};
