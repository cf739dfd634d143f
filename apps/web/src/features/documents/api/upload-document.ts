import { api, getErrorMessage } from '../../../shared/api/index.ts';
import { UPLOAD_MESSAGES } from '../utils/document-messages.ts';
import { getDocumentBasePath, type TDocumentTarget } from './document-target.ts';
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
      return await api.get<TPresignedUpload>(`${getDocumentBasePath(target)}/presign`, {
        query: { filename, method },
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
    return await api.post<TCompletedUpload>(`${getDocumentBasePath(target)}/complete`, {
      objectKey: used.objectKey,
      filename: file.name,
    });
  } catch (error) {
    throw new UploadError(getErrorMessage(error, UPLOAD_MESSAGES.completeFailed), true);
  }
}
