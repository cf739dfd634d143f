import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SANDBOX_CRM_CLIENT_ID = 'sandbox-crm';
export const SANDBOX_INTEGRATION_USERNAME = 'integration@sandbox-crm.local';
export const SANDBOX_DEMO_USERNAME = 'demo@sandbox-crm.local';
const CREDENTIALS_FILE = 'credentials.json';

export type TSandboxUser = { username: string; password: string };

/**
 * The sandbox's own accounts: the integration user (the product's connector signs in with it
 * through OAuth) and the demo user (a person, or a browser run, on the pages). The sandbox
 * knows no other account: the product's users never sign in here.
 */
export type TSandboxCrmCredentials = {
  integration: TSandboxUser;
  demo: TSandboxUser;
  clientId: string;
  clientSecret: string;
};

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

const secret = () => crypto.randomBytes(24).toString('base64url');

function isCredentials(value: unknown): value is TSandboxCrmCredentials {
  const v = value as Partial<TSandboxCrmCredentials> | null;
  const user = (u: Partial<TSandboxUser> | undefined) =>
    typeof u?.username === 'string' && typeof u.password === 'string' && u.password.length >= 16;
  return Boolean(
    v && user(v.integration) && user(v.demo) && typeof v.clientSecret === 'string' && v.clientId,
  );
}

/** The credentials file of a sandbox data folder, or null when the sandbox never started there. */
export function readSandboxCrmCredentials(dataDir: string): TSandboxCrmCredentials | null {
  try {
    const value = JSON.parse(fs.readFileSync(path.join(dataDir, CREDENTIALS_FILE), 'utf8'));
    return isCredentials(value) ? value : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' || err instanceof SyntaxError) return null;
    throw err;
  }
}

/** Generated at first start into the data folder (0600), kept across restarts. */
export function loadOrCreateSandboxCrmCredentials(dataDir: string): TSandboxCrmCredentials {
  const existing = readSandboxCrmCredentials(dataDir);
  if (existing) return existing;
  const credentials: TSandboxCrmCredentials = {
    integration: { username: SANDBOX_INTEGRATION_USERNAME, password: secret() },
    demo: { username: SANDBOX_DEMO_USERNAME, password: secret() },
    clientId: SANDBOX_CRM_CLIENT_ID,
    clientSecret: secret(),
  };
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, CREDENTIALS_FILE);
  fs.writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return credentials;
}
