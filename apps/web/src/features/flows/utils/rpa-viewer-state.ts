import { RPA_MESSAGES, RPA_TIMINGS, type TRpaStreamMessage } from '@staffing/domain';

/** Spec 001 §4 'Live viewer': connecting, connected and waiting for frames, showing frames. */
export type TRpaViewerPhase =
  'waiting' | 'connecting' | 'connected' | 'streaming' | 'reconnecting' | 'ended' | 'failed';

/** The 2FA entry (spec 001 §4: waiting_for_2fa, success, error); idle when none was asked. */
export type TRpaTwofaState = 'idle' | 'waiting_for_2fa' | 'submitting' | 'error' | 'success';

export type TRpaFrame = { data: string; timestamp: string };
export type TRpaStatusLine = { status: string; message: string | null };

export type TRpaViewerState = {
  phase: TRpaViewerPhase;
  /** The connection attempt under way, 1..maxReconnectAttempts. */
  attempt: number;
  /** The last frames, oldest first (spec 001 §9: 10 kept). */
  frames: TRpaFrame[];
  statusLines: TRpaStatusLine[];
  flowStatus: string | null;
  /** Why the viewer stopped, when it did. */
  error: string | null;
  /** No frame came within the timeout of the connection. */
  hasNoFrames: boolean;
  /** The server said the run writes through the CRM API: no frame will ever come. */
  isApiRun: boolean;
  twofa: { state: TRpaTwofaState; prompt: string | null; message: string | null };
};

export type TRpaViewerEvent =
  | { type: 'connecting'; attempt: number }
  | { type: 'opened' }
  | { type: 'message'; message: TRpaStreamMessage }
  | { type: 'code_sent' }
  /** The code could not be sent: the socket is not open. */
  | { type: 'code_not_sent' }
  /** The person asked to start over after the viewer gave up. */
  | { type: 'restart' }
  | { type: 'no_frames' }
  | { type: 'closed'; willRetry: boolean; error?: string | null }
  | { type: 'failed'; error: string };

export const STATUS_LINES_KEPT = 50;

export const initialRpaViewerState: TRpaViewerState = {
  phase: 'waiting',
  attempt: 0,
  frames: [],
  statusLines: [],
  flowStatus: null,
  error: null,
  hasNoFrames: false,
  isApiRun: false,
  twofa: { state: 'idle', prompt: null, message: null },
};

/** Whether the code entry is on screen: asked for and not yet accepted. */
export function isTwofaEntryOpen(state: TRpaViewerState['twofa']['state']): boolean {
  return state === 'waiting_for_2fa' || state === 'submitting' || state === 'error';
}

const keepLast = <T>(list: readonly T[], item: T, max: number): T[] => [...list, item].slice(-max);

function onMessage(state: TRpaViewerState, message: TRpaStreamMessage): TRpaViewerState {
  switch (message.type) {
    case 'connection_established':
      return {
        ...state,
        phase: state.frames.length ? 'streaming' : 'connected',
        flowStatus: message.status || state.flowStatus,
        statusLines: message.message
          ? keepLast(
              state.statusLines,
              { status: message.status, message: message.message },
              STATUS_LINES_KEPT,
            )
          : state.statusLines,
      };
    case 'status_update':
      return {
        ...state,
        isApiRun: state.isApiRun || message.message === RPA_MESSAGES.streamApiRun,
        flowStatus: message.status || state.flowStatus,
        statusLines: keepLast(
          state.statusLines,
          { status: message.status, message: message.message },
          STATUS_LINES_KEPT,
        ),
      };
    case 'screencast_frame':
      return {
        ...state,
        phase: 'streaming',
        hasNoFrames: false,
        frames: keepLast(
          state.frames,
          { data: message.data, timestamp: message.timestamp },
          RPA_TIMINGS.framesKept,
        ),
      };
    case 'twofa_code_request':
      return {
        ...state,
        twofa: { state: 'waiting_for_2fa', prompt: message.message || null, message: null },
      };
    case 'twofa_error':
      return {
        ...state,
        twofa: {
          ...state.twofa,
          state: 'error',
          message: message.message || RPA_MESSAGES.invalidCode,
        },
      };
    case 'twofa_success':
      return {
        ...state,
        twofa: { state: 'success', prompt: null, message: message.message || null },
      };
  }
}

/** The viewer's state after one event of the socket, its timers or the person. */
export function reduceRpaViewer(state: TRpaViewerState, event: TRpaViewerEvent): TRpaViewerState {
  switch (event.type) {
    case 'connecting':
      return { ...state, phase: 'connecting', attempt: event.attempt, error: null };
    case 'opened':
      return {
        ...state,
        phase: state.frames.length ? 'streaming' : 'connected',
        error: null,
        // Back on line: the lost-connection message goes; the code may be typed again.
        twofa:
          state.twofa.state === 'error' && state.twofa.message === RPA_MESSAGES.connectionLost
            ? { ...state.twofa, state: 'waiting_for_2fa', message: null }
            : state.twofa,
      };
    case 'message':
      return onMessage(state, event.message);
    case 'code_sent':
      return { ...state, twofa: { ...state.twofa, state: 'submitting', message: null } };
    case 'code_not_sent':
      return {
        ...state,
        twofa: { ...state.twofa, state: 'error', message: RPA_MESSAGES.connectionLost },
      };
    case 'restart':
      return { ...state, phase: 'waiting', attempt: 0, error: null, hasNoFrames: false };
    case 'no_frames':
      return state.frames.length || state.isApiRun ? state : { ...state, hasNoFrames: true };
    case 'closed':
      return {
        ...state,
        phase: event.willRetry ? 'reconnecting' : event.error ? 'failed' : 'ended',
        error: event.willRetry ? null : (event.error ?? null),
        twofa: isTwofaEntryOpen(state.twofa.state)
          ? { ...state.twofa, state: 'error', message: RPA_MESSAGES.connectionLost }
          : state.twofa,
      };
    case 'failed':
      return {
        ...state,
        phase: 'failed',
        error: event.error,
        twofa: isTwofaEntryOpen(state.twofa.state)
          ? { ...state.twofa, state: 'error', message: RPA_MESSAGES.connectionLost }
          : state.twofa,
      };
  }
}
