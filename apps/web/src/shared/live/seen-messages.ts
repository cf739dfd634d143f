import type { LiveEvent } from './live-event.ts';
import { SEEN_MESSAGES_CAPACITY, SEEN_MESSAGES_TRIM } from './live-timing.ts';

export interface SeenMessages {
  /** Remembers the event and answers whether handlers should get it. */
  accept(event: LiveEvent): boolean;
  clear(): void;
}

interface SeenMessagesOptions {
  capacity?: number;
  trimBy?: number;
}

// Maps and sets iterate in insertion order, so the first keys are the oldest.
function dropOldest(keys: Set<string> | Map<string, number>, count: number): void {
  let dropped = 0;
  for (const key of keys.keys()) {
    if (dropped++ >= count) break;
    keys.delete(key);
  }
}

function getMessageKey(event: LiveEvent): string | null {
  // Without a timestamp two distinct messages could not be told apart, so none is deduplicated.
  if (event.timestamp === null) return null;
  return `${event.type}|${event.entityId ?? ''}|${event.timestamp}`;
}

/**
 * The seen-message memory of spec 000: drops exact repeats (the same event can arrive twice
 * when the server replays after a reconnect) and events older than the newest one seen for
 * the same entity, so a late update never overwrites a fresher one.
 */
export function createSeenMessages({
  capacity = SEEN_MESSAGES_CAPACITY,
  trimBy = SEEN_MESSAGES_TRIM,
}: SeenMessagesOptions = {}): SeenMessages {
  const keys = new Set<string>();
  const lastTimeByEntity = new Map<string, number>();

  function isOlderThanLastSeen(entityId: string, time: number): boolean {
    const last = lastTimeByEntity.get(entityId);
    return last !== undefined && time < last;
  }

  function rememberTime(entityId: string, time: number): void {
    // Re-inserting moves the entity to the newest end, so trimming forgets quiet entities first.
    lastTimeByEntity.delete(entityId);
    if (lastTimeByEntity.size >= capacity) dropOldest(lastTimeByEntity, trimBy);
    lastTimeByEntity.set(entityId, time);
  }

  return {
    accept(event) {
      const time = event.timestamp === null ? Number.NaN : Date.parse(event.timestamp);
      const hasTime = !Number.isNaN(time);
      if (event.entityId !== null && hasTime && isOlderThanLastSeen(event.entityId, time))
        return false;

      const key = getMessageKey(event);
      if (key !== null) {
        if (keys.has(key)) return false;
        if (keys.size >= capacity) dropOldest(keys, trimBy);
        keys.add(key);
      }
      if (event.entityId !== null && hasTime) rememberTime(event.entityId, time);
      return true;
    },
    clear() {
      keys.clear();
      lastTimeByEntity.clear();
    },
  };
}
