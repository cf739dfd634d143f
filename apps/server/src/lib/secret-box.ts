import crypto from 'node:crypto';

const PREFIX = 'enc:v1:';

/**
 * Encrypts short secrets kept in the database (AES-256-GCM), so a copy of the database alone
 * does not hand out what they protect. Values written before encryption existed read as they are.
 */
export function createSecretBox(keyMaterial: string) {
  const key = crypto.createHash('sha256').update(keyMaterial).digest();
  return {
    seal(plain: string): string {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return PREFIX + parts.join(':');
    },
    open(stored: string): string {
      if (!isSealed(stored)) return stored;
      const [iv, tag, body] = stored
        .slice(PREFIX.length)
        .split(':')
        .map((part) => Buffer.from(part, 'base64url'));
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export type TSecretBox = ReturnType<typeof createSecretBox>;
