import crypto from 'node:crypto';
import type * as Jose from 'jose';
import type { TRole } from '@staffing/domain';

// Loaded with the first token signed or checked rather than at start.
let jose: Promise<typeof Jose> | undefined;
const loadJose = () => (jose ??= import('jose'));

/** `sid` is the session (refresh family) the token belongs to: revoking it ends the token at once. */
export type TAccessClaims = { sub: string; sid: string; role: TRole; exp: number };

export type TTokenSigner = {
  signAccess: (user: { id: string; role: TRole; sessionId: string }) => Promise<string>;
  verifyAccess: (token: string) => Promise<TAccessClaims | null>;
};

/** Tokens whose signature was checked, kept by their exact text (bounded, oldest out first). */
const VERIFIED_TOKENS_MAX = 10_000;

export function createTokenSigner(secret: string, ttlSeconds: number): TTokenSigner {
  const key = new TextEncoder().encode(secret);
  // A client sends the same access token on every request until it refreshes it: its signature
  // is checked once (WebCrypto's HMAC runs off the main thread, a hop per request otherwise),
  // and its expiry at every use. Sessions are still checked per request (actor cache).
  const verified = new Map<string, TAccessClaims>();
  const remember = (token: string, claims: TAccessClaims) => {
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
  return {
    signAccess: async (user) => {
      const { SignJWT } = await loadJose();
      return new SignJWT({ role: user.role, sid: user.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setJti(crypto.randomUUID())
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    verifyAccess: async (token) => {
      const known = verified.get(token);
      if (known) {
        if (known.exp > Date.now() / 1000) return known;
        verified.delete(token);
        return null;
      }
      const { jwtVerify } = await loadJose();
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string' ||
          typeof payload.exp !== 'number'
        )
          return null;
        const claims: TAccessClaims = {
          sub: payload.sub,
          sid: payload.sid,
          role: payload.role as TRole,
          exp: payload.exp,
        };
        remember(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/** Refresh tokens are opaque random strings; only their hash is stored. */
export function newRefreshToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}
