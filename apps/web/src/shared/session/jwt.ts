/** Seconds-since-epoch `exp` of a JWT as milliseconds, or null when the token cannot be read. */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** An unreadable token counts as expiring so that it gets refreshed rather than trusted. */
export function isTokenExpiringWithin(token: string, withinMs: number, now = Date.now()): boolean {
  const expiry = readTokenExpiry(token);
  return expiry === null || expiry - now <= withinMs;
}
