/** Where the live connection gets its access token, and how it asks for a new one. */
export interface LiveTokenSource {
  /** The current access token from the session, read at every connection attempt. */
  getToken: () => string | null | undefined;
  /** Asks the session to refresh its access token when it expires soon; a failure keeps it. */
  refreshToken?: () => Promise<unknown>;
  /**
   * Asks the session for a new access token now, whatever its expiry (the server refused the
   * socket's token or ended its session). A session the server no longer knows is signed out.
   */
  renewSession?: () => Promise<unknown>;
}

type Warn = (message: string, error: unknown) => void;

/** The refresh of the open connection's periodic check: a failure is logged, never thrown. */
export async function refreshQuietly(source: LiveTokenSource, warn: Warn): Promise<void> {
  if (!source.refreshToken) return;
  try {
    await source.refreshToken();
  } catch (error) {
    warn('Live connection token refresh failed; keeping the current token', error);
  }
}

/**
 * After the server refused `refused` (4001) or ended its session (4002): a token to reconnect
 * with, or null when the session has none other (signed out, or the refresh failed).
 */
export async function findTokenAfterRefusal(
  source: LiveTokenSource,
  refused: string | null,
  warn: Warn,
): Promise<string | null> {
  const isFresh = () => {
    const token = source.getToken();
    return token && token !== refused ? token : null;
  };
  // An expired token is renewed by the ordinary refresh; a refused one that is not expiring
  // (its session ended) needs the refresh token to be tried now.
  await refreshQuietly(source, warn);
  if (isFresh() || !source.renewSession) return isFresh();
  try {
    await source.renewSession();
  } catch (error) {
    warn('Live connection could not renew the session', error);
  }
  return isFresh();
}
