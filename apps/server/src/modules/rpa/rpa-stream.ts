import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  getTwofaCodeError,
  isFlowFinished,
  normaliseFlowStatus,
  isRpaBrowserFlowType,
  RPA_MESSAGES,
  ZTwofaCodeInput,
  type TRpaStreamMessage,
} from '@staffing/domain';
import type { TFlowRow } from '../jobs/flows.repository.ts';
import { FLOW_EVENT } from '../jobs/jobs.ts';
import type { TEventBus, TLiveEvent } from '../realtime/event-bus.ts';
import {
  readSessionEndFor,
  SIGN_IN_CLOSE,
  TOKEN_EXPIRED_REASON,
  watchTokenExpiry,
  type TAuthenticateSocket,
} from '../realtime/socket-sign-in.ts';
import type { TLiveRelay } from './live-relay.ts';
import type { TTwofaCodesRepository } from './twofa-codes.repository.ts';
import { ZRpaFlowPayload } from './rpa-flow-payload.ts';

/** Close codes of the stream (docs/decisions/0014-rpa-stream.md). */
export const STREAM_CLOSE = {
  finished: 1000,
  goingAway: 1001,
  /** A bad token, or one that expired while watching (the viewer refreshes and reconnects). */
  authFailed: SIGN_IN_CLOSE.authFailed,
  /** The viewer's session ended (revoked, signed out everywhere, password or role changed...). */
  sessionEnded: SIGN_IN_CLOSE.sessionEnded,
  notAdmin: 4003,
  notFound: 4004,
  serverError: 4000,
} as const;

const MAX_CLIENT_MESSAGE_BYTES = 4 * 1024;
const CLOSE_GRACE_MS = 2_000;

export type TStreamDeps = {
  bus: TEventBus;
  relay: TLiveRelay;
  codes: TTwofaCodesRepository;
  findFlow: (id: string) => Promise<TFlowRow | undefined>;
  logger: FastifyBaseLogger;
};

function close(socket: WebSocket, code: number, reason: string) {
  if (socket.readyState === socket.CLOSED || socket.readyState === socket.CLOSING) return;
  socket.close(code, reason);
  const timer = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

const send = (socket: WebSocket, message: TRpaStreamMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/**
 * One viewer of a browser run: checked (a token of a live Admin session, or of the Sales user
 * whose request started the run, who watches without typing codes; an RPA flow), then
 * connection_established, status_update on every change of the flow's status or message (from
 * the event bus, so from any process), the run's frames and 2FA prompts (from the relay of this
 * process), and the codes it types stored for the run. Closed after the final status_update.
 */
export function acceptStreamViewer(
  deps: TStreamDeps,
  socket: WebSocket,
  flowId: string | null,
  token: string | undefined,
  authenticate: TAuthenticateSocket,
): void {
  const { bus, relay, codes, logger } = deps;
  let flow: TFlowRow | undefined;
  let last = { status: '', message: null as string | null };
  let leave: (() => Promise<void>) | undefined;
  let unsubscribe: (() => void) | undefined;
  let stopExpiry: (() => void) | undefined;
  let isClosed = false;
  /** A Sales user watching their own run: frames and statuses, never a code. */
  let isReadOnly = true;
  const early: string[] = [];

  function cleanup() {
    if (isClosed) return;
    isClosed = true;
    unsubscribe?.();
    stopExpiry?.();
    void leave?.();
  }

  function statusUpdate(status: string, message: string | null) {
    if (status === last.status && message === last.message) return;
    last = { status, message };
    send(socket, { type: 'status_update', status, message });
    if (isFlowFinished(status)) close(socket, STREAM_CLOSE.finished, 'Flow finished');
  }

  async function handleText(text: string) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return;
    }
    const input = ZTwofaCodeInput.safeParse(data);
    if (!input.success || !flow || isReadOnly) return;
    const refusal = getTwofaCodeError(input.data.code);
    if (refusal) {
      send(socket, {
        type: 'twofa_error',
        message: refusal === RPA_MESSAGES.codeRequired ? refusal : RPA_MESSAGES.codeSixDigits,
      });
      return;
    }
    const needId = input.data.need_id;
    const run = ZRpaFlowPayload.pick({ needId: true }).safeParse(flow.payload);
    const runNeedId = run.success ? run.data.needId : null;
    if (needId && needId !== flow.needId && needId !== runNeedId) {
      send(socket, { type: 'twofa_error', message: RPA_MESSAGES.codeForAnotherNeed });
      return;
    }
    await codes.insert(flow.id, input.data.code);
  }

  socket.on('message', (data, isBinary) => {
    if (isBinary) return;
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer);
    if (bytes.byteLength > MAX_CLIENT_MESSAGE_BYTES) return;
    const text = bytes.toString('utf8');
    if (!flow) {
      if (early.length < 20) early.push(text);
      return;
    }
    handleText(text).catch((err) => logger.error({ err, flowId }, 'rpa stream message failed'));
  });
  socket.on('close', cleanup);
  socket.on('error', (err) => logger.debug({ err }, 'rpa stream socket error'));

  (async () => {
    const identity = await authenticate(token);
    if (isClosed) return;
    if (!identity)
      return close(socket, STREAM_CLOSE.authFailed, RPA_MESSAGES.authenticationRequired);
    const { actor } = identity;
    if (actor.role !== 'Admin' && actor.role !== 'Sales')
      return close(socket, STREAM_CLOSE.notAdmin, RPA_MESSAGES.streamAdminOnly);
    const found = flowId ? await deps.findFlow(flowId) : undefined;
    if (isClosed) return;
    // Spec 001 §4: Watch Live is offered to the Sales user on the run of their own request.
    if (actor.role !== 'Admin' && found?.createdBy !== actor.id)
      return close(socket, STREAM_CLOSE.notAdmin, RPA_MESSAGES.streamAdminOnly);
    isReadOnly = actor.role !== 'Admin';
    if (!found || !flowId)
      return close(socket, STREAM_CLOSE.notFound, RPA_MESSAGES.streamFlowNotFound);
    if (found.category !== 'crm_rpa' || !found.type.startsWith('rpa_'))
      return close(socket, STREAM_CLOSE.notFound, RPA_MESSAGES.streamNotRpa);
    flow = found;
    // Subscribed before the first message, so no change between the read and now is lost.
    const endSession = (event: TLiveEvent) => {
      const reason = readSessionEndFor(event, actor);
      if (reason) close(socket, STREAM_CLOSE.sessionEnded, reason);
      return reason !== null;
    };
    stopExpiry = watchTokenExpiry(
      () => identity.expiresAt,
      () => close(socket, STREAM_CLOSE.authFailed, TOKEN_EXPIRED_REASON),
    );
    unsubscribe = bus.subscribe((event) => {
      if (endSession(event) || event.event_type !== FLOW_EVENT || event.entity_id !== flowId)
        return;
      const p = event.payload as {
        status?: string;
        message?: string | null;
        error?: string | null;
      };
      if (!p.status) return;
      const status = normaliseFlowStatus(p.status);
      statusUpdate(status, isFlowFinished(status) && p.error ? p.error : (p.message ?? null));
    });
    const status = normaliseFlowStatus(found.status);
    const message = status === 'error' && found.error ? found.error : found.message;
    send(socket, { type: 'connection_established', flow_id: flowId, status, message });
    last = { status: '', message: null };
    statusUpdate(status, message);
    if (isClosed || isFlowFinished(status)) return;
    // An API run (a workflow request's `rpa_<action>`) has no browser: say so, keep the statuses.
    if (!isRpaBrowserFlowType(found.type))
      send(socket, { type: 'status_update', status, message: RPA_MESSAGES.streamApiRun });
    leave = await relay.addViewer(flowId, socket);
    if (isClosed) void leave();
    for (const text of early.splice(0)) await handleText(text);
  })().catch((err) => {
    logger.error({ err, flowId }, 'rpa stream failed');
    close(socket, STREAM_CLOSE.serverError, 'Internal server error');
  });
}
