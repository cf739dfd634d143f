import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Connection } from 'jsforce';
import type { Transport } from 'jsforce/lib/transport.js';
import type { HttpRequest, HttpRequestOptions } from 'jsforce/lib/types/common.js';
import {
  CrmError,
  type TCrmAction,
  type TCrmConnector,
  type TCrmRecord,
  type TCrmWriteInput,
} from './crm-connector.ts';
import { buildCrmWrite, type TCrmMapping, type TCrmWrite } from './crm-mapping.ts';

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

export const SALESFORCE_MESSAGES = {
  timeout: (ms: number) => `The CRM did not answer within ${Math.round(ms / 1000)} s`,
  unreachable: (host: string) => `The CRM at ${host} could not be reached`,
  unavailable: (status: number) => `The CRM answered HTTP ${status}: try again later`,
  signInRefused: (error: string, description: string) =>
    `The CRM refused the sign-in (${error}): ${description}`,
  noGrant:
    'No Salesforce sign-in is configured: set a client secret, a private key and username, or a username and password',
  multipleMatches: (field: string, key: string) =>
    `Several CRM records have ${field} = ${key}: make the field Unique in the org, then retry`,
  privateKeyUnreadable: 'SALESFORCE_PRIVATE_KEY is neither a PEM key nor a readable file',
} as const;

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

export type TCompositeSubResult = {
  body: unknown;
  httpStatusCode: number;
  referenceId: string;
  httpHeaders?: Record<string, string>;
};

/**
 * The bodies of a composite answer's sub-results, in order, or the CrmError of the first that
 * failed: its own errorCode and fields, not the PROCESSING_HALTED of the ones it stopped. A 300
 * (several records hold the External ID) is DUPLICATE_EXTERNAL_ID: nothing was written.
 */
export function checkCompositeResults(
  results: TCompositeSubResult[] | undefined,
  referenceIds: string[],
  write: Pick<TCrmWrite, 'externalIdField' | 'externalKey'>,
): unknown[] {
  const byRef = new Map((results ?? []).map((r) => [r.referenceId, r]));
  const failures: CrmError[] = [];
  const bodies: unknown[] = [];
  for (const ref of referenceIds) {
    const result = byRef.get(ref);
    if (!result) {
      failures.push(new CrmError('UNKNOWN_EXCEPTION', `The CRM did not answer the ${ref} step`));
      continue;
    }
    if (result.httpStatusCode === 300) {
      failures.push(
        new CrmError(
          'DUPLICATE_EXTERNAL_ID',
          SALESFORCE_MESSAGES.multipleMatches(write.externalIdField, write.externalKey),
          [write.externalIdField],
          true,
        ),
      );
      continue;
    }
    if (result.httpStatusCode >= 400) {
      const error = (Array.isArray(result.body) ? result.body[0] : result.body) as
        { errorCode?: unknown; message?: unknown; fields?: unknown } | undefined;
      if (result.httpStatusCode >= 500)
        failures.push(
          new CrmError('UNAVAILABLE', SALESFORCE_MESSAGES.unavailable(result.httpStatusCode)),
        );
      else
        failures.push(
          new CrmError(
            String(error?.errorCode ?? `ERROR_HTTP_${result.httpStatusCode}`),
            String(error?.message ?? `HTTP ${result.httpStatusCode}`),
            Array.isArray(error?.fields) ? error.fields.map(String) : [],
          ),
        );
      continue;
    }
    bodies.push(result.body);
  }
  const cause = failures.find((f) => f.errorCode !== 'PROCESSING_HALTED') ?? failures[0];
  if (cause) throw cause;
  return bodies;
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

function isTimeout(err: unknown): boolean {
  const e = err as { name?: string; message?: string; type?: string };
  return (
    e?.name === 'AbortError' ||
    e?.name === 'TimeoutError' ||
    e?.type === 'aborted' ||
    /Request Timeout|aborted/i.test(e?.message ?? '')
  );
}

function isNetworkError(err: unknown): boolean {
  const e = err as { name?: string; code?: string; cause?: { code?: string } };
  return (
    e?.name === 'FetchError' ||
    /^(ECONN|ENOTFOUND|EHOST|ENET|EPIPE|UND_ERR)/.test(e?.code ?? e?.cause?.code ?? '') ||
    (err instanceof TypeError && /fetch failed/i.test(err.message))
  );
}

/**
 * A jsforce or fetch failure as a CrmError: Salesforce's errorCode, message and fields kept;
 * a timeout or an unreachable CRM transient; nothing of the credentials in the message.
 */
export function toCrmError(
  err: unknown,
  settings: Pick<TSalesforceSettings, 'timeoutMs' | 'loginUrl'>,
): CrmError {
  if (err instanceof CrmError) return err;
  if (isTimeout(err))
    return new CrmError('TIMEOUT', SALESFORCE_MESSAGES.timeout(settings.timeoutMs));
  if (isNetworkError(err))
    return new CrmError(
      'UNAVAILABLE',
      SALESFORCE_MESSAGES.unreachable(new URL(settings.loginUrl).host),
    );
  const e = err as { name?: string; errorCode?: string; message?: string; data?: unknown };
  const data = Array.isArray(e.data) ? e.data[0] : e.data;
  const detail = (data && typeof data === 'object' ? data : {}) as {
    errorCode?: unknown;
    message?: unknown;
    fields?: unknown;
  };
  const code = String(detail.errorCode ?? e.errorCode ?? e.name ?? 'UNKNOWN_EXCEPTION');
  const fields = Array.isArray(detail.fields) ? detail.fields.map(String) : [];
  const message = String(detail.message ?? e.message ?? code);
  const http = /^ERROR_HTTP_(\d{3})$/.exec(code);
  if (http && Number(http[1]) >= 500)
    return new CrmError('UNAVAILABLE', SALESFORCE_MESSAGES.unavailable(Number(http[1])));
  return new CrmError(code, message, fields);
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

  const write = (action: TCrmAction, input: TCrmWriteInput) =>
    upsert(buildCrmWrite(action, input, deps.mapping, now()));

  return {
    name: deps.name ?? 'salesforce',
    createOpportunity: (input) => write('opportunity', input),
    addProduct: (input) => write('product', input),
    createMission: (input) => write('mission', input),
    createProposition: (input) => write('proposition', input),
    updatePresentation: (input) => write('presentation', input),
    updateRetention: (input) => write('retention', input),
    signIn,
  };
}
