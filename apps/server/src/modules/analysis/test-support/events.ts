import type { TEventBus, TLiveEvent } from '../../realtime/event-bus.ts';

/** Records every live event of an app, and waits for the one a test expects. */
export function recordEvents(bus: TEventBus) {
  const events: TLiveEvent[] = [];
  const stop = bus.subscribe((event) => events.push(event));
  return {
    events,
    stop,
    async waitFor(
      predicate: (event: TLiveEvent) => boolean,
      timeoutMs = 30_000,
    ): Promise<TLiveEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching event; saw ${events.map((e) => e.event_type).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
