import { SEED_ADMIN } from '../seed.ts';

export type TFetched = { status: number; body: Buffer; contentType: string };

export async function get(baseUrl: string, path: string, token: string): Promise<TFetched> {
  const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    body: Buffer.from(await res.arrayBuffer()),
    contentType: res.headers.get('content-type') ?? '',
  };
}

/** Signs the seeded Admin in through our API; the access token works on both servers. */
export async function signIn(baseUrl: string): Promise<{ token: string; cookie: string }> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SEED_ADMIN.email, password: SEED_ADMIN.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string };
  return { token: body.access_token, cookie: res.headers.get('set-cookie') ?? '' };
}

/** Where two bodies first differ, with some context, for a readable mismatch report. */
export function describeDifference(ours: Buffer, raw: Buffer): string {
  const a = ours.toString('utf8');
  const b = raw.toString('utf8');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 80);
  return (
    `bodies differ at character ${i} (ours ${a.length} chars, raw ${b.length}):\n` +
    `    ours: …${a.slice(from, i + 120)}\n` +
    `    raw:  …${b.slice(from, i + 120)}`
  );
}
