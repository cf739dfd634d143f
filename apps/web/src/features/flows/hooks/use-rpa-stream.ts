import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { RPA_MESSAGES, RPA_TIMINGS } from '@staffing/domain';
import { refreshSession } from '../../../shared/api/index.ts';
import { getBackoffDelay } from '../../../shared/live/index.ts';
import { getAccessToken } from '../../../shared/session/index.ts';
import { parseRpaStreamMessage } from '../utils/parse-rpa-stream-message.ts';
import { buildRpaStreamUrl } from '../utils/rpa-stream-url.ts';
import { initialRpaViewerState, reduceRpaViewer } from '../utils/rpa-viewer-state.ts';

/** Close codes of the stream: bad or expired token, session ended, not an Admin, no such flow. */
export const RPA_STREAM_CLOSE = {
  normal: 1000,
  auth: 4001,
  sessionEnded: 4002,
  forbidden: 4003,
  notFound: 4004,
};

const RECONNECT_BASE_MS = 1_000;
/** WebSocket.OPEN, read without the global so any socket class will do. */
const SOCKET_OPEN = 1;
const RECONNECT_MAX_MS = 8_000;

/**
 * The live stream of one RPA run (spec 001 'Live viewer'): connects 3 s after it is enabled (the
 * run's browser needs the time to start), reconnects up to 5 times, warns when no frame came
 * within 15 s, and sends the 2FA code the person typed with the run's need id.
 */
export function useRpaStream({
  flowId,
  needId,
  enabled,
}: {
  flowId: string;
  needId: string | null;
  enabled: boolean;
}) {
  const [state, dispatch] = useReducer(reduceRpaViewer, initialRpaViewerState);
  const [session, setSession] = useState(0);
  const socketRef = useRef<WebSocket | null>(null);
  const needIdRef = useRef(needId);
  useEffect(() => {
    needIdRef.current = needId;
  }, [needId]);

  useEffect(() => {
    if (!enabled) return;
    let isStopped = false;
    let attempt = 0;
    let hasAuthRetried = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let frameTimer: ReturnType<typeof setTimeout> | null = null;
    const clearFrameTimer = () => {
      if (frameTimer) clearTimeout(frameTimer);
      frameTimer = null;
    };
    const schedule = (ms: number) => {
      timer = setTimeout(() => {
        timer = null;
        connect();
      }, ms);
    };

    const connect = () => {
      if (isStopped) return;
      const token = getAccessToken();
      if (!token) {
        dispatch({ type: 'failed', error: RPA_MESSAGES.authenticationRequired });
        return;
      }
      attempt += 1;
      dispatch({ type: 'connecting', attempt });
      let socket: WebSocket;
      try {
        socket = new WebSocket(buildRpaStreamUrl(flowId, token));
      } catch {
        dispatch({ type: 'failed', error: RPA_MESSAGES.streamEstablishFailed });
        return;
      }
      socketRef.current = socket;
      let hasFrame = false;
      socket.onopen = () => {
        if (isStopped) return;
        dispatch({ type: 'opened' });
        clearFrameTimer();
        frameTimer = setTimeout(() => {
          frameTimer = null;
          if (!hasFrame) dispatch({ type: 'no_frames' });
        }, RPA_TIMINGS.noFrameTimeoutMs);
      };
      socket.onmessage = (event: MessageEvent) => {
        if (isStopped) return;
        const message = parseRpaStreamMessage(event.data);
        if (!message) return;
        // The server greets only a viewer it signed in: a later expiry gets its own refresh.
        if (message.type === 'connection_established') hasAuthRetried = false;
        if (message.type === 'screencast_frame') {
          hasFrame = true;
          clearFrameTimer();
        }
        // An open that drops at once is still a failed attempt: only the run's own news counts.
        if (message.type === 'screencast_frame' || message.type === 'status_update') attempt = 0;
        dispatch({ type: 'message', message });
      };
      socket.onclose = (event: CloseEvent) => {
        clearFrameTimer();
        if (socketRef.current === socket) socketRef.current = null;
        if (isStopped) return;
        const code = event.code;
        if (code === RPA_STREAM_CLOSE.auth || code === RPA_STREAM_CLOSE.sessionEnded) {
          if (hasAuthRetried) {
            dispatch({
              type: 'closed',
              willRetry: false,
              error: RPA_MESSAGES.authenticationRequired,
            });
            return;
          }
          // An expired token or an ended session: one refresh (a refused one signs out), then one
          // more try with the new token.
          hasAuthRetried = true;
          dispatch({ type: 'closed', willRetry: true });
          void refreshSession().then((outcome) => {
            if (isStopped) return;
            if (outcome === 'refreshed') connect();
            else dispatch({ type: 'failed', error: RPA_MESSAGES.authenticationRequired });
          });
          return;
        }
        if (code === RPA_STREAM_CLOSE.forbidden || code === RPA_STREAM_CLOSE.notFound) {
          const error =
            code === RPA_STREAM_CLOSE.forbidden
              ? RPA_MESSAGES.streamAdminOnly
              : event.reason || RPA_MESSAGES.streamFlowNotFound;
          dispatch({ type: 'closed', willRetry: false, error });
          return;
        }
        if (code === RPA_STREAM_CLOSE.normal) {
          // The run ended and the server closed the stream: nothing more to watch.
          dispatch({ type: 'closed', willRetry: false });
          return;
        }
        if (attempt >= RPA_TIMINGS.maxReconnectAttempts) {
          dispatch({ type: 'closed', willRetry: false, error: RPA_MESSAGES.streamConnectFailed });
          return;
        }
        dispatch({ type: 'closed', willRetry: true });
        schedule(Math.min(getBackoffDelay(RECONNECT_BASE_MS, attempt - 1), RECONNECT_MAX_MS));
      };
    };

    schedule(RPA_TIMINGS.viewerConnectDelayMs);
    return () => {
      isStopped = true;
      if (timer) clearTimeout(timer);
      clearFrameTimer();
      const socket = socketRef.current;
      socketRef.current = null;
      socket?.close(RPA_STREAM_CLOSE.normal);
    };
  }, [flowId, enabled, session]);

  /** Sends the 2FA code; false when the socket is not open (the entry then says so). */
  const sendCode = useCallback((code: string): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== SOCKET_OPEN) {
      dispatch({ type: 'code_not_sent' });
      return false;
    }
    socket.send(JSON.stringify({ type: 'twofa_code_input', code, need_id: needIdRef.current }));
    dispatch({ type: 'code_sent' });
    return true;
  }, []);

  /** Starts over after the viewer gave up (the 3 s delay and 5 attempts again). */
  const reconnect = useCallback(() => {
    dispatch({ type: 'restart' });
    setSession((s) => s + 1);
  }, []);

  return { state, sendCode, reconnect };
}
