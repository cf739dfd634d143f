import crypto from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isValidObjectKey } from './object-keys.ts';
import type { TDownloadClaims, TFileTokenSigner, TUploadClaims } from './signed-token.ts';
import { DOWNLOAD_URL_TTL_SECONDS, UPLOAD_URL_TTL_SECONDS, type TStorage } from './storage.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/private-files.ts';

export const LOCAL_UPLOAD_PATH = '/api/v1/files/upload';
export const LOCAL_DOWNLOAD_PATH = '/api/v1/files/download';

/** Files under DATA_DIR/files; uploads and downloads go through signed URLs to this server. */
export function createLocalStorage(options: { root: string; signer: TFileTokenSigner }): TStorage {
  const root = path.resolve(options.root);
  const { signer } = options;

  function fileOf(key: string): string {
    if (!isValidObjectKey(key)) throw new Error(`invalid object key: ${key}`);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`invalid object key: ${key}`);
    return file;
  }

  /** The URL of this server's `route` that the token grants, for `ttlSeconds` from now. */
  function signedUrl(
    baseUrl: string,
    route: string,
    claims: Omit<TUploadClaims, 'exp'> | Omit<TDownloadClaims, 'exp'>,
    ttlSeconds: number,
  ): string {
    fileOf(claims.key);
    const token = signer.sign({ ...claims, exp: Date.now() + ttlSeconds * 1000 });
    return `${baseUrl}${route}/${token}`;
  }

  return {
    driver: 'local',

    async presignUpload({ objectKey, method, maxBytes, baseUrl }) {
      const claims = { kind: 'upload', key: objectKey, max: maxBytes } as const;
      return {
        method,
        uploadUrl: signedUrl(baseUrl, LOCAL_UPLOAD_PATH, claims, UPLOAD_URL_TTL_SECONDS),
        fields: (method === 'POST' ? { key: objectKey } : {}) as Record<string, string>,
        objectKey,
      };
    },

    async downloadUrl(objectKey, filename, baseUrl) {
      const claims = { kind: 'download', key: objectKey, name: filename } as const;
      return signedUrl(baseUrl, LOCAL_DOWNLOAD_PATH, claims, DOWNLOAD_URL_TTL_SECONDS);
    },

    async put(objectKey, bytes) {
      const file = fileOf(objectKey);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      // Written beside and renamed, so a reader never sees half a file.
      const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.part`;
      await fs.writeFile(temp, bytes, { mode: PRIVATE_FILE_MODE });
      await fs.rename(temp, file);
    },

    async get(objectKey) {
      try {
        return await fs.readFile(fileOf(objectKey));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async size(objectKey) {
      try {
        return (await fs.stat(fileOf(objectKey))).size;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async check() {
      await fs.mkdir(root, { recursive: true, mode: PRIVATE_DIR_MODE });
      await fs.access(root, fsConstants.W_OK);
    },

    async delete(objectKey) {
      await fs.rm(fileOf(objectKey), { force: true });
    },
  };
}
