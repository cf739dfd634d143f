import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens.ts';

const SECRET = 'tokens-test-secret-tokens-test-secret-0123';
const USER = { id: 'u1', role: 'Sales' as const, sessionId: 's1' };

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts a token it signed, again and again', async () => {
    const signer = createTokenSigner(SECRET, 900);
    const token = await signer.signAccess(USER);
    for (let i = 0; i < 3; i++)
      expect(await signer.verifyAccess(token)).toMatchObject({ sub: 'u1', sid: 's1' });
  });

  it('refuses a token once it expired, though its signature was checked before', async () => {
    const signer = createTokenSigner(SECRET, 60);
    const token = await signer.signAccess(USER);
    expect(await signer.verifyAccess(token)).not.toBeNull();
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await signer.verifyAccess(token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered', async () => {
    const signer = createTokenSigner(SECRET, 900);
    const other = createTokenSigner(`${SECRET}-other`, 900);
    const token = await signer.signAccess(USER);
    expect(await other.verifyAccess(token)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('A') ? 'BB' : 'AA'}`;
    expect(await signer.verifyAccess(altered)).toBeNull();
  });
});
