import type { TPresignedUpload, TUploadMethod } from '@staffing/domain';
import { UPLOAD_MESSAGES } from '../utils/document-messages.ts';

/** The presign reply (spec 001 §7 CV): POST the fields and the file, or PUT the bytes. */
export type { TPresignedUpload, TUploadMethod };

/** An upload failure; `isFinal` stops the next strategies (cancelled, or the server refused the file). */
export class UploadError extends Error {
  readonly isFinal: boolean;
  constructor(message: string, isFinal = false) {
    super(message);
    this.name = 'UploadError';
    this.isFinal = isFinal;
  }
}

export type TUploadTransport = {
  createXhr: () => XMLHttpRequest;
  fetch: typeof fetch;
};

export const browserTransport: TUploadTransport = {
  createXhr: () => new XMLHttpRequest(),
  fetch: (...args) => globalThis.fetch(...args),
};

export type TStrategyOptions = {
  file: File;
  /** Presigns for one method; the PUT strategies ask again so an S3 URL matches its method. */
  presign: (method: TUploadMethod) => Promise<TPresignedUpload>;
  onProgress?: (pct: number) => void;
  signal?: AbortSignal;
  transport?: TUploadTransport;
};

// The server's refusal of the file itself: another strategy would only be refused again.
const REFUSAL_STATUSES = new Set([400, 403, 413, 415, 422]);

function readDetail(text: string): string | null {
  try {
    const body = JSON.parse(text) as { detail?: unknown };
    return typeof body.detail === 'string' && body.detail ? body.detail : null;
  } catch {
    return null;
  }
}

function refusalOrFailure(status: number, text: string, failure: string): UploadError {
  const detail = readDetail(text);
  if (REFUSAL_STATUSES.has(status) && detail) return new UploadError(detail, true);
  if (status === 413) return new UploadError(failure, true);
  return new UploadError(failure);
}

function sendXhr(
  method: TUploadMethod,
  url: string,
  body: XMLHttpRequestBodyInit,
  contentType: string | null,
  {
    onProgress,
    signal,
    transport = browserTransport,
  }: Pick<TStrategyOptions, 'onProgress' | 'signal' | 'transport'>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = transport.createXhr();
    const onAbort = () => xhr.abort();
    const cleanup = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(method, url);
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (e: ProgressEvent) => {
      if (e.lengthComputable && e.total > 0)
        onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      cleanup();
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else {
        const failure =
          method === 'POST'
            ? UPLOAD_MESSAGES.postFailed(xhr.status)
            : UPLOAD_MESSAGES.putFailed(xhr.status);
        reject(refusalOrFailure(xhr.status, xhr.responseText ?? '', failure));
      }
    };
    xhr.onerror = () => {
      cleanup();
      reject(new UploadError(UPLOAD_MESSAGES.network));
    };
    xhr.onabort = () => {
      cleanup();
      reject(new UploadError(UPLOAD_MESSAGES.cancelled, true));
    };
    signal?.addEventListener('abort', onAbort);
    xhr.send(body);
  });
}

async function sendFetchPut(
  url: string,
  file: File,
  { signal, transport = browserTransport }: Pick<TStrategyOptions, 'signal' | 'transport'>,
) {
  let response: Response;
  try {
    response = await transport.fetch(url, {
      method: 'PUT',
      body: file,
      headers: file.type ? { 'Content-Type': file.type } : {},
      ...(signal ? { signal } : {}),
    });
  } catch {
    if (signal?.aborted) throw new UploadError(UPLOAD_MESSAGES.cancelled, true);
    throw new UploadError(UPLOAD_MESSAGES.fetchFailed);
  }
  if (!response.ok)
    throw refusalOrFailure(
      response.status,
      await response.text().catch(() => ''),
      UPLOAD_MESSAGES.fetchFailed,
    );
}

/**
 * Sends the file by the three strategies of the spec, in order: a form POST with the presigned
 * fields, then an XMLHttpRequest PUT, then a fetch PUT. Answers the presign that succeeded, whose
 * objectKey the caller completes with.
 */
export async function uploadWithStrategies(options: TStrategyOptions): Promise<TPresignedUpload> {
  const { file, presign, signal } = options;
  const checkCancelled = () => {
    if (signal?.aborted) throw new UploadError(UPLOAD_MESSAGES.cancelled, true);
  };
  const failures: string[] = [];
  const attempt = async (run: () => Promise<void>) => {
    try {
      await run();
      return true;
    } catch (error) {
      if (error instanceof UploadError && error.isFinal) throw error;
      failures.push(error instanceof Error ? error.message : String(error));
      return false;
    }
  };

  const postTarget = await presign('POST');
  checkCancelled();
  const form = new FormData();
  for (const [key, value] of Object.entries(postTarget.fields ?? {})) form.append(key, value);
  form.append('file', file, file.name);
  if (await attempt(() => sendXhr('POST', postTarget.uploadUrl, form, null, options)))
    return postTarget;

  checkCancelled();
  // A POST presign's URL may not take a PUT (S3): ask for a PUT one, else reuse what we have.
  const putTarget = await presign('PUT').catch(() => postTarget);
  options.onProgress?.(0);
  if (await attempt(() => sendXhr('PUT', putTarget.uploadUrl, file, file.type || null, options)))
    return putTarget;

  checkCancelled();
  if (await attempt(() => sendFetchPut(putTarget.uploadUrl, file, options))) {
    options.onProgress?.(100);
    return putTarget;
  }
  console.warn('Upload strategies failed', failures);
  throw new UploadError(UPLOAD_MESSAGES.allFailed);
}
