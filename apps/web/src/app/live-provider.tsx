import { useEffect, type ReactNode } from 'react';
import { LiveConnectionContext, createLiveConnection } from '../shared/live/index.ts';
import {
  getAccessToken,
  refreshIfExpiringSoon,
  subscribeToTokens,
  useSession,
} from '../shared/session/index.ts';

/** The browser's one live connection, fed by the session's access token. */
const liveConnection = createLiveConnection({
  getToken: getAccessToken,
  refreshToken: refreshIfExpiringSoon,
});

/** Connects while someone is signed in; signing out closes the socket (code 1000). */
export function LiveProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();

  useEffect(() => {
    if (!isAuthenticated) return;
    liveConnection
      .connect()
      .catch((error: unknown) => console.warn('Live connection failed to open', error));
    const stop = subscribeToTokens((token) => {
      if (!token) liveConnection.disconnect();
    });
    return () => {
      stop();
      liveConnection.disconnect();
    };
  }, [isAuthenticated]);

  return <LiveConnectionContext value={liveConnection}>{children}</LiveConnectionContext>;
}
