import multipart from '@fastify/multipart';
import { z } from 'zod';
import { MAX_ANALYSIS_FILE_BYTES } from '@staffing/analyzer';
import {
  can,
  isUuid,
  ZAnalyzeFilesAnswer,
  ZAnalyzeTextResult,
  ZDocumentPreviewResponse,
  ZErrorBody,
  ZPreviewTextRequest,
} from '@staffing/domain';
import { access, PERMISSION_DENIED } from '../../lib/access.ts';
import { AppError, badInput } from '../../lib/errors.ts';
import type { TApp } from '../../lib/types.ts';
import { tooLarge } from '../files/check-document.ts';
import { cleanUploadName } from '../files/object-keys.ts';
import { type TAnalysisService, type TFileType, type TUploadedFile } from './analysis.service.ts';
import { tagRoutes } from '../../lib/openapi.ts';

const MAX_FILES = 10;
export const UNREADABLE_UPLOAD =
  'The upload could not be read: send the files as multipart/form-data';

export const ZAnalyzeText = z.object({
  text: z
    .string({ message: 'text is required' })
    .trim()
    .min(1, 'text is required')
    .max(500_000, 'text must be at most 500000 characters'),
  type: z.enum(['jd', 'cv'], { message: "type must be 'jd' or 'cv'" }),
});

/** `file_types` is one value for every file, or one per file (repeated or comma-separated). */
export function readFileTypes(values: string[], fileCount: number): TFileType[] {
  const types = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (types.length === 0) throw badInput("file_types must be 'jd' or 'cv'");
  if (types.some((t) => t !== 'jd' && t !== 'cv'))
    throw badInput("file_types must be 'jd' or 'cv'");
  if (types.length === 1) return Array.from({ length: fileCount }, () => types[0] as TFileType);
  if (types.length !== fileCount)
    throw badInput('file_types must name one type, or one type per file');
  return types as TFileType[];
}

/** `preview=true` (or `1`): the review's analysis, which writes nothing. */
export function isPreview(value: unknown): boolean {
  return typeof value === 'string' && ['true', '1'].includes(value.trim().toLowerCase());
}

/** Only `need_id` is read: the credential placeholders are ignored (docs/decisions/0011-analysis-api.md). */
export function readNeedId(apiConfigJson: string | undefined): string | undefined {
  if (!apiConfigJson?.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(apiConfigJson);
  } catch {
    throw badInput('api_config_json must be a JSON object');
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  const raw =
    (parsed as Record<string, unknown>).need_id ?? (parsed as Record<string, unknown>).needId;
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (!isUuid(raw)) throw new AppError('NOT_FOUND', 'Need not found');
  return raw.toLowerCase();
}

export async function registerAnalysisRoutes(app: TApp, deps: { analysis: TAnalysisService }) {
  tagRoutes(app, 'Analysis (AI)');
  const { analysis } = deps;
  const analyse = { config: { access: access.role(can.runAnalysis, PERMISSION_DENIED) } };

  app.post(
    '/api/v1/analysisIA',
    { ...analyse, schema: { body: ZAnalyzeText, response: { 200: ZAnalyzeTextResult } } },
    async (request) => analysis.analyzeText(request.actor, request.body),
  );

  // A client's e-mail (pasted, or its .eml or .msg file in base64, up to 8 MB) or a call for
  // tender (PDF, DOCX, DOC in base64, up to 20 MB) becomes reviewed needs, one per position.
  app.post(
    '/api/v1/analysisIA/text/preview',
    {
      ...analyse,
      bodyLimit: 30 * 1024 * 1024,
      schema: {
        description:
          "Reads a client's e-mail (`text`, `eml` or `msg`) or a call for tender (`document` with `fileName`) as job descriptions, one review per position (lot, profile, numbered position), each field with its evidence line. Writes nothing. 413 for a file past its size, 415 for a file that is not what it says (an `msg` that is not an Outlook message, a `document` that is not a PDF, DOCX or DOC), 422 for a missing field, too little text or a document past a reading limit.",
        body: ZPreviewTextRequest,
        response: {
          200: ZDocumentPreviewResponse,
          413: ZErrorBody,
          415: ZErrorBody,
          422: ZErrorBody,
        },
      },
    },
    async (request) => analysis.previewText(request.actor, request.body),
  );

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: MAX_FILES, fields: 20, fileSize: MAX_ANALYSIS_FILE_BYTES },
    });

    // The multipart body is read by hand (no body schema), so its refusals are declared here:
    // 422 for a missing or unreadable file or a bad field, 404 for an unknown need_id.
    const answers = { 200: ZAnalyzeFilesAnswer, 404: ZErrorBody, 422: ZErrorBody };
    scope.post(
      '/api/v1/analysisIA/files/analyze',
      { ...analyse, schema: { response: answers } },
      async (request) => {
        if (!request.isMultipart()) throw badInput('No file provided');
        const files: TUploadedFile[] = [];
        const fields: Record<string, string[]> = {};
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (part.fieldname !== 'files' && part.fieldname !== 'file') {
                await part.toBuffer();
                continue;
              }
              const bytes = await part.toBuffer();
              files.push({ filename: cleanUploadName(part.filename ?? ''), bytes });
            } else {
              (fields[part.fieldname] ??= []).push(String(part.value));
            }
          }
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(MAX_ANALYSIS_FILE_BYTES);
          if (code === 'FST_FILES_LIMIT')
            throw badInput(`At most ${MAX_FILES} files can be analysed at once`);
          if (err instanceof AppError) throw err;
          // A malformed multipart body (no boundary, cut short): the client's fault, said plainly.
          throw badInput(UNREADABLE_UPLOAD);
        }
        const nonEmpty = files.filter((f) => f.bytes.length > 0);
        if (nonEmpty.length === 0) throw badInput('No file provided');
        if (nonEmpty.length !== files.length) throw badInput('No file provided');
        const types = readFileTypes(fields.file_types ?? fields.fileTypes ?? [], files.length);
        // Reviewed imports: `preview=true` (a form field or the query) analyses without writing.
        const query = (request.query ?? {}) as Record<string, unknown>;
        if (isPreview(fields.preview?.[0]) || isPreview(query.preview))
          return analysis.previewUploads(request.actor, { files, types });
        const needId = readNeedId(fields.api_config_json?.[0] ?? fields.apiConfigJson?.[0]);
        return analysis.analyzeUploads(request.actor, { files, types, needId });
      },
    );
  });
}
