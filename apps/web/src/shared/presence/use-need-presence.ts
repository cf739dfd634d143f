import { use, useEffect, useState } from 'react';
import { PRESENCE_EVENT, type TPresenceState, type TPresenceUser } from '@staffing/domain';
import { LiveConnectionContext } from '../live/index.ts';
import { useSession } from '../session/index.ts';
import { claimPresence, readPresenceUsers } from './presence-registry.ts';

const NOBODY: TPresenceUser[] = [];

/**
 * Announces this user on the need ('viewing' or 'editing') while mounted, again after a
 * reconnection, and returns the other users there, live. Without a live connection
 * (a test rendering one component alone) nobody is there.
 */
export function useNeedPresence(
  needId: string | null | undefined,
  state: TPresenceState,
): TPresenceUser[] {
  const connection = use(LiveConnectionContext);
  const { user } = useSession();
  const [list, setList] = useState<{ needId: string; users: TPresenceUser[] } | null>(null);

  useEffect(() => {
    if (!connection || !needId) return;
    const stopEvents = connection.on(PRESENCE_EVENT, (event) => {
      if (event.entityId === needId) setList({ needId, users: readPresenceUsers(event.payload) });
    });
    const release = claimPresence(connection, needId, state);
    return () => {
      stopEvents();
      release();
    };
  }, [connection, needId, state]);

  if (!list || list.needId !== needId) return NOBODY;
  return list.users.filter((other) => other.userId !== user?.id);
}
