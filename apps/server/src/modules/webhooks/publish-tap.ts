import type { FastifyBaseLogger } from 'fastify';
import type { TEventBus, TLiveEvent } from '../realtime/event-bus.ts';

export type TPublishHook = (event: TLiveEvent) => Promise<void>;

/**
 * The bus every module publishes on, with hooks run for each event this process publishes. With
 * PostgreSQL, every process's subscribers receive every event; a hook here runs once per event,
 * in the process whose write caused it. A failing hook is logged: the write has committed and
 * its live event still goes out.
 */
export function tapPublishes(inner: TEventBus, logger: FastifyBaseLogger) {
  const hooks: TPublishHook[] = [];
  const bus: TEventBus = {
    async publish(event, options) {
      await inner.publish(event, options);
      for (const hook of hooks) {
        try {
          await hook(event);
        } catch (err) {
          logger.error({ err, eventType: event.event_type }, 'publish hook failed');
        }
      }
    },
    subscribe: (listener) => inner.subscribe(listener),
    ...(inner.onGap ? { onGap: (listener: () => void) => inner.onGap!(listener) } : {}),
    close: () => inner.close(),
  };
  return {
    bus,
    onPublish(hook: TPublishHook) {
      hooks.push(hook);
    },
  };
}
