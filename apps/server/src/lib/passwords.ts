import type * as Argon2 from '@node-rs/argon2';

// A native module, loaded with the first password hashed or checked rather than at start.
let argon2: Promise<typeof Argon2> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

// Argon2id with the library's defaults (19 MiB, 2 passes), the OWASP minimum.
const ARGON2ID = 2;

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A fixed hash verified when the e-mail is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-just-timing');
  return dummyHash;
}
