/**
 * Standard Webhooks signatures (standardwebhooks.com): HMAC-SHA256 over
 * `<webhook-id>.<webhook-timestamp>.<body>` with the secret's bytes, sent base64 as
 * `webhook-signature: v1,<signature>`. Web Crypto, so the same code signs on the server and
 * verifies in a receiver (or a test) on Node 20+ and in browsers.
 */

export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Receivers refuse a timestamp further than this from their clock (replayed messages). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

const SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/;

export function isWebhookSecret(value: string): boolean {
  return SECRET_PATTERN.test(value);
}

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `whsec_<base64>` → key bytes (a bare base64 secret is accepted too). */
function secretBytes(secret: string): Uint8Array<ArrayBuffer> {
  const encoded = secret.startsWith(WEBHOOK_SECRET_PREFIX)
    ? secret.slice(WEBHOOK_SECRET_PREFIX.length)
    : secret;
  return base64ToBytes(encoded);
}

export type TWebhookSignInput = {
  id: string;
  /** Unix seconds. */
  timestamp: number;
  body: string;
  secret: string;
};

/** The `webhook-signature` header value: `v1,<base64 HMAC-SHA256>`. */
export async function signWebhook(input: TWebhookSignInput): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    secretBytes(input.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const content = new TextEncoder().encode(`${input.id}.${input.timestamp}.${input.body}`);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, content));
  return `v1,${bytesToBase64(mac)}`;
}

/** Length-independent comparison, so timing does not reveal how much of a signature matched. */
function isSameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

export type TWebhookVerifyInput = {
  /** The three webhook-* headers as received (names in lower case). */
  headers: Record<string, string | string[] | undefined>;
  /** The raw body, exactly as received. */
  body: string;
  secret: string;
  /** Unix seconds; by default the clock. */
  now?: number;
  toleranceSeconds?: number;
};

export type TWebhookVerifyResult = { ok: true; id: string } | { ok: false; reason: string };

const header = (headers: TWebhookVerifyInput['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Checks a received message: headers present, timestamp within the tolerance, and one of the
 * space-separated `v1,` signatures matching (several appear while a secret is being rotated).
 */
export async function verifyWebhook(input: TWebhookVerifyInput): Promise<TWebhookVerifyResult> {
  const id = header(input.headers, WEBHOOK_HEADERS.id);
  const timestamp = header(input.headers, WEBHOOK_HEADERS.timestamp);
  const signatures = header(input.headers, WEBHOOK_HEADERS.signature);
  if (!id || !timestamp || !signatures) return { ok: false, reason: 'Missing webhook headers' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'Invalid webhook-timestamp' };
  const now = input.now ?? Math.floor(Date.now() / 1000);
  const tolerance = input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(now - Number(timestamp)) > tolerance)
    return { ok: false, reason: 'Message timestamp too old or too new' };
  const expected = await signWebhook({
    id,
    timestamp: Number(timestamp),
    body: input.body,
    secret: input.secret,
  });
  const matches = signatures.split(' ').some((s) => isSameText(s, expected));
  return matches ? { ok: true, id } : { ok: false, reason: 'No matching signature' };
}
