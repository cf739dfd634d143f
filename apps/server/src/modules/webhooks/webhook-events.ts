import {
  FINISHED_COLUMNS,
  type TWebhookEventType,
  type TWorkflowRequestStatus,
} from '@staffing/domain';
import type { TLiveEvent } from '../realtime/event-bus.ts';

/** One event for the receivers: its type, its `data`, and what it concerns (for the flow row). */
export type TWebhookEvent = {
  type: TWebhookEventType;
  occurredAt: string;
  data: Record<string, unknown>;
  needId: string | null;
  candidateId: string | null;
  /** Set when the same live event can come twice for one business fact (sent once per endpoint). */
  dedupeKey: string | null;
};

const FINISHED_REQUEST: readonly TWorkflowRequestStatus[] = ['COMPLETED', 'FAILED', 'CANCELLED'];
// need_updated keys that are bookkeeping rather than the fields that changed.
const NOT_CHANGES = new Set(['version', 'updatedAt', 'need', 'status', 'action']);

const record = (v: unknown) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const text = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * The webhook events a live event stands for. The live events are what every write already
 * publishes after its commit; their payload tells a move (column changed), a close (moved to
 * SALE, CANCELED or DELETED) and a link (a candidate created on a need, linked, or merged into
 * and linked) apart from other updates.
 */
export function toWebhookEvents(event: TLiveEvent): TWebhookEvent[] {
  const p = event.payload;
  const base = { occurredAt: event.timestamp, dedupeKey: null };
  switch (event.event_type) {
    case 'need_created': {
      const need = record(p.need);
      if (!need) return [];
      return [
        {
          ...base,
          type: 'need.created',
          data: { need },
          needId: event.entity_id,
          candidateId: null,
        },
      ];
    }
    case 'need_updated': {
      // Updates without the need itself (a candidate detached) are not need changes.
      const need = record(p.need);
      if (!need) return [];
      const changed = Object.keys(p).filter((k) => !NOT_CHANGES.has(k));
      const column = text(p.column);
      const type: TWebhookEventType =
        column === null
          ? 'need.updated'
          : (FINISHED_COLUMNS as readonly string[]).includes(column)
            ? 'need.closed'
            : 'need.moved';
      return [
        { ...base, type, data: { need, changed }, needId: event.entity_id, candidateId: null },
      ];
    }
    case 'candidate_created':
    case 'candidate_updated': {
      const needId = text(p.need_id);
      const candidate = record(p.candidate);
      if (!needId || !candidate) return [];
      const isLink =
        event.event_type === 'candidate_created' ||
        p.action === 'LINKED' ||
        (p.action === 'MERGED' && p.linked === true);
      if (!isLink) return [];
      return [
        {
          ...base,
          type: 'candidate.linked',
          data: { needId, candidate },
          needId,
          candidateId: event.entity_id,
        },
      ];
    }
    case 'step_created': {
      const step = record(p.step);
      if (!step) return [];
      return [
        {
          ...base,
          type: 'step.created',
          data: { step },
          needId: text(p.need_id),
          candidateId: text(p.candidate_id),
        },
      ];
    }
    case 'workflow_request_updated': {
      const status = text(p.status) as TWorkflowRequestStatus | null;
      if (!status || !FINISHED_REQUEST.includes(status) || p.deleted) return [];
      return [
        {
          ...base,
          type: 'workflow_request.finished',
          data: { workflowRequest: p },
          needId: text(p.needId),
          candidateId: text(p.candidateId),
          // An edit of a finished request publishes it again: one event per run and outcome.
          dedupeKey: `workflow_request.finished:${event.entity_id}:${String(p.attempts)}:${status}`,
        },
      ];
    }
    default:
      return [];
  }
}
