/** Numbers from spec 000 section 9 ("Live connection" and "Token refresh"). */
export interface LiveTiming {
  /** A socket that has not opened after this long is closed. */
  connectTimeoutMs: number;
  /** Reconnects stop once this many have been tried since the last successful open. */
  maxReconnectAttempts: number;
  /** First reconnect delay; it doubles with every further attempt. */
  baseDelayMs: number;
  /** How often the open connection asks the session to refresh its access token. */
  tokenCheckIntervalMs: number;
}

export const DEFAULT_LIVE_TIMING: Readonly<LiveTiming> = {
  connectTimeoutMs: 10_000,
  maxReconnectAttempts: 5,
  baseDelayMs: 1_000,
  tokenCheckIntervalMs: 120_000,
};

export const SEEN_MESSAGES_CAPACITY = 1_000;
export const SEEN_MESSAGES_TRIM = 500;

/** Cap of the outgoing queue kept while the socket is not open; the oldest message is dropped. */
export const OUTBOX_CAPACITY = 200;

/** The interface reads the connection status this often (spec 000 section 4). */
export const LIVE_STATUS_POLL_MS = 1_000;

export const CLOSE_CODES = {
  normal: 1000,
  abnormal: 1006,
  /** The server is draining (deploy, scale-in): reconnect at once, the proxy picks a peer. */
  serviceRestart: 1012,
  serverError: 4000,
  /** The token was refused or expired: refresh it and reconnect. */
  authFailed: 4001,
  /**
   * The session ended (revoked, signed out everywhere, password or role changed, user deleted):
   * try the refresh token at once; when the server refuses it, the session store signs out.
   */
  sessionEnded: 4002,
} as const;

export const NO_TOKEN_MESSAGE = 'No authentication token available. Please login.';
export const AUTH_FAILED_MESSAGE = 'Authentication failed. Please login again.';
