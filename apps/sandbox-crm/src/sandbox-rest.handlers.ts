import type { TExecutor } from './sandbox-crm.storage.ts';
import type { TSandboxCrmService, TSandboxWriteOptions } from './sandbox-crm.service.ts';
import { SANDBOX_MESSAGES, SandboxCrmError } from './sandbox-record-rules.ts';
import { serializeRecord } from './sandbox-rest.serializer.ts';

/** One REST answer: status and JSON body (204 has none). */
export type TRestResult = { status: number; body: unknown };

export const COMPOSITE_MAX = 25;
const ROLLED_BACK = {
  errorCode: 'PROCESSING_HALTED',
  message:
    'The transaction was rolled back since another operation in the same transaction failed.',
};

const asRecord = (body: unknown): Record<string, unknown> => {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new SandboxCrmError('JSON_PARSER_ERROR', 'The request body must be a JSON object');
  return body as Record<string, unknown>;
};

/**
 * The record resources of the REST surface, each a function of a transaction, so a route runs
 * one alone and a composite request runs several in one (with a savepoint each).
 */
export function createSandboxRestHandlers(service: TSandboxCrmService) {
  const t = service.inTransaction;
  return {
    async create(
      tx: TExecutor,
      object: string,
      body: unknown,
      options: TSandboxWriteOptions,
    ): Promise<TRestResult> {
      const saved = await t.create(tx, object, asRecord(body), options);
      return { status: 201, body: { id: saved.id, success: true, errors: [] } };
    },
    async upsert(
      tx: TExecutor,
      object: string,
      field: string,
      value: string,
      body: unknown,
      options: TSandboxWriteOptions,
    ): Promise<TRestResult> {
      const saved = await t.upsert(tx, object, field, value, asRecord(body), options);
      return {
        status: saved.created ? 201 : 200,
        body: { id: saved.id, success: true, errors: [], created: saved.created },
      };
    },
    async update(tx: TExecutor, object: string, id: string, body: unknown): Promise<TRestResult> {
      await t.update(tx, object, id, asRecord(body));
      return { status: 204, body: undefined };
    },
    async remove(tx: TExecutor, object: string, id: string): Promise<TRestResult> {
      await t.remove(tx, object, id);
      return { status: 204, body: undefined };
    },
    async get(
      tx: TExecutor,
      version: string,
      object: string,
      id: string,
      fields: string | undefined,
    ): Promise<TRestResult> {
      const record = await service.get(object, id, tx);
      const wanted = fields
        ?.split(',')
        .map((f) => f.trim())
        .filter(Boolean);
      if (wanted) {
        const object_ = record.object;
        for (const name of wanted)
          if (!object_.fields.some((f) => f.name.toLowerCase() === name.toLowerCase()))
            throw new SandboxCrmError(
              'INVALID_FIELD',
              SANDBOX_MESSAGES.noSuchColumn(name, object_.name),
            );
      }
      const names = wanted?.map(
        (n) => record.object.fields.find((f) => f.name.toLowerCase() === n.toLowerCase())!.name,
      );
      return { status: 200, body: serializeRecord(version, record, names) };
    },
    async query(tx: TExecutor, version: string, soql: string | undefined): Promise<TRestResult> {
      if (!soql?.trim())
        throw new SandboxCrmError('MALFORMED_QUERY', 'A query string must be given in q');
      const result = await service.query(soql, tx);
      return {
        status: 200,
        body: {
          totalSize: result.records.length,
          done: true,
          records: result.records.map((r) => serializeRecord(version, r, result.fields)),
        },
      };
    },
  };
}

export type TSandboxRestHandlers = ReturnType<typeof createSandboxRestHandlers>;

type TSubRequest = { method: string; url: string; referenceId: string; body?: unknown };

/** `@{ref.id}` (or `@{ref.field}`) replaced by what an earlier sub-request answered. */
function resolveReferences(
  value: unknown,
  answers: Map<string, unknown>,
  encode: boolean,
): unknown {
  if (typeof value === 'string')
    return value.replace(
      /@\{([A-Za-z0-9_]+)\.([A-Za-z0-9_.]+)\}/g,
      (_all, ref: string, path: string) => {
        let current: unknown = answers.get(ref);
        for (const key of path.split('.'))
          current =
            current && typeof current === 'object'
              ? (current as Record<string, unknown>)[key]
              : undefined;
        if (current === undefined || current === null)
          throw new SandboxCrmError(
            'PROCESSING_HALTED',
            `Invalid reference specified. No value for ${ref}.${path} found in ${ref}.`,
          );
        return encode ? encodeURIComponent(String(current)) : String(current);
      },
    );
  if (Array.isArray(value)) return value.map((v) => resolveReferences(v, answers, encode));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, resolveReferences(v, answers, encode)]),
    );
  return value;
}

/** The record resources a composite sub-request may name, by method and URL. */
async function dispatch(
  handlers: TSandboxRestHandlers,
  tx: TExecutor,
  sub: TSubRequest,
  options: TSandboxWriteOptions,
): Promise<TRestResult> {
  const url = new URL(sub.url.replace(/^\/sandbox-crm(?=\/)/, ''), 'http://sandbox.invalid');
  const m = /^\/services\/data\/(v\d{2,3}\.\d)\/(.+)$/.exec(url.pathname);
  if (!m) throw new SandboxCrmError('NOT_FOUND', SANDBOX_MESSAGES.notFound, [], 404);
  const version = m[1]!;
  const parts = m[2]!.split('/').map(decodeURIComponent);
  const method = sub.method.toUpperCase();
  if (parts[0] === 'query' && parts.length === 1 && method === 'GET')
    return handlers.query(tx, version, url.searchParams.get('q') ?? undefined);
  if (parts[0] === 'sobjects') {
    const [, object, a, b] = parts;
    if (object && parts.length === 2 && method === 'POST')
      return handlers.create(tx, object, sub.body, options);
    if (object && a && parts.length === 3) {
      if (method === 'GET')
        return handlers.get(tx, version, object, a, url.searchParams.get('fields') ?? undefined);
      if (method === 'PATCH') return handlers.update(tx, object, a, sub.body);
      if (method === 'DELETE') return handlers.remove(tx, object, a);
    }
    if (object && a && b && parts.length === 4 && method === 'PATCH')
      return handlers.upsert(tx, object, a, b, sub.body, options);
  }
  throw new SandboxCrmError('NOT_FOUND', SANDBOX_MESSAGES.notFound, [], 404);
}

class RollBack extends Error {}

/**
 * POST /composite: the sub-requests in order, in one transaction, each in a savepoint; every
 * sub-result reported (the answer is always 200). With allOrNone a failure rolls back all of
 * them and the others report PROCESSING_HALTED.
 */
export async function runComposite(
  service: TSandboxCrmService,
  handlers: TSandboxRestHandlers,
  body: unknown,
  options: TSandboxWriteOptions,
) {
  const input = asRecord(body);
  const requests = input.compositeRequest;
  if (!Array.isArray(requests) || requests.length === 0 || requests.length > COMPOSITE_MAX)
    throw new SandboxCrmError(
      'INVALID_INPUT',
      `compositeRequest must hold between 1 and ${COMPOSITE_MAX} sub-requests`,
    );
  const subs = requests.map((r): TSubRequest => {
    const sub = asRecord(r);
    if (
      typeof sub.method !== 'string' ||
      typeof sub.url !== 'string' ||
      typeof sub.referenceId !== 'string' ||
      !/^[A-Za-z0-9_]{1,80}$/.test(sub.referenceId)
    )
      throw new SandboxCrmError(
        'INVALID_INPUT',
        'Each sub-request needs a method, a url and a referenceId (letters, digits, _)',
      );
    return { method: sub.method, url: sub.url, referenceId: sub.referenceId, body: sub.body };
  });
  const allOrNone = input.allOrNone === true;
  type TSub = {
    body: unknown;
    httpHeaders: Record<string, string>;
    httpStatusCode: number;
    referenceId: string;
  };
  const results: TSub[] = [];
  let failed = false;
  try {
    await service.write(async (tx) => {
      const answers = new Map<string, unknown>();
      for (const sub of subs) {
        if (failed && allOrNone) {
          results.push({
            body: [ROLLED_BACK],
            httpHeaders: {},
            httpStatusCode: 400,
            referenceId: sub.referenceId,
          });
          continue;
        }
        try {
          const resolved = {
            ...sub,
            url: resolveReferences(sub.url, answers, true) as string,
            body: resolveReferences(sub.body, answers, false),
          };
          const result = await tx.transaction((savepoint) =>
            dispatch(handlers, savepoint, resolved, options),
          );
          answers.set(sub.referenceId, result.body);
          results.push({
            body: result.body ?? null,
            httpHeaders: {},
            httpStatusCode: result.status,
            referenceId: sub.referenceId,
          });
        } catch (err) {
          if (!(err instanceof SandboxCrmError)) throw err;
          failed = true;
          results.push({
            body: [err.toBody()],
            httpHeaders: {},
            httpStatusCode: err.status,
            referenceId: sub.referenceId,
          });
        }
      }
      if (failed && allOrNone) throw new RollBack();
    });
  } catch (err) {
    if (!(err instanceof RollBack)) throw err;
    for (const r of results)
      if (r.httpStatusCode < 300) Object.assign(r, { body: [ROLLED_BACK], httpStatusCode: 400 });
  }
  return { compositeResponse: results };
}

/** POST /composite/sobjects: several creates; with allOrNone one failure rolls all back. */
export async function runCompositeCreate(
  service: TSandboxCrmService,
  body: unknown,
  options: TSandboxWriteOptions,
) {
  const input = asRecord(body);
  const records = input.records;
  if (!Array.isArray(records) || records.length === 0 || records.length > 200)
    throw new SandboxCrmError('INVALID_INPUT', 'records must hold between 1 and 200 records');
  const allOrNone = input.allOrNone === true;
  const results: { id?: string; success: boolean; errors: unknown[] }[] = [];
  let failed = false;
  try {
    await service.write(async (tx) => {
      for (const raw of records) {
        const { attributes, ...values } = asRecord(raw);
        const type = (attributes as { type?: unknown } | undefined)?.type;
        try {
          if (typeof type !== 'string')
            throw new SandboxCrmError('INVALID_INPUT', 'Each record needs attributes.type');
          const saved = await tx.transaction((sp) =>
            service.inTransaction.create(sp, type, values, options),
          );
          results.push({ id: saved.id, success: true, errors: [] });
        } catch (err) {
          if (!(err instanceof SandboxCrmError)) throw err;
          failed = true;
          results.push({
            success: false,
            errors: [{ statusCode: err.errorCode, message: err.message, fields: err.fields }],
          });
        }
      }
      if (failed && allOrNone) throw new RollBack();
    });
  } catch (err) {
    if (!(err instanceof RollBack)) throw err;
    for (const r of results)
      if (r.success)
        Object.assign(r, {
          id: undefined,
          success: false,
          errors: [
            {
              statusCode: 'ALL_OR_NONE_OPERATION_ROLLED_BACK',
              message:
                'Record rolled back because not all records were valid and the request was using AllOrNone header',
              fields: [],
            },
          ],
        });
  }
  return results;
}
