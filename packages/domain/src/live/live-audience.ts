import type { TRole } from '../users/user.schema.ts';
import type { TLiveEvent, TLiveEventType } from './live-events.ts';

/**
 * Who receives an event:
 * - `everyone`: every signed-in socket (boards and lists refresh on it), even when a publisher
 *   tags it with the job that caused it;
 * - `roles`: the signed-in sockets of these roles only;
 * - `job`: the sockets that sent subscribe_job for the event's job (`job_id`, else its
 *   `entity_id`: "a job id comes back as entity_id");
 * - `socket`: sent straight to one socket by the hub (its greeting, the presence on a need it
 *   watches), never through the bus;
 * - `processes`: the server processes only (cache invalidations), no socket.
 *
 * Whatever the audience, a socket whose role is refused a confidential field (the domain's
 * CONFIDENTIAL_FIELDS) receives the event without that field, at any depth.
 */
export type TLiveAudience =
  | { to: 'everyone' }
  | { to: 'roles'; roles: readonly TRole[] }
  | { to: 'job' }
  | { to: 'socket' }
  | { to: 'processes' };

const everyone = { to: 'everyone' } as const;
const job = { to: 'job' } as const;
const processes = { to: 'processes' } as const;
/** CRM writes and their runs are the sales side's business. */
const salesSide = { to: 'roles', roles: ['Admin', 'Sales'] } as const;
const admins = { to: 'roles', roles: ['Admin'] } as const;

export const LIVE_AUDIENCE = {
  need_created: everyone,
  need_updated: everyone,
  need_deleted: everyone,
  candidate_created: everyone,
  candidate_updated: everyone,
  candidate_deleted: everyone,
  step_created: everyone,
  step_updated: everyone,
  step_deleted: everyone,
  workflow_request_updated: salesSide,
  workflow_request_triggered: salesSide,
  // Not a job event: it updates the scores on every board, not only the requester's.
  scoring_analysis_complete: everyone,
  scoring_analysis_error: job,
  need_analysis_progress: job,
  need_analysis_complete: job,
  need_analysis_error: job,
  candidate_analysis_progress: job,
  candidate_analysis_complete: job,
  candidate_analysis_error: job,
  mail_generation_progress: job,
  mail_generation_complete: job,
  mail_generation_error: job,
  need_description_mail_progress: job,
  need_description_mail_complete: job,
  need_description_mail_error: job,
  flow_updated: admins,
  gdpr_retention_warning: salesSide,
  webhook_endpoint_disabled: admins,
  presence: { to: 'socket' },
  connection_test: { to: 'socket' },
  session_ended: processes,
  actor_cache_invalidated: processes,
  presence_sync: processes,
  webhook_endpoints_changed: processes,
} as const satisfies Record<TLiveEventType, TLiveAudience>;

/** The job whose subscribers receive the event, or null when it is not a job event. */
export function readLiveEventJobId(event: Pick<TLiveEvent, 'event_type' | 'entity_id' | 'job_id'>) {
  if (LIVE_AUDIENCE[event.event_type].to !== 'job') return null;
  return event.job_id || event.entity_id || null;
}

/** Whether a signed-in socket of this role, following these jobs, receives the event. */
export function isLiveEventFor(
  event: Pick<TLiveEvent, 'event_type' | 'entity_id' | 'job_id'>,
  socket: { role: TRole; jobs: ReadonlySet<string> },
): boolean {
  const audience: TLiveAudience = LIVE_AUDIENCE[event.event_type];
  switch (audience.to) {
    case 'everyone':
      return true;
    case 'roles':
      return audience.roles.includes(socket.role);
    case 'job': {
      const jobId = readLiveEventJobId(event);
      return jobId !== null && socket.jobs.has(jobId);
    }
    default:
      return false;
  }
}
