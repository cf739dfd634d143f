import type { TFlow, TPage } from '@staffing/domain';

/** The fields a `flow_updated` event carries: the serialized flow without its stages. */
export type TFlowUpdate = Partial<TFlow> & { id?: string; flowId?: string };

/** Reads a `flow_updated` payload; null when it names no flow. */
export function readFlowUpdate(payload: unknown, entityId: string | null): TFlowUpdate | null {
  const record = payload && typeof payload === 'object' ? (payload as TFlowUpdate) : {};
  const id = entityId ?? record.id ?? record.flowId ?? null;
  if (typeof id !== 'string' || !id) return null;
  // The list never carries stages; an event must not wipe the detail's timeline either.
  const { stages: _stages, ...rest } = record;
  return { ...rest, id, flowId: record.flowId ?? id };
}

/** Is this update newer than what we hold? Events out of order must not roll a row back. */
function isNewer(current: TFlow, update: TFlowUpdate): boolean {
  if (!update.updatedAt || !current.updatedAt) return true;
  return Date.parse(update.updatedAt) >= Date.parse(current.updatedAt);
}

export function mergeFlow<T extends TFlow>(current: T, update: TFlowUpdate): T {
  if (!isNewer(current, update)) return current;
  return { ...current, ...update, stages: current.stages } as T;
}

/** A list page with the flow merged in place; the same object when the flow is not on it. */
export function mergeFlowIntoPage(
  page: TPage<TFlow> | undefined,
  update: TFlowUpdate,
): TPage<TFlow> | undefined {
  if (!page) return page;
  let changed = false;
  const items = page.items.map((flow) => {
    if (flow.id !== update.id) return flow;
    const merged = mergeFlow(flow, update);
    if (merged !== flow) changed = true;
    return merged;
  });
  return changed ? { ...page, items } : page;
}

export function isFlowOnPage(page: TPage<TFlow> | undefined, id: string): boolean {
  return Boolean(page?.items.some((flow) => flow.id === id));
}
