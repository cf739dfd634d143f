import type { TLiveEventType } from '@staffing/domain';
import { liveEvent, type TLiveEvent } from '../src/modules/realtime/event-bus.ts';

/**
 * A live event whose payload is a fixture, for tests of delivery rather than of payload shapes
 * (production code builds its events with the typed `liveEvent`).
 */
export function fixtureEvent(
  type: TLiveEventType | (string & {}),
  entityId: string,
  payload: Record<string, unknown>,
  at?: Date,
): TLiveEvent {
  return liveEvent(type as TLiveEventType, entityId, payload as never, at);
}
