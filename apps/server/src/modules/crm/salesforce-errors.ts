import { CrmError } from './crm-connector.ts';
import type { TCrmWrite } from './crm-mapping.ts';

/** What the Salesforce connector tells a person; never a secret. */
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
  settings: { timeoutMs: number; loginUrl: string },
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
