import { translateDomainMessage } from '../../i18n/domain-messages.ts';
import { t } from '../../i18n/i18n.ts';

type TApiErrorInit = {
  status: number;
  detail?: string | undefined;
  code?: string | undefined;
  /** Used when the server sent no detail (status text, network failure text). */
  genericMessage?: string | undefined;
};

/** A failed call: `message` is the server's detail, else the generic message, else 'An error occurred'. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly code: string | undefined;

  constructor({ status, detail, code, genericMessage }: TApiErrorInit) {
    super(detail || genericMessage || t('common.errors.generic'));

    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = code;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server's detail when there is one (already in the language of Accept-Language), else the
 * caller's fallback (the screen's own message); a fallback taken from the domain's English
 * messages is shown in the active language.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.detail) return error.detail;
  return translateDomainMessage(fallback);
}

function readDetail(detail: unknown): string | undefined {
  if (typeof detail === 'string') return detail;
  // Validation errors may arrive as a list of {msg}: join them so the user still reads why.
  if (Array.isArray(detail)) {
    const messages = detail
      .map((item) => (item && typeof item === 'object' && 'msg' in item ? String(item.msg) : ''))
      .filter(Boolean);
    return messages.length ? messages.join('; ') : undefined;
  }
  return undefined;
}

export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return new ApiError({
    status: response.status,
    detail:
      readDetail(record.detail) ??
      (typeof record.message === 'string' ? record.message : undefined),
    code: typeof record.code === 'string' ? record.code : undefined,
    genericMessage: response.statusText || undefined,
  });
}
