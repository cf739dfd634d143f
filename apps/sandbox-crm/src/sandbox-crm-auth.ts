import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createSandboxCrmRepository } from './sandbox-crm.repository.ts';
import type { TSandboxDb } from './sandbox-crm.storage.ts';
import { SANDBOX_MESSAGES, SandboxCrmError } from './sandbox-record-rules.ts';
import {
  createSignInLimits,
  SignInLimitedError,
  type TSignInLimitOptions,
} from './sandbox-sign-in-limits.ts';
import { sha256, type TSandboxCrmCredentials } from './sandbox-users.ts';

const JWT_KEY_FILE = 'jwt-key.pem';
/** A fixed org and user id, shaped like Salesforce's, for the token's identity URL. */
const ORG_ID = '00D000000000001AAA';
const USER_ID = '005000000000001AAA';
/** Wrong verification codes a pending sign-in takes before it ends. */
export const CODE_ATTEMPTS_MAX = 5;

/**
 * The private key (PEM) the sandbox's connected app trusts for the JWT bearer flow, made on
 * first use into the sandbox's data folder; its public half checks the assertions.
 */
export function getSandboxCrmJwtKey(dataDir: string): string {
  const file = path.join(dataDir, JWT_KEY_FILE);
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, pem, { mode: 0o600 });
  return pem;
}

/** An OAuth token-endpoint refusal: `{error, error_description}` with its status. */
export class SandboxOAuthError extends Error {
  constructor(
    readonly error:
      'invalid_grant' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_request',
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

const TTL = {
  api: 2 * 60 * 60_000,
  refresh: 30 * 24 * 60 * 60_000,
  browser: 12 * 60 * 60_000,
  pending: 15 * 60_000,
  device: 180 * 24 * 60 * 60_000,
} as const;

function sameSecret(a: string, b: string): boolean {
  return crypto.timingSafeEqual(Buffer.from(sha256(a), 'hex'), Buffer.from(sha256(b), 'hex'));
}

function decodeJwtPart(part: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Sign-in to the sandbox CRM: OAuth tokens for its REST surface, and browser sessions for its
 * pages (with the one-time verification code of CRM_SANDBOX_2FA_CODE per new browser). Every
 * credential is stored as its SHA-256 only.
 */
export function createSandboxCrmAuth(deps: {
  db: TSandboxDb;
  dataDir: string;
  credentials: TSandboxCrmCredentials;
  /** When set, a browser signing in for the first time is asked for this code. */
  twoFactorCode?: string;
  limits?: Partial<TSignInLimitOptions>;
  now?: () => Date;
  /** Tests shorten the API token's life. */
  apiTokenTtlMs?: number;
}) {
  const repo = createSandboxCrmRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const credentials = () => deps.credentials;
  const limits = createSignInLimits({ ...deps.limits, now: () => now().getTime() });
  const ttl = { ...TTL, api: deps.apiTokenTtlMs ?? TTL.api };

  async function issue(kind: keyof typeof TTL, username: string, prefix = ''): Promise<string> {
    const token = `${prefix}${crypto.randomBytes(32).toString('base64url')}`;
    await repo.insertSession({
      tokenHash: sha256(token),
      kind,
      username,
      expiresAt: new Date(now().getTime() + ttl[kind]),
    });
    return token;
  }

  /**
   * The sandbox's own users only (the integration user and the demo user), never the product's.
   * Sign-in attempts are limited per account and globally: while a limit holds, even the right
   * password is refused with 429, and the password is not looked at.
   */
  async function checkPerson(username: string, password: string): Promise<string | null> {
    const name = username.trim().toLowerCase();
    limits.check(name);
    const user = [deps.credentials.integration, deps.credentials.demo].find(
      (u) => u.username === name,
    );
    // The same comparison for an unknown name, so timing does not tell which names exist.
    const matches = sameSecret(password, user?.password ?? crypto.randomBytes(24).toString('hex'));
    if (!user || !matches) {
      limits.failed(name);
      return null;
    }
    limits.succeeded(name);
    return user.username;
  }

  function checkClient(form: Record<string, string>) {
    const { clientId, clientSecret } = credentials();
    if (form.client_id !== clientId)
      throw new SandboxOAuthError('invalid_client', 'invalid client credentials');
    if (form.client_secret !== undefined && !sameSecret(form.client_secret, clientSecret))
      throw new SandboxOAuthError('invalid_client', 'invalid client credentials');
    return form.client_secret !== undefined;
  }

  /** The JWT bearer assertion: RS256 by the sandbox's key, issued by its client, not expired. */
  function checkAssertion(assertion: string | undefined): string {
    const invalid = () => new SandboxOAuthError('invalid_grant', 'invalid assertion');
    const parts = (assertion ?? '').split('.');
    if (parts.length !== 3) throw invalid();
    const [headerPart, payloadPart, signature] = parts as [string, string, string];
    const header = decodeJwtPart(headerPart);
    const claims = decodeJwtPart(payloadPart);
    if (header?.alg !== 'RS256' || !claims) throw invalid();
    const publicKey = crypto.createPublicKey(getSandboxCrmJwtKey(deps.dataDir));
    const valid = crypto.verify(
      'RSA-SHA256',
      Buffer.from(`${headerPart}.${payloadPart}`),
      publicKey,
      Buffer.from(signature, 'base64url'),
    );
    if (!valid) throw invalid();
    if (claims.iss !== credentials().clientId)
      throw new SandboxOAuthError('invalid_client', 'client identifier invalid');
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < now().getTime())
      throw new SandboxOAuthError('invalid_grant', 'expired authorization code');
    const integration = credentials().integration.username;
    if (typeof claims.sub !== 'string' || claims.sub.toLowerCase() !== integration)
      throw new SandboxOAuthError('invalid_grant', "user hasn't approved this consumer");
    return integration;
  }

  return {
    checkPerson,

    /** POST /services/oauth2/token: the grants an integration may use. */
    async grant(form: Record<string, string>, origin: string) {
      let username: string;
      let withRefresh = false;
      switch (form.grant_type) {
        case 'client_credentials': {
          if (!checkClient(form))
            throw new SandboxOAuthError('invalid_client', 'invalid client credentials');
          username = credentials().integration.username;
          break;
        }
        case 'password': {
          checkClient(form);
          const who = await checkPerson(form.username ?? '', form.password ?? '').catch((err) => {
            if (err instanceof SignInLimitedError)
              throw new SandboxOAuthError('invalid_grant', err.message, 429);
            throw err;
          });
          if (!who) throw new SandboxOAuthError('invalid_grant', 'authentication failure');
          username = who;
          withRefresh = true;
          break;
        }
        case 'urn:ietf:params:oauth:grant-type:jwt-bearer':
          username = checkAssertion(form.assertion);
          break;
        case 'refresh_token': {
          checkClient(form);
          const row = form.refresh_token
            ? await repo.findSession(sha256(form.refresh_token), now())
            : undefined;
          if (!row || row.kind !== 'refresh')
            throw new SandboxOAuthError('invalid_grant', 'expired access/refresh token');
          username = row.username;
          break;
        }
        default:
          throw new SandboxOAuthError('unsupported_grant_type', 'grant type not supported');
      }
      await repo.deleteExpiredSessions(now());
      const accessToken = await issue('api', username, `${ORG_ID}!`);
      const issuedAt = String(now().getTime());
      const id = `${origin}/id/${ORG_ID}/${USER_ID}`;
      const signature = crypto
        .createHmac('sha256', credentials().clientSecret)
        .update(id + issuedAt)
        .digest('base64');
      return {
        access_token: accessToken,
        ...(withRefresh ? { refresh_token: await issue('refresh', username) } : {}),
        instance_url: origin,
        id,
        token_type: 'Bearer',
        issued_at: issuedAt,
        signature,
      };
    },

    /** The user behind a REST call's bearer token, or Salesforce's 401 INVALID_SESSION_ID. */
    async authenticateApi(authorization: string | undefined): Promise<string> {
      const [scheme, token] = (authorization ?? '').split(' ');
      const row =
        scheme?.toLowerCase() === 'bearer' && token
          ? await repo.findSession(sha256(token), now())
          : undefined;
      if (!row || row.kind !== 'api')
        throw new SandboxCrmError('INVALID_SESSION_ID', SANDBOX_MESSAGES.sessionInvalid, [], 401);
      return row.username;
    },

    /**
     * A browser signed in: a full session, or a pending one when the verification code is
     * required and this browser has no remembered device.
     */
    async startBrowserSession(username: string, deviceToken: string | undefined) {
      const needsCode =
        Boolean(deps.twoFactorCode) && !(await this.isKnownDevice(deviceToken, username));
      await repo.deleteExpiredSessions(now());
      const token = await issue(needsCode ? 'pending' : 'browser', username);
      return { token, needsCode };
    },
    async isKnownDevice(deviceToken: string | undefined, username: string): Promise<boolean> {
      if (!deviceToken) return false;
      const row = await repo.findSession(sha256(deviceToken), now());
      return row?.kind === 'device' && row.username === username;
    },
    async readBrowserSession(token: string | undefined) {
      if (!token) return null;
      const row = await repo.findSession(sha256(token), now());
      if (!row || (row.kind !== 'browser' && row.kind !== 'pending')) return null;
      return { username: row.username, pending: row.kind === 'pending' };
    },
    /**
     * The verification code of a pending session: the session becomes full, the device known.
     * Each wrong code counts; the fifth ends the pending sign-in ('ended': sign in again).
     */
    async verifyCode(
      token: string,
      code: string,
    ): Promise<{ deviceToken: string } | 'wrong' | 'ended' | null> {
      const expected = deps.twoFactorCode;
      const session = await this.readBrowserSession(token);
      if (!session?.pending || !expected) return null;
      if (!sameSecret(code.trim(), expected)) {
        const attempts = await repo.countCodeAttempt(sha256(token));
        if (attempts < CODE_ATTEMPTS_MAX) return 'wrong';
        await repo.deleteSession(sha256(token));
        return 'ended';
      }
      await repo.promoteSession(sha256(token), 'browser', new Date(now().getTime() + ttl.browser));
      return { deviceToken: await issue('device', session.username) };
    },
    async endBrowserSession(token: string | undefined) {
      if (token) await repo.deleteSession(sha256(token));
    },
    ttl,
  };
}

export type TSandboxCrmAuth = ReturnType<typeof createSandboxCrmAuth>;
