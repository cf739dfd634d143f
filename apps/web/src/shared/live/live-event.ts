/** Events every signed-in socket receives. */
export const LIVE_ENTITY_EVENTS = [
  'need_created',
  'need_updated',
  'need_deleted',
  'candidate_created',
  'candidate_updated',
  'step_created',
  'step_updated',
  'step_deleted',
  'workflow_request_updated',
  'workflow_request_triggered',
  'scoring_analysis_complete',
] as const;

/** Events only sockets that sent subscribe_job for the job id receive. */
export const LIVE_JOB_EVENTS = [
  'need_analysis_progress',
  'need_analysis_complete',
  'need_analysis_error',
  'candidate_analysis_progress',
  'candidate_analysis_complete',
  'candidate_analysis_error',
  'mail_generation_progress',
  'mail_generation_complete',
  'mail_generation_error',
  'need_description_mail_progress',
  'need_description_mail_complete',
  'need_description_mail_error',
] as const;

export type LiveEntityEventType = (typeof LIVE_ENTITY_EVENTS)[number];
export type LiveJobEventType = (typeof LIVE_JOB_EVENTS)[number];
/** Known names autocomplete; other names (e.g. screencast_frame) still type-check. */
export type LiveEventType = LiveEntityEventType | LiveJobEventType | (string & {});

/** A server message in one shape, whichever of the accepted wire spellings it came in. */
export interface LiveEvent {
  type: string;
  /** The entity the event is about; for job events, the job id unless `jobId` says it. */
  entityId: string | null;
  /** The job a job event belongs to, when the server names it apart from the entity (`job_id`). */
  jobId?: string | null;
  /** ISO 8601 time the server stamped, when it sent one. */
  timestamp: string | null;
  payload: unknown;
  /** Failure text of *_error events. */
  error: string | null;
  /** Client clock (ms) when the message arrived. */
  receivedAt: number;
}

export type LiveEventHandler = (event: LiveEvent) => void;

export const CONNECTION_TEST_EVENT = 'connection_test';
