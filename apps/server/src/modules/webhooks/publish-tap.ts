import type { FastifyBaseLogger } from 'fastify';
import type { TEventBus, TLiveEvent } from '../realtime/event-bus.ts';

export type TPublishHook = (event: TLiveEvent) => Promise<void>;

/**
 * The bus every module publishes on, with hooks run for each event this process publishes. With
 * PostgreSQL, every process's subscribers receive every event; a hook here runs once per event,
 * in the process whose write caused it. A failing hook is logged: the write has committed and
 * its live event still goes out.
 *
 * The hooks run after publish returns, one event after the other in publish order: a write's
 * reply does not wait for them (webhook deliveries are recorded a moment later), and
 * close waits until they are done.
 */
export function tapPublishes(inner: TEventBus, logger: FastifyBaseLogger) {
  const hooks: TPublishHook[] = [];
  let pending: Promise<void> = Promise.resolve();

  async function runHooks(event: TLiveEvent) {
    for (const hook of hooks) {
      try {
        await hook(event);
      } catch (err) {
        logger.error({ err, eventType: event.event_type }, 'publish hook failed');
      }
    }
  }

  const bus: TEventBus = {
    async publish(event, options) {
      await inner.publish(event, options);
      if (hooks.length > 0) pending = pending.then(() => runHooks(event));
    },
    subscribe: (listener) => inner.subscribe(listener),
    ...(inner.onGap ? { onGap: (listener: () => void) => inner.onGap!(listener) } : {}),
    async close() {
      await pending;
      await inner.close();
    },
  };
  return {
    bus,
    onPublish(hook: TPublishHook) {
      hooks.push(hook);
    },
    /** Resolves once every hook of the events published so far has run. */
    settled: () => pending,
  };
}
