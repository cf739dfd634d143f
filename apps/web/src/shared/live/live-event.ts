import type { TLiveEventType } from '@staffing/domain';

/** Known names (the domain's live events) autocomplete; other names still type-check. */
export type LiveEventType = TLiveEventType | (string & {});

/** A server message in one shape, whichever of the accepted wire spellings it came in. */
export interface LiveEvent<T extends LiveEventType = LiveEventType> {
  type: T;
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

export type LiveEventHandler<T extends LiveEventType = LiveEventType> = (
  event: LiveEvent<T>,
) => void;

export const CONNECTION_TEST_EVENT = 'connection_test';
