export { buildLiveUrl, getDefaultLiveBaseUrl } from './build-live-url.ts';
export { getBackoffDelay, type ReconnectDecision } from './decide-reconnect.ts';
export {
  createLiveConnection,
  type LiveConnection,
  type LiveConnectionDeps,
  type LiveLogger,
  type LiveState,
} from './live-connection.ts';
export { LiveConnectionContext } from './live-connection-context.ts';
export { type LiveEvent, type LiveEventHandler, type LiveEventType } from './live-event.ts';
export type {
  LiveCloseEvent,
  LiveMessageEvent,
  LiveSocket,
  LiveSocketConstructor,
} from './live-socket.ts';
export { type LiveTimers, type TimerHandle } from './live-timers.ts';
export { type LiveTiming } from './live-timing.ts';
export { useLiveEvent } from './use-live-event.ts';
export { useLiveJob } from './use-live-job.ts';
export { LiveStatusIndicator } from './live-status-indicator.tsx';
