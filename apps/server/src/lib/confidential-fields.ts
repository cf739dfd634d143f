import { can, type TRole } from '@staffing/domain';
import type { TApp } from './types.ts';

/**
 * Issue 14: the consultant daily cost (and so the margin) is never sent to a role that may not
 * see it (`can.seeMargin`), whatever carries it: a route's reply (candidates, a need's
 * candidates, a job result) or a live event. One guard at the edge rather than a variant of
 * every serializer, so a new route that returns a candidate cannot leak it.
 */
export const COST_FIELDS: ReadonlySet<string> = new Set([
  'consultantDailyCost',
  'consultant_daily_cost',
]);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/**
 * The value without the cost fields, at any depth. Copy on write: a value without them comes
 * back as the same reference (nothing is copied), and the input is never changed (a reply may
 * be a cached object shared with other readers).
 */
export function withoutCost<T>(value: T): T {
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    value.forEach((item, i) => {
      const next = withoutCost(item);
      if (next !== item) (out ??= [...value])[i] = next;
    });
    return (out ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let out: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    if (COST_FIELDS.has(key)) {
      out ??= { ...value };
      delete out[key];
      continue;
    }
    const next = withoutCost(item);
    if (next !== item) (out ??= { ...value })[key] = next;
  }
  return (out ?? value) as T;
}

/** What a role receives of a value: itself, or the value without the cost fields. */
export function forRole<T>(value: T, role: TRole): T {
  return can.seeMargin(role) ? value : withoutCost(value);
}

/** Every reply to a signed-in actor who may not see the cost goes out without it. */
export function registerConfidentialFields(app: TApp): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const actor = request.actor as { role: TRole } | undefined;
    return actor ? forRole(payload, actor.role) : payload;
  });
}
