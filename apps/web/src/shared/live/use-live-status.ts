import { useCallback, useSyncExternalStore } from 'react';
import { useLiveConnection } from './live-connection-context.ts';
import type { LiveState } from './live-connection.ts';
import { LIVE_STATUS_POLL_MS } from './live-timing.ts';

/**
 * The connection state for status badges. State changes arrive through the listener at once;
 * the spec's once-a-second poll stays as a safety net so the badge can never stay stale.
 */
export function useLiveStatus(pollMs: number = LIVE_STATUS_POLL_MS): LiveState {
  const connection = useLiveConnection();
  const subscribe = useCallback(
    (notify: () => void) => {
      const stopListening = connection.onStateChange(notify);
      const poll = setInterval(notify, pollMs);
      return () => {
        stopListening();
        clearInterval(poll);
      };
    },
    [connection, pollMs],
  );
  return useSyncExternalStore(subscribe, connection.getState, connection.getState);
}
