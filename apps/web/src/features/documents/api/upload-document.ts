import { apiClient, getErrorMessage } from '../../../shared/api/index.ts';
import { UPLOAD_MESSAGES } from '../utils/document-messages.ts';
import type { TDocumentTarget } from './document-target.ts';
import {
  UploadError,
  uploadWithStrategies,
  type TPresignedUpload,
  type TUploadMethod,
  type TUploadTransport,
} from './upload-strategies.ts';

/** The reply of POST .../complete: the stored document and, when analysis started, its job id. */
export type TCompletedUpload = {
  objectKey: string;
  filename: string;
  entity_id?: string | null;
  job_id?: string | null;
};

export type TUploadDocumentOptions = {
  target: TDocumentTarget;
  file: File;
  onProgress?: (pct: number) => void;
  signal?: AbortSignal;
  transport?: TUploadTransport;
};

function presignFor(target: TDocumentTarget, filename: string) {
  return async (method: TUploadMethod): Promise<TPresignedUpload> => {
    try {
      const query = { filename, method };
      return target.kind === 'jd'
        ? await apiClient.GET('/api/v1/needs/{id}/jd/presign', {
            params: { path: { id: target.needId }, query },
          })
        : await apiClient.GET('/api/v1/candidates/{id}/cv/presign', {
            params: { path: { id: target.candidateId }, query },
          });
    } catch (error) {
      // A refusal here (wrong type, no right, unknown record) is final: no strategy can help.
      throw new UploadError(getErrorMessage(error, UPLOAD_MESSAGES.startFailed), true);
    }
  };
}

/** Presign, send by the three strategies, then complete with objectKey and filename (spec 001 §7 CV). */
export async function uploadDocument({
  target,
  file,
  onProgress,
  signal,
  transport,
}: TUploadDocumentOptions): Promise<TCompletedUpload> {
  const used = await uploadWithStrategies({
    file,
    presign: presignFor(target, file.name),
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
    ...(transport ? { transport } : {}),
  });
  if (signal?.aborted) throw new UploadError(UPLOAD_MESSAGES.cancelled, true);
  try {
    const body = { objectKey: used.objectKey, filename: file.name };
    return target.kind === 'jd'
      ? await apiClient.POST('/api/v1/needs/{id}/jd/complete', {
          params: { path: { id: target.needId } },
          body,
        })
      : await apiClient.POST('/api/v1/candidates/{id}/cv/complete', {
          params: { path: { id: target.candidateId } },
          body,
        });
  } catch (error) {
    throw new UploadError(getErrorMessage(error, UPLOAD_MESSAGES.completeFailed), true);
  }
}
