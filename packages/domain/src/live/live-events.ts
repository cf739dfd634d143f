import { z } from 'zod';
import { ZCandidate } from '../candidates/candidate.schema.ts';
import { GDPR_WARNING_EVENT } from '../gdpr/gdpr.rules.ts';
import { ZNeed } from '../needs/need.schema.ts';
import { PRESENCE_EVENT } from '../presence/presence.constants.ts';
import { ZPresenceEntry } from '../presence/presence.ts';
import { ZStep } from '../steps/step.schema.ts';
import { WEBHOOK_DISABLED_EVENT } from '../webhooks/webhook.schema.ts';
import { ZFlow } from '../workflows/flow.schema.ts';
import { ZWorkflowRequest } from '../workflows/workflow-request.schema.ts';

/**
 * Every message of the live seam: what the server publishes on its bus and what a socket
 * receives, `{ event_type, entity_id, timestamp, payload, job_id?, error? }`. One member per
 * event type; each payload is built from the entity schemas the routes answer with.
 *
 * Payload objects are loose: a message is checked against them, never rewritten, so a field a
 * publisher adds (a candidate's latest step on a need) still reaches the screens.
 */

const id = z.string();
const nullableId = z.string().nullable();

/** A candidate as some writes name it: its id and the needs it is on, not the whole record. */
const ZCandidateStub = z.looseObject({
  id,
  needs: z.array(z.looseObject({ needId: id })),
});

/** A need's changed fields at the top level (the spec's "merge the fields"), and the need. */
const ZNeedChanges = ZNeed.partial()
  .extend({ need: ZNeed, version: z.number().int(), updatedAt: z.string() })
  .loose();
/** A candidate left the need: the need's column and progress as they are now. */
const ZNeedCandidateDetached = z.looseObject({
  action: z.literal('CANDIDATE_DETACHED'),
  candidate_id: id,
  column: z.string(),
  progressPct: z.number(),
});

const ZStepPayload = z.looseObject({ step: ZStep, need_id: id, candidate_id: id });

/** Progress, completion and failure of one background job (analysis, mail). */
const ZJobProgress = z.looseObject({
  progress: z.number(),
  stage: z.string().optional(),
  need_id: nullableId.optional(),
  candidate_id: nullableId.optional(),
  job_id: id,
});
const ZJobError = z.looseObject({
  error: z.string(),
  need_id: nullableId.optional(),
  candidate_id: nullableId.optional(),
  job_id: id,
});
const ZMailComplete = z.looseObject({
  progress: z.number(),
  need_id: nullableId,
  email_content: z.string(),
  job_id: id,
});

/** The payload schema of each event type. */
export const LIVE_EVENT_PAYLOADS = {
  need_created: z.looseObject({ need: ZNeed }),
  need_updated: z.union([ZNeedChanges, ZNeedCandidateDetached]),
  need_deleted: z.looseObject({ id }),
  candidate_created: z.looseObject({ candidate: ZCandidate, need_id: nullableId }),
  candidate_updated: z.looseObject({
    candidate: z.union([ZCandidate, ZCandidateStub]),
    need_id: id.optional(),
    /** What happened when it is more than an edit: MERGED, LINKED, DETACHED, DELETED ... */
    action: z.string().optional(),
    /** With MERGED on a need: whether the merge also linked the pair. */
    linked: z.boolean().optional(),
    /** With DELETED: the erasure of the GDPR retention run. */
    gdpr: z.boolean().optional(),
  }),
  candidate_deleted: z.looseObject({ id, merged_into: id, need_id: nullableId.optional() }),
  step_created: ZStepPayload,
  step_updated: ZStepPayload,
  step_deleted: ZStepPayload,
  workflow_request_updated: z.union([
    ZWorkflowRequest.loose(),
    z.looseObject({ id, deleted: z.literal(true) }),
  ]),
  workflow_request_triggered: ZWorkflowRequest.loose(),
  scoring_analysis_complete: z.looseObject({
    candidate_id: nullableId,
    need_id: nullableId,
    score: z.number(),
    justification: z.string(),
    score_job_id: id,
    scored_at: z.string(),
  }),
  scoring_analysis_error: ZJobError,
  need_analysis_progress: ZJobProgress,
  need_analysis_complete: ZJobProgress.extend({
    jd_analysis_status: z.string(),
    jd_analysis: z.unknown(),
    need: ZNeed,
  }),
  need_analysis_error: ZJobError,
  candidate_analysis_progress: ZJobProgress,
  candidate_analysis_complete: ZJobProgress.extend({
    cv_analysis_status: z.string(),
    merged: z.boolean(),
    needsEmailEdit: z.boolean(),
    candidate: ZCandidate,
  }),
  candidate_analysis_error: ZJobError,
  mail_generation_progress: ZJobProgress,
  mail_generation_complete: ZMailComplete,
  mail_generation_error: ZJobError,
  need_description_mail_progress: ZJobProgress,
  need_description_mail_complete: ZMailComplete,
  need_description_mail_error: ZJobError,
  flow_updated: ZFlow.loose(),
  [GDPR_WARNING_EVENT]: z.looseObject({
    candidate_id: id,
    name: z.string(),
    deadline: z.string().nullable(),
    owner_ids: z.array(id),
  }),
  [WEBHOOK_DISABLED_EVENT]: z.looseObject({ id, url: z.string(), reason: z.string() }),
  [PRESENCE_EVENT]: z.looseObject({
    needId: id,
    users: z.array(ZPresenceEntry.omit({ since: true }).loose()),
  }),
  connection_test: z.looseObject({ user_id: id }),
  // Between server processes only (see LIVE_AUDIENCE).
  session_ended: z.looseObject({
    reason: z.string(),
    userId: id.optional(),
    sessionId: id.optional(),
    keepSessionId: id.optional(),
  }),
  actor_cache_invalidated: z.looseObject({
    userId: id.optional(),
    sessionId: id.optional(),
    apiKeys: z.boolean().optional(),
  }),
  presence_sync: z.looseObject({ instance: z.string(), entries: z.array(ZPresenceEntry) }),
  webhook_endpoints_changed: z.looseObject({}),
} as const;

export type TLiveEventType = keyof typeof LIVE_EVENT_PAYLOADS;
export const LIVE_EVENT_TYPES = Object.keys(LIVE_EVENT_PAYLOADS) as TLiveEventType[];

function liveEventMember<T extends TLiveEventType>(type: T) {
  return z.object({
    event_type: z.literal(type),
    entity_id: z.string(),
    timestamp: z.string(),
    payload: LIVE_EVENT_PAYLOADS[type] as (typeof LIVE_EVENT_PAYLOADS)[T],
    /** Job events: the job (flow) id whose subscribers receive the event. */
    job_id: z.string().optional(),
    /** Failure text of *_error events. */
    error: z.string().optional(),
  });
}

type TMembers = { [T in TLiveEventType]: ReturnType<typeof liveEventMember<T>> };
const members = Object.fromEntries(
  LIVE_EVENT_TYPES.map((t) => [t, liveEventMember(t)]),
) as TMembers;

/** One live message of any type, told apart by `event_type`. */
export const ZLiveEvent = z.discriminatedUnion(
  'event_type',
  Object.values(members) as [TMembers[TLiveEventType], ...TMembers[TLiveEventType][]],
);
export type TLiveEvent = { [T in TLiveEventType]: z.infer<TMembers[T]> }[TLiveEventType];
export type TLiveEventOf<T extends TLiveEventType> = Extract<TLiveEvent, { event_type: T }>;
export type TLiveEventPayload<T extends TLiveEventType> = TLiveEventOf<T>['payload'];

/**
 * The envelope alone (a known type, the ids, a payload object), for a message whose payload was
 * built typed by the process that sent it; `audience` travels between server processes only.
 */
export const ZLiveEnvelope = z.looseObject({
  event_type: z.enum(LIVE_EVENT_TYPES as [TLiveEventType, ...TLiveEventType[]]),
  entity_id: z.string(),
  timestamp: z.string(),
  payload: z.record(z.string(), z.unknown()),
  job_id: z.string().optional(),
  error: z.string().optional(),
  audience: z.array(z.string()).optional(),
});

export function isLiveEventType(value: unknown): value is TLiveEventType {
  return typeof value === 'string' && Object.hasOwn(LIVE_EVENT_PAYLOADS, value);
}

/** Builds an event of one type, stamped now unless `at` is given. */
export function liveEvent<T extends TLiveEventType>(
  eventType: T,
  entityId: string,
  payload: TLiveEventPayload<T>,
  at: Date = new Date(),
): TLiveEventOf<T> {
  return {
    event_type: eventType,
    entity_id: entityId,
    timestamp: at.toISOString(),
    payload,
  } as TLiveEventOf<T>;
}

/**
 * A message as it was sent, once checked: the same object, or null when it is not a live event
 * of a known type with its payload's shape.
 */
export function readLiveEvent(value: unknown): TLiveEvent | null {
  return ZLiveEvent.safeParse(value).success ? (value as TLiveEvent) : null;
}
