import type { LIVE_AUDIENCE, TLiveEventType } from '@staffing/domain';
import { liveEvent, type TEventBus, type TLiveEvent } from '../realtime/event-bus.ts';

/** The events only the sockets following one job receive (the domain's LIVE_AUDIENCE). */
export type TJobEventType = {
  [T in TLiveEventType]: (typeof LIVE_AUDIENCE)[T]['to'] extends 'job' ? T : never;
}[TLiveEventType];

/** A job event reaches only the sockets that subscribed to `jobId` (the flow id). */
export async function publishJobEvent(
  bus: TEventBus,
  eventType: TJobEventType,
  entityId: string,
  jobId: string,
  payload: Record<string, unknown>,
  error?: string,
): Promise<void> {
  // Job payloads are loose objects (progress, the ids, what the job made), job_id always in.
  const made = liveEvent(eventType, entityId, { ...payload, job_id: jobId } as never);
  const event = { ...made, job_id: jobId } as TLiveEvent;
  await safePublish(bus, error === undefined ? event : { ...event, error });
}

/** Publishing happens after commit; a failing bus must not turn a finished job into a failed one. */
export async function safePublish(bus: TEventBus, event: TLiveEvent): Promise<void> {
  try {
    await bus.publish(event);
  } catch {
    // The record is already saved; clients catch up by polling.
  }
}

/** The events of a committed write, one after the other, each as `safePublish` sends it. */
export async function safePublishAll(bus: TEventBus, events: readonly TLiveEvent[]): Promise<void> {
  for (const event of events) await safePublish(bus, event);
}
