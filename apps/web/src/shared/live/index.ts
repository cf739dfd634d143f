export { buildLiveUrl, getDefaultLiveBaseUrl, LIVE_PATH } from './build-live-url.ts';
export { decideReconnect, getBackoffDelay, type ReconnectDecision } from './decide-reconnect.ts';
export {
  createLiveConnection,
  type LiveConnection,
  type LiveConnectionDeps,
  type LiveLogger,
  type LiveState,
} from './live-connection.ts';
export { LiveConnectionContext, useLiveConnection } from './live-connection-context.ts';
export {
  CONNECTION_TEST_EVENT,
  LIVE_JOB_EVENTS,
  type LiveEvent,
  type LiveEventHandler,
  type LiveEventType,
} from './live-event.ts';
export type {
  LiveCloseEvent,
  LiveMessageEvent,
  LiveSocket,
  LiveSocketConstructor,
} from './live-socket.ts';
export { defaultLiveTimers, type LiveTimers, type TimerHandle } from './live-timers.ts';
export {
  AUTH_FAILED_MESSAGE,
  CLOSE_CODES,
  DEFAULT_LIVE_TIMING,
  LIVE_STATUS_POLL_MS,
  NO_TOKEN_MESSAGE,
  type LiveTiming,
} from './live-timing.ts';
export { parseLiveMessage } from './parse-live-message.ts';
export { useLiveEvent } from './use-live-event.ts';
export { useLiveJob } from './use-live-job.ts';
export { useLiveStatus } from './use-live-status.ts';
export { LiveStatusIndicator } from './live-status-indicator.tsx';
