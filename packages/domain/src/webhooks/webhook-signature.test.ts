import { describe, expect, it } from 'vitest';
import { isWebhookSecret, signWebhook, verifyWebhook } from './webhook-signature.ts';

// The reference example of the Standard Webhooks specification (and the svix libraries).
const REFERENCE = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

const headersOf = (id: string, timestamp: number, signature: string) => ({
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': signature,
});

describe('webhook signatures', () => {
  it('signs as the Standard Webhooks reference does', async () => {
    expect(await signWebhook(REFERENCE)).toBe(REFERENCE.signature);
  });

  it('verifies a signed message and names its id', async () => {
    const result = await verifyWebhook({
      headers: headersOf(REFERENCE.id, REFERENCE.timestamp, REFERENCE.signature),
      body: REFERENCE.body,
      secret: REFERENCE.secret,
      now: REFERENCE.timestamp + 10,
    });
    expect(result).toEqual({ ok: true, id: REFERENCE.id });
  });

  it('accepts one matching signature among several (secret rotation)', async () => {
    const result = await verifyWebhook({
      headers: headersOf(REFERENCE.id, REFERENCE.timestamp, `v1,AAAA ${REFERENCE.signature}`),
      body: REFERENCE.body,
      secret: REFERENCE.secret,
      now: REFERENCE.timestamp,
    });
    expect(result.ok).toBe(true);
  });

  it('refuses a changed body, another secret, an old timestamp and missing headers', async () => {
    const base = {
      headers: headersOf(REFERENCE.id, REFERENCE.timestamp, REFERENCE.signature),
      body: REFERENCE.body,
      secret: REFERENCE.secret,
      now: REFERENCE.timestamp,
    };
    expect(await verifyWebhook({ ...base, body: '{"test": 1}' })).toEqual({
      ok: false,
      reason: 'No matching signature',
    });
    expect(
      (
        await verifyWebhook({
          ...base,
          secret: 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
        })
      ).ok,
    ).toBe(false);
    expect(await verifyWebhook({ ...base, now: REFERENCE.timestamp + 301 })).toEqual({
      ok: false,
      reason: 'Message timestamp too old or too new',
    });
    expect(await verifyWebhook({ ...base, headers: {} })).toEqual({
      ok: false,
      reason: 'Missing webhook headers',
    });
    const otherId = headersOf('msg_other', REFERENCE.timestamp, REFERENCE.signature);
    expect((await verifyWebhook({ ...base, headers: otherId })).ok).toBe(false);
  });

  it('recognises the secret format', () => {
    expect(isWebhookSecret(REFERENCE.secret)).toBe(true);
    expect(isWebhookSecret('whsec_short')).toBe(false);
    expect(isWebhookSecret('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toBe(false);
  });
});
