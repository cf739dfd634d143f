import { useEffect, useEffectEvent } from 'react';
import { useLiveConnection } from './live-connection-context.ts';
import type { LiveEventHandler, LiveEventType } from './live-event.ts';

/** Calls the latest handler for every event of the type ('*' for all) while mounted. */
export function useLiveEvent(type: LiveEventType | '*', handler: LiveEventHandler): void {
  const connection = useLiveConnection();
  // An effect event lets callers pass inline handlers without resubscribing on every render.
  const onEvent = useEffectEvent(handler);
  useEffect(() => connection.on(type, (event) => onEvent(event)), [connection, type]);
}
