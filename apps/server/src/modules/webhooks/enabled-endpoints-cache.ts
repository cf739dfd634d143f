import { WEBHOOK_DISABLED_EVENT } from '@staffing/domain';
import { liveEvent, type TEventBus } from '../realtime/event-bus.ts';

/** Between processes only (an empty audience reaches no socket): an endpoint was written. */
export const WEBHOOK_ENDPOINTS_CHANGED_EVENT = 'webhook_endpoints_changed';

/** A safety net: a list is read again at least this often even when no change was heard. */
const MAX_AGE_MS = 60_000;

/**
 * The enabled endpoints, which every published event is matched against, kept between events
 * (that read was a query per write). An endpoint write forgets them at once in its own
 * process and, through the bus, in the others; so does the delivery job's disable notice.
 */
export function createEnabledEndpointsCache<T>(deps: {
  load: () => Promise<T[]>;
  bus: TEventBus;
  maxAgeMs?: number;
}) {
  const maxAgeMs = deps.maxAgeMs ?? MAX_AGE_MS;
  let cached: { at: number; rows: Promise<T[]> } | null = null;

  const forget = () => {
    cached = null;
  };
  deps.bus.subscribe((event) => {
    if (
      event.event_type === WEBHOOK_ENDPOINTS_CHANGED_EVENT ||
      event.event_type === WEBHOOK_DISABLED_EVENT
    )
      forget();
  });

  return {
    get(): Promise<T[]> {
      if (cached && Date.now() - cached.at < maxAgeMs) return cached.rows;
      const entry = { at: Date.now(), rows: deps.load() };
      cached = entry;
      // A failed read is not kept; a read overtaken by a change is dropped by forget.
      entry.rows.catch(() => {
        if (cached === entry) cached = null;
      });
      return entry.rows;
    },

    /** Call once an endpoint write has committed. */
    async changed(endpointId: string): Promise<void> {
      forget();
      await deps.bus.publish({
        ...liveEvent(WEBHOOK_ENDPOINTS_CHANGED_EVENT, endpointId, {}),
        audience: [],
      });
    },
  };
}
