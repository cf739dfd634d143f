import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A secret generated on first start and kept in the data folder, so sessions survive restarts. */
export function loadOrCreateSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}
