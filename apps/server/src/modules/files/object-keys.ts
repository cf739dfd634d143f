import crypto from 'node:crypto';
import { STORAGE_KEY_PATTERN } from '@staffing/domain';

/** Keys are made by the server only: a prefix of ids and a uuid, never a name the user chose. */
const KEY_PATTERN = STORAGE_KEY_PATTERN;

export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export type TDocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

const MAX_FILENAME = 255;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A file name a client sent, made safe to store and offer as a download name (never used as a
 * path): no slashes, no control characters (PostgreSQL refuses NUL), no lone surrogates, at most
 * `max` characters with the extension kept.
 */
export function cleanUploadName(
  filename: string,
  { max = MAX_FILENAME, fallback = 'document' }: { max?: number; fallback?: string } = {},
): string {
  const clean = filename
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(/[\\/]/g, '_')
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  if (!clean) return fallback;
  if (clean.length <= max) return clean;
  const ext = extensionOf(clean);
  const keep = ext && ext.length < 16 ? `.${ext}` : '';
  return `${clean.slice(0, max - keep.length)}${keep}`;
}

export function isDocumentExtension(ext: string): ext is TDocumentExtension {
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(ext);
}

export function makeObjectKey(prefix: string, extension: string): string {
  return `${prefix}/${crypto.randomUUID()}.${extension}`;
}

export function isValidObjectKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key);
}

export const keyPrefix = {
  jd: (needId: string) => `needs/${needId}/jd`,
  jdAnalysis: (needId: string) => `needs/${needId}/jd-analysis`,
  cv: (candidateId: string) => `candidates/${candidateId}/cv`,
  dossier: (candidateId: string) => `candidates/${candidateId}/dossier`,
  dossierTemplate: () => 'firm/dossier-template',
  analysisUpload: (flowUuid: string) => `analysis/${flowUuid}`,
};
