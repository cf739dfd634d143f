import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode, type TErrorCode } from '@staffing/domain';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

const STATUS_BY_CODE: Record<TErrorCode, number> = {
  VALIDATION: 422,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STALE_UPDATE: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INVALID_FIRST_STEP: 422,
  STEP_NOT_ALLOWED: 422,
  DUPLICATE_STEP: 409,
  INVALID_DATE: 422,
  INVALID_DATE_SEQUENCE: 422,
  MISSING_CRM_DATA: 422,
  INTERNAL: 500,
};

/** Services throw this; the one handler below turns it into `{detail, code}` and a status. */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly status: number = STATUS_BY_CODE[code],
    readonly extra?: Record<string, unknown>,
    /** Response headers that go with the error, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(ErrorCode.NOT_FOUND, message);
export const forbidden = (message = 'You do not have permission to perform this action') =>
  new AppError(ErrorCode.FORBIDDEN, message);
export const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
export const badInput = (message: string) => new AppError(ErrorCode.VALIDATION, message);
export const unauthorized = (message = 'Authentication failed. Please login again.') =>
  new AppError(ErrorCode.UNAUTHORIZED, message);

/** The first issue of a zod error, naming its field, is the message a person needs. */
export function describeZodIssues(issues: { path: PropertyKey[]; message: string }[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  // Our own messages already name their field; zod's generic ones get the field in front.
  const isGeneric = /^(Invalid|Too (small|big)|Expected|Unrecognized|Required)/.test(first.message);
  const field = first.path.map(String).join('.');
  return isGeneric && field ? `${field}: ${first.message}` : first.message;
}

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  if (typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  if (typeof e?.cause?.code === 'string') return e.cause.code;
  return undefined;
}

/** The message of a failed path parameter: its schema's own, else a plain 'Not found'. */
function pathParamMessage(err: FastifyError): string {
  if (err instanceof AppError) return err.message;
  return err.validation?.[0]?.message || 'Not found';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | ZodError, request, reply) => {
    // A path parameter that fails its schema names no record: 404, as an unknown id answers,
    // with the schema's message (the entity's own 'Need not found'; see lib/path-params.ts).
    if ((err as FastifyError).validationContext === 'params')
      return reply
        .status(404)
        .send({ detail: pathParamMessage(err as FastifyError), code: ErrorCode.NOT_FOUND });
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.status).send({ detail: err.message, code: err.code, ...err.extra });
    }
    if (err instanceof ZodError) {
      return reply
        .status(422)
        .send({ detail: describeZodIssues(err.issues), code: ErrorCode.VALIDATION });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .split('/')
          .filter(Boolean),
        message: v.message ?? 'Invalid value',
      }));
      return reply
        .status(422)
        .send({ detail: describeZodIssues(issues), code: ErrorCode.VALIDATION });
    }
    const fe = err as FastifyError;
    const code = pgCode(err);
    if (code === '23505')
      return reply
        .status(409)
        .send({ detail: 'This record already exists', code: ErrorCode.CONFLICT });
    // A data exception (class 22: bad text, date out of range, NUL in JSON) or a value too
    // large for an index (54000) comes from what the client sent: a validation gap, still 4xx.
    if (code?.startsWith('22') || code === '54000') {
      request.log.warn({ err }, 'database refused a value that validation let through');
      return reply
        .status(422)
        .send({ detail: 'Invalid value in request', code: ErrorCode.VALIDATION });
    }
    if (
      fe.statusCode === 413 ||
      fe.code === 'FST_REQ_FILE_TOO_LARGE' ||
      fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    )
      return reply
        .status(413)
        .send({ detail: 'File too large', code: ErrorCode.PAYLOAD_TOO_LARGE });
    if (fe.statusCode === 429)
      return reply.status(429).send({ detail: fe.message, code: ErrorCode.RATE_LIMITED });
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      const detail =
        fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Unsupported content type' : fe.message;
      return reply.status(fe.statusCode).send({ detail, code: ErrorCode.VALIDATION });
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send({ detail: 'Server error occurred. Please try again.', code: ErrorCode.INTERNAL });
  });
}

export function registerJsonNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      detail: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      code: ErrorCode.NOT_FOUND,
    }),
  );
}
