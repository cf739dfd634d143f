import { canSeeField, hasHiddenFields, isConfidentialField, type TRole } from '@staffing/domain';
import type { TApp } from './types.ts';

/**
 * A confidential field (the domain's `CONFIDENTIAL_FIELDS`: the consultant daily cost,
 * and so the margin) is never sent to a role that may not see it, whatever carries it: a route's
 * reply (candidates, a need's candidates, a job result) or a live event. One guard at the edge
 * rather than a variant of every serializer, so a new route that returns a candidate cannot leak
 * it. Text that names a field's value (a history summary, a CSV) is built without it at the source.
 */

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/**
 * The value without the fields `keep` refuses, at any depth. Copy on write: a value without them comes
 * back as the same reference (nothing is copied), and the input is never changed (a reply may
 * be a cached object shared with other readers).
 */
function withoutFields<T>(value: T, keep: (key: string) => boolean): T {
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    value.forEach((item, i) => {
      const next = withoutFields(item, keep);
      if (next !== item) (out ??= [...value])[i] = next;
    });
    return (out ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let out: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    if (!keep(key)) {
      out ??= { ...value };
      delete out[key];
      continue;
    }
    const next = withoutFields(item, keep);
    if (next !== item) (out ??= { ...value })[key] = next;
  }
  return (out ?? value) as T;
}

/** The value without any confidential field (a live event serialised once for every such role). */
export function withoutCost<T>(value: T): T {
  return withoutFields(value, (key) => !isConfidentialField(key));
}

/** What a role receives of a value: itself, or the value without the fields it may not see. */
export function forRole<T>(value: T, role: TRole): T {
  return hasHiddenFields(role) ? withoutFields(value, (key) => canSeeField(role, key)) : value;
}

/** Every reply to a signed-in actor who may not see the cost goes out without it. */
export function registerConfidentialFields(app: TApp): void {
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    const actor = request.actor as { role: TRole } | undefined;
    done(null, actor ? forRole(payload, actor.role) : payload);
  });
}
