import { isJsonObject } from '../common/json-object.ts';
/** `order_clients_email` → `orderClientsEmail`; camelCase keys are left as they are. */
export function toCamelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/**
 * Requests may arrive in snake_case or camelCase (docs/decisions/0001-ids-and-errors.md). Top-level keys are mapped to
 * camelCase; when both spellings are sent the camelCase one wins.
 */
export function camelizeKeys(value: unknown): unknown {
  if (!isJsonObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const camel = toCamelKey(key);
    if (camel !== key && camel in value) continue;
    out[camel] = v;
  }
  return out;
}

/** Accepts a comma list (`a,b`), repeated parameters (`['a','b']`) or both mixed. */
export function splitList(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === 'string' ? v.split(',') : [v],
  );
  const cleaned = parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
  return cleaned.length ? cleaned : undefined;
}

/** Trims, drops empty values and duplicates, keeping the first occurrence's order. */
export function cleanStringList(values: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values) {
    if (typeof v !== 'string') continue;
    const t = v.trim();
    if (!t || seen.has(t)) continue;
    seen.add(t);
    out.push(t);
  }
  return out;
}
