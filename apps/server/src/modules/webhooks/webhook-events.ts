import {
  FINISHED_COLUMNS,
  type TCandidate,
  type TLiveEventPayload,
  type TNeed,
  type TLiveEvent,
  type TWebhookData,
  type TWebhookEventType,
  type TWebhookMessageType,
  type TWorkflowRequestStatus,
} from '@staffing/domain';

/** One message for the receivers: its type, its `data`, and what it concerns (for the flow row). */
export type TWebhookMessage<T extends TWebhookMessageType = TWebhookMessageType> = {
  [K in T]: {
    type: K;
    occurredAt: string;
    data: TWebhookData<K>;
    needId: string | null;
    candidateId: string | null;
    /** Set when the same live event can come twice for one business fact (sent once per endpoint). */
    dedupeKey: string | null;
  };
}[T];

/** A message an endpoint subscribes to (every type but the test event). */
export type TWebhookEvent = TWebhookMessage<TWebhookEventType>;

type TNeedUpdate = TLiveEventPayload<'need_updated'>;
const isNeedChange = (p: TNeedUpdate): p is Extract<TNeedUpdate, { need: TNeed }> =>
  'need' in p && typeof p.need === 'object' && p.need !== null;

const FINISHED_REQUEST: readonly TWorkflowRequestStatus[] = ['COMPLETED', 'FAILED', 'CANCELLED'];
// need_updated keys that are bookkeeping rather than the fields that changed.
const NOT_CHANGES = new Set(['version', 'updatedAt', 'need', 'status', 'action']);

/**
 * The webhook events a live event stands for. The live events are what every write already
 * publishes after its commit; their payload tells a move (column changed), a close (moved to
 * SALE, CANCELED or DELETED) and a link (a candidate created on a need, linked, or merged into
 * and linked) apart from other updates.
 */
export function toWebhookEvents(event: TLiveEvent): TWebhookEvent[] {
  const base = { occurredAt: event.timestamp, dedupeKey: null };
  switch (event.event_type) {
    case 'need_created': {
      const { need } = event.payload;
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
      const p = event.payload;
      // Updates without the need itself (a candidate detached) are not need changes.
      if (!isNeedChange(p)) return [];
      const changed = Object.keys(p).filter((k) => !NOT_CHANGES.has(k));
      const column = typeof p.column === 'string' ? p.column : null;
      const type =
        column === null
          ? 'need.updated'
          : (FINISHED_COLUMNS as readonly string[]).includes(column)
            ? 'need.closed'
            : 'need.moved';
      const data = { need: p.need, changed };
      return [{ ...base, type, data, needId: event.entity_id, candidateId: null }];
    }
    case 'candidate_created':
    case 'candidate_updated': {
      const p = event.payload;
      const needId = p.need_id;
      const isLink =
        event.event_type === 'candidate_created' ||
        p.action === 'LINKED' ||
        (p.action === 'MERGED' && p.linked === true);
      if (!needId || !isLink) return [];
      // A link always carries the whole candidate; the id-and-needs stub is for erasures.
      const candidate = p.candidate as TCandidate;
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
      const p = event.payload;
      return [
        {
          ...base,
          type: 'step.created',
          data: { step: p.step },
          needId: p.need_id,
          candidateId: p.candidate_id,
        },
      ];
    }
    case 'workflow_request_updated': {
      const p = event.payload;
      if ('deleted' in p || !FINISHED_REQUEST.includes(p.status)) return [];
      return [
        {
          ...base,
          type: 'workflow_request.finished',
          data: { workflowRequest: p },
          needId: text(p.needId),
          candidateId: text(p.candidateId),
          // An edit of a finished request publishes it again: one event per run and outcome.
          dedupeKey: `workflow_request.finished:${event.entity_id}:${String(p.attempts)}:${p.status}`,
        },
      ];
    }
    default:
      return [];
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);
