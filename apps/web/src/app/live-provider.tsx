import { useEffect, type ReactNode } from 'react';
import { queryClient, refreshSession } from '../shared/api/index.ts';
import { LiveConnectionContext, createLiveConnection } from '../shared/live/index.ts';
import {
  getAccessToken,
  refreshIfExpiringSoon,
  subscribeToTokens,
  useSession,
} from '../shared/session/index.ts';

/**
 * The browser's one live connection, fed by the session's access token. When the server ends the
 * socket's session (4002) or refuses its token (4001), the refresh token is tried: a refusal
 * clears the session, and the sign-in page follows.
 */
const liveConnection = createLiveConnection({
  getToken: getAccessToken,
  refreshToken: refreshIfExpiringSoon,
  renewSession: refreshSession,
});

/** While signed in and cut off (server restarting longer than the back-off lasts), try again. */
const RETRY_WHILE_DISCONNECTED_MS = 15_000;

/** Connects while someone is signed in; signing out closes the socket (code 1000). */
export function LiveProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();

  useEffect(() => {
    if (!isAuthenticated) return;
    const connect = () =>
      liveConnection
        .connect()
        .catch((error: unknown) => console.warn('Live connection failed to open', error));
    connect();

    // Events sent while the socket was down are lost: after a reconnection, refetch what is on screen.
    let wasConnected = false;
    let wasCutOff = false;
    const stopState = liveConnection.onStateChange((state) => {
      if (state === 'connected') {
        if (wasConnected && wasCutOff) void queryClient.invalidateQueries();
        wasConnected = true;
        wasCutOff = false;
      } else if (state === 'disconnected' && wasConnected) {
        wasCutOff = true;
      }
    });
    const retry = window.setInterval(() => {
      if (liveConnection.getState() === 'disconnected') connect();
    }, RETRY_WHILE_DISCONNECTED_MS);
    const onOnline = () => {
      if (liveConnection.getState() === 'disconnected') connect();
    };
    window.addEventListener('online', onOnline);

    const stop = subscribeToTokens((token) => {
      if (token) liveConnection.tokenChanged();
      else liveConnection.disconnect();
    });
    return () => {
      stop();
      stopState();
      window.clearInterval(retry);
      window.removeEventListener('online', onOnline);
      liveConnection.disconnect();
    };
  }, [isAuthenticated]);

  return <LiveConnectionContext value={liveConnection}>{children}</LiveConnectionContext>;
}
