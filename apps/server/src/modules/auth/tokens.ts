import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { TRole } from '@staffing/domain';

/** `sid` is the session (refresh family) the token belongs to: revoking it ends the token at once. */
export type TAccessClaims = { sub: string; sid: string; role: TRole; exp: number };

export type TTokenSigner = {
  signAccess: (user: { id: string; role: TRole; sessionId: string }) => Promise<string>;
  verifyAccess: (token: string) => Promise<TAccessClaims | null>;
};

export function createTokenSigner(secret: string, ttlSeconds: number): TTokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    signAccess: (user) =>
      new SignJWT({ role: user.role, sid: user.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setJti(crypto.randomUUID())
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    verifyAccess: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string' ||
          typeof payload.exp !== 'number'
        )
          return null;
        return {
          sub: payload.sub,
          sid: payload.sid,
          role: payload.role as TRole,
          exp: payload.exp,
        };
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
