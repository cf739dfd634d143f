import crypto from 'node:crypto';

export type TUploadClaims = { kind: 'upload'; key: string; max: number; exp: number };
export type TDownloadClaims = { kind: 'download'; key: string; name: string; exp: number };
export type TFileClaims = TUploadClaims | TDownloadClaims;

/** Short-lived HMAC-signed tokens that stand in for S3's presigned URLs on the local driver. */
export function createTokenSigner(secret: string) {
  const key = crypto.createHmac('sha256', secret).update('staffing-file-urls').digest();
  const mac = (body: string) => crypto.createHmac('sha256', key).update(body).digest('base64url');
  return {
    sign(claims: TFileClaims): string {
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${body}.${mac(body)}`;
    },
    verify<K extends TFileClaims['kind']>(
      token: string,
      kind: K,
      now = Date.now(),
    ): Extract<TFileClaims, { kind: K }> | null {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
      try {
        const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TFileClaims;
        if (claims.kind !== kind || typeof claims.exp !== 'number' || claims.exp < now) return null;
        return claims as Extract<TFileClaims, { kind: K }>;
      } catch {
        return null;
      }
    },
  };
}

export type TFileTokenSigner = ReturnType<typeof createTokenSigner>;
