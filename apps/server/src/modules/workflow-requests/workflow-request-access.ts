import {
  can,
  ErrorCode,
  isUuid,
  WORKFLOW_MESSAGES,
  type TLiveEventPayload,
} from '@staffing/domain';
import { PERMISSION_DENIED } from '../../lib/access.ts';
import type { TActor } from '../../lib/actor.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { readIfMatch } from '../../lib/if-match.ts';
import { liveEvent, type TLiveEvent } from '../realtime/event-bus.ts';

/** Workflow request events reach Admin and Sales sockets only (Recruiters never see them). */
export const WORKFLOW_REQUEST_AUDIENCE = ['Admin', 'Sales'] as const;
export const CANDIDATE_NOT_FOUND = 'Candidate not found';

export function requireAccess(actor: TActor) {
  if (!can.openWorkflows(actor.role)) throw forbidden(PERMISSION_DENIED);
}

/** The version an edit was made against: the body's, else `If-Match` (a malformed one is 400). */
export function expectedVersion(
  bodyVersion: number | undefined,
  ifMatch: string | string[] | undefined,
): number | undefined {
  const fromHeader = readIfMatch(ifMatch, 'workflow request');
  return bodyVersion ?? fromHeader;
}

export function stale(currentVersion: number) {
  return new AppError(ErrorCode.STALE_UPDATE, WORKFLOW_MESSAGES.stale, 409, { currentVersion });
}

export function requireRequestId(id: string) {
  if (!isUuid(id)) throw notFound(WORKFLOW_MESSAGES.notFound);
}

export function workflowEvent<T extends 'workflow_request_updated' | 'workflow_request_triggered'>(
  type: T,
  id: string,
  payload: TLiveEventPayload<T>,
): TLiveEvent {
  return { ...liveEvent(type, id, payload), audience: WORKFLOW_REQUEST_AUDIENCE };
}

export const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
