import { useEffect, useEffectEvent } from 'react';
import { useLiveConnection } from './live-connection-context.ts';
import type { LiveEvent, LiveEventHandler, LiveEventType } from './live-event.ts';

/** Calls the latest handler for every event of the type ('*' for all) while mounted. */
export function useLiveEvent<T extends LiveEventType>(
  type: T | '*',
  handler: LiveEventHandler<T>,
): void {
  const connection = useLiveConnection();
  // An effect event lets callers pass inline handlers without resubscribing on every render.
  const onEvent = useEffectEvent(handler);
  // Registrations are keyed by type: a handler for T only ever receives events of type T.
  useEffect(
    () => connection.on(type, (event) => onEvent(event as LiveEvent<T>)),
    [connection, type],
  );
}
