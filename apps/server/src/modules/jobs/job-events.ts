import { liveEvent, type TEventBus } from '../realtime/event-bus.ts';

/** A job event reaches only the sockets that subscribed to `jobId` (the flow id). */
export async function publishJobEvent(
  bus: TEventBus,
  eventType: string,
  entityId: string,
  jobId: string,
  payload: Record<string, unknown>,
  error?: string,
): Promise<void> {
  const event = { ...liveEvent(eventType, entityId, { ...payload, job_id: jobId }), job_id: jobId };
  await safePublish(bus, error === undefined ? event : { ...event, error });
}

/** Publishing happens after commit; a failing bus must not turn a finished job into a failed one. */
export async function safePublish(
  bus: TEventBus,
  event: Parameters<TEventBus['publish']>[0],
): Promise<void> {
  try {
    await bus.publish(event);
  } catch {
    // The record is already saved; clients catch up by polling.
  }
}
