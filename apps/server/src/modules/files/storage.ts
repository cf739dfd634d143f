import type { TPresignedUpload, TUploadMethod } from '@staffing/domain';
import type { TConfig } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { TFileTokenSigner } from './signed-token.ts';

/** The spec's presign reply (domain ZPresignedUpload): form-POST `fields` + file, or PUT the bytes. */
export type { TPresignedUpload, TUploadMethod };

export type TPresignInput = {
  objectKey: string;
  method: TUploadMethod;
  maxBytes: number;
  contentType: string;
  /** Origin of the API as the client reached it, for URLs back to this server. */
  baseUrl: string;
};

export interface TStorage {
  readonly driver: 'local' | 's3';
  presignUpload(input: TPresignInput): Promise<TPresignedUpload>;
  /** A short-lived URL that downloads the object as an attachment named `filename`. */
  downloadUrl(objectKey: string, filename: string, baseUrl: string): Promise<string>;
  put(objectKey: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(objectKey: string): Promise<Buffer | null>;
  size(objectKey: string): Promise<number | null>;
  delete(objectKey: string): Promise<void>;
  /** Resolves when the store can be used (the bucket exists and answers; the folder is writable). */
  check(): Promise<void>;
}

export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

export function createStorage(config: TConfig, signer: TFileTokenSigner): TStorage {
  if (config.STORAGE_DRIVER === 's3') {
    return createS3Storage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage({ root: `${config.DATA_DIR}/files`, signer });
}
