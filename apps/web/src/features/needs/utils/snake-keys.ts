/** `orderClientsEmail` → `order_clients_email`; updates travel in snake_case (spec 000 §3). */
export function toSnakeKey(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function toSnakeKeys(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [toSnakeKey(k), v]));
}
