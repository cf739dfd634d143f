import type { TLiveEvent as TLiveMessage, TRole } from '@staffing/domain';

export { liveEvent } from '@staffing/domain';

/**
 * An event on the bus: one of the domain's live events (so a wrong payload does not compile).
 * Who receives it is the domain's LIVE_AUDIENCE; `audience` repeats its roles for the record
 * (events between processes carry an empty one) and never reaches a socket.
 */
export type TLiveEvent = TLiveMessage & { audience?: readonly TRole[] };

export type TLiveListener = (event: TLiveEvent) => void;

export type TPublishOptions = {
  /**
   * Resolve only once the event has gone round to the listeners of other processes too (the
   * NOTIFY came back to this process's own LISTEN connection), or after a short timeout: for
   * changes the next request anywhere must see (revoked sessions).
   */
  awaitDelivery?: boolean;
};

/** Fan-out of live events; publish after the transaction that caused the event has committed. */
export interface TEventBus {
  publish(event: TLiveEvent, options?: TPublishOptions): Promise<void>;
  subscribe(listener: TLiveListener): () => void;
  /**
   * Called when this process may have missed other processes' events (its LISTEN connection was
   * lost and is back): whoever fans events out must make its clients refetch. Only cross-process
   * buses have gaps.
   */
  onGap?(listener: () => void): () => void;
  close(): Promise<void>;
}

export function createInProcessBus(): TEventBus {
  const listeners = new Set<TLiveListener>();
  return {
    async publish(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch {
          // One broken listener must not keep the event from the others.
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
