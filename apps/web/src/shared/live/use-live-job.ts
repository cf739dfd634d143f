import { useEffect, useEffectEvent } from 'react';
import { useLiveConnection } from './live-connection-context.ts';
import type { LiveEventHandler } from './live-event.ts';

/** Follows one job's progress while mounted; pass null until the job id is known. */
export function useLiveJob(jobId: string | null, handler: LiveEventHandler): void {
  const connection = useLiveConnection();
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (jobId === null) return;
    return connection.subscribeJob(jobId, (event) => onEvent(event));
  }, [connection, jobId]);
}
