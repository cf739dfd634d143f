import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Connection } from 'jsforce';
import type { Transport } from 'jsforce/lib/transport.js';
import type { HttpRequest, HttpRequestOptions } from 'jsforce/lib/types/common.js';
import { CrmError, type TCrmConnector, type TCrmRecord } from './crm-connector.ts';
import { buildCrmWrite, type TCrmMapping, type TCrmWrite } from './crm-mapping.ts';
import {
  checkCompositeResults,
  SALESFORCE_MESSAGES,
  toCrmError,
  type TCompositeSubResult,
} from './salesforce-errors.ts';

/** Where and how the connector signs in; secrets stay in here, never in a message. */
export type TSalesforceSettings = {
  /** The login host (https://login.salesforce.com, a My Domain, or the sandbox CRM's base). */
  loginUrl: string;
  apiVersion: string;
  clientId?: string;
  clientSecret?: string;
  /** PEM text, or the path of a PEM file, for the JWT bearer flow. */
  privateKey?: string;
  username?: string;
  password?: string;
  timeoutMs: number;
  /** Where a person opens the records, when not the Lightning host of the instance (the sandbox CRM). */
  recordBaseUrl?: string;
};

type TSession = { accessToken: string; instanceUrl: string };
type TGrant = 'jwt' | 'client_credentials' | 'password';

/** The Lightning record page of a record: the sandbox's is relative, so it works from any host. */
export function lightningRecordUrl(
  instanceUrl: string,
  object: string,
  id: string,
  recordBaseUrl?: string,
): string {
  if (recordBaseUrl) return `${recordBaseUrl.replace(/\/$/, '')}/lightning/r/${object}/${id}/view`;
  const url = new URL(instanceUrl);
  const host = url.host.replace(/\.my\.salesforce\.com$/, '.lightning.force.com');
  return `${url.protocol}//${host}/lightning/r/${object}/${id}/view`;
}

function readPrivateKey(value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    return fs.readFileSync(value, 'utf8');
  } catch {
    throw new CrmError('INVALID_LOGIN', SALESFORCE_MESSAGES.privateKeyUnreadable, [], true);
  }
}

/** An RS256 JWT bearer assertion for the connected app (valid three minutes). */
export function signJwtAssertion(input: {
  clientId: string;
  username: string;
  audience: string;
  privateKey: string;
  now: Date;
}): string {
  const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const unsigned = `${part({ alg: 'RS256' })}.${part({
    iss: input.clientId,
    sub: input.username,
    aud: input.audience,
    exp: Math.floor(input.now.getTime() / 1000) + 180,
  })}`;
  const signature = crypto.sign('RSA-SHA256', Buffer.from(unsigned), input.privateKey);
  return `${unsigned}.${signature.toString('base64url')}`;
}

type TJsforce = {
  Connection: typeof Connection;
  TimedTransport: new (timeoutMs: number) => Transport;
};
let jsforce: Promise<TJsforce> | undefined;

/** jsforce (≈37 MB) loads with the first call to a CRM, not with the server. */
function loadJsforce(): Promise<TJsforce> {
  jsforce ??= Promise.all([import('jsforce'), import('jsforce/lib/transport.js')]).then(
    ([{ Connection }, { Transport }]) => {
      /** jsforce's HTTP layer with our time limit (it aborts the request) and no retries of its own. */
      class TimedTransport extends Transport {
        constructor(private readonly timeoutMs: number) {
          super();
        }
        override httpRequest(req: HttpRequest, options: HttpRequestOptions = {}) {
          return super.httpRequest(req, {
            ...options,
            timeout: this.timeoutMs,
            retry: { maxRetries: 0 },
          });
        }
      }
      return { Connection, TimedTransport };
    },
  );
  return jsforce;
}

/**
 * The `salesforce` connector: jsforce against a Salesforce org (or the embedded sandbox CRM,
 * which answers the same REST shapes). Signs in with the JWT bearer flow or client credentials,
 * falling back to username-password; signs in again once when the session has expired. Every
 * write is an upsert on the mapping's External ID with the write's idempotency key, so a retried
 * run finds the record it made instead of making a second one.
 */
export function createSalesforceConnector(deps: {
  settings: TSalesforceSettings;
  mapping: TCrmMapping;
  /** 'sandbox' when it writes to the embedded sandbox CRM (its links are labelled). */
  name?: string;
  now?: () => Date;
}): TCrmConnector & { signIn: () => Promise<TSession> } {
  const { settings } = deps;
  const now = deps.now ?? (() => new Date());
  let session: Promise<TSession> | null = null;

  function grants(): TGrant[] {
    const list: TGrant[] = [];
    if (settings.clientId && settings.privateKey && settings.username) list.push('jwt');
    if (settings.clientId && settings.clientSecret) list.push('client_credentials');
    if (settings.username && settings.password) list.push('password');
    return list;
  }

  function formFor(grant: TGrant): Record<string, string> {
    const audience = settings.loginUrl.replace(/\/$/, '');
    switch (grant) {
      case 'jwt':
        return {
          grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
          assertion: signJwtAssertion({
            clientId: settings.clientId!,
            username: settings.username!,
            audience,
            privateKey: readPrivateKey(settings.privateKey!),
            now: now(),
          }),
        };
      case 'client_credentials':
        return {
          grant_type: 'client_credentials',
          client_id: settings.clientId!,
          client_secret: settings.clientSecret!,
        };
      case 'password':
        return {
          grant_type: 'password',
          client_id: settings.clientId ?? '',
          ...(settings.clientSecret ? { client_secret: settings.clientSecret } : {}),
          username: settings.username!,
          password: settings.password!,
        };
    }
  }

  async function requestToken(grant: TGrant): Promise<TSession> {
    const url = `${settings.loginUrl.replace(/\/$/, '')}/services/oauth2/token`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(formFor(grant)).toString(),
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      throw toCrmError(err, settings);
    }
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.status >= 500)
      throw new CrmError('UNAVAILABLE', SALESFORCE_MESSAGES.unavailable(res.status));
    if (!res.ok || typeof body.access_token !== 'string' || typeof body.instance_url !== 'string')
      throw new CrmError(
        'INVALID_LOGIN',
        SALESFORCE_MESSAGES.signInRefused(
          String(body.error ?? `HTTP ${res.status}`),
          String(body.error_description ?? 'no description'),
        ),
        [],
        true,
      );
    return { accessToken: body.access_token, instanceUrl: body.instance_url };
  }

  /** The first grant that works, in the order JWT, client credentials, username-password. */
  async function authenticate(): Promise<TSession> {
    const list = grants();
    if (list.length === 0)
      throw new CrmError('INVALID_LOGIN', SALESFORCE_MESSAGES.noGrant, [], true);
    let last: unknown;
    for (const grant of list) {
      try {
        return await requestToken(grant);
      } catch (err) {
        // Only a refusal moves on to the next grant; an unreachable CRM fails the attempt.
        if (!(err instanceof CrmError && err.errorCode === 'INVALID_LOGIN')) throw err;
        last = err;
      }
    }
    throw last;
  }

  function signIn(): Promise<TSession> {
    session ??= authenticate().catch((err: unknown) => {
      session = null;
      throw err;
    });
    return session;
  }

  function connect(s: TSession, { Connection, TimedTransport }: TJsforce): Connection {
    const conn = new Connection({
      instanceUrl: s.instanceUrl,
      accessToken: s.accessToken,
      version: settings.apiVersion,
    });
    (conn as unknown as { _transport: Transport })._transport = new TimedTransport(
      settings.timeoutMs,
    );
    return conn;
  }

  /** One call with a session; an expired one is replaced once, then the call is tried again. */
  async function withConnection<T>(run: (conn: Connection, s: TSession) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const current = await signIn();
      try {
        return await run(connect(current, await loadJsforce()), current);
      } catch (err) {
        const crmError = toCrmError(err, settings);
        if (crmError.errorCode === 'INVALID_SESSION_ID' && attempt === 0) {
          if (session && (await session.catch(() => null)) === current) session = null;
          continue;
        }
        throw crmError;
      }
    }
  }

  /**
   * One round trip: the upsert and the read of its CreatedDate in one composite request, each
   * sub-result checked (the composite itself always answers 200).
   */
  async function upsert(write: TCrmWrite): Promise<TCrmRecord> {
    const { [write.externalIdField]: _key, ...fields } = write.fields;
    const base = `/services/data/v${settings.apiVersion}/sobjects/${encodeURIComponent(write.object)}`;
    return withConnection(async (conn, s) => {
      const answer = await conn.request<{ compositeResponse?: TCompositeSubResult[] }>({
        method: 'POST',
        url: '/composite',
        body: JSON.stringify({
          allOrNone: false,
          compositeRequest: [
            {
              method: 'PATCH',
              url: `${base}/${encodeURIComponent(write.externalIdField)}/${encodeURIComponent(write.externalKey)}`,
              referenceId: 'record',
              body: fields,
            },
            {
              method: 'GET',
              url: `${base}/@{record.id}?fields=Id,CreatedDate`,
              referenceId: 'created',
            },
          ],
        }),
        headers: { 'content-type': 'application/json' },
      });
      const [saved, read] = checkCompositeResults(
        answer.compositeResponse,
        ['record', 'created'],
        write,
      );
      const id = String((read as { Id: string }).Id);
      return {
        object: write.object,
        id,
        url: lightningRecordUrl(s.instanceUrl, write.object, id, settings.recordBaseUrl),
        createdAt: new Date(
          String((read as { CreatedDate: string }).CreatedDate).replace(/\+0000$/, 'Z'),
        ).toISOString(),
        created: (saved as { created?: unknown } | null)?.created === true,
        via: 'api',
      };
    });
  }

  const write: TCrmConnector['write'] = (action, input) =>
    upsert(buildCrmWrite(action, input, deps.mapping, now()));

  return { name: deps.name ?? 'salesforce', write, signIn };
}
