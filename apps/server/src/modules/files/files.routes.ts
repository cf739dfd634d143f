import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_ANALYSIS_FILE_BYTES } from '@staffing/analyzer';
import {
  camelizeKeys,
  can,
  ZCompletedCvUpload,
  ZCompletedJdUpload,
  ZCvDownloadUrl,
  ZErrorBody,
  ZNeedJdAnalysis,
  ZPresignedUpload,
} from '@staffing/domain';
import type { TConfig } from '../../config.ts';
import { access } from '../../lib/access.ts';
import { ZCandidateIdParams, ZNeedIdParams } from '../../lib/path-params.ts';
import { AppError, badInput } from '../../lib/errors.ts';
import { deleteRoute } from '../../lib/record-routes.ts';
import { ZNoContent } from '../../lib/responses.ts';
import type { TActor } from '../../lib/actor.ts';
import type { TApp } from '../../lib/types.ts';
import { tooLarge } from './check-document.ts';
import { attachmentDisposition, contentTypeOf } from './content-disposition.ts';
import { FILE_MESSAGES, type TDownload, type TFilesService } from './files.service.ts';
import { LOCAL_DOWNLOAD_PATH, LOCAL_UPLOAD_PATH } from './local-storage.ts';
import { DOCUMENT_EXTENSIONS } from './object-keys.ts';
import { tagRoutes } from '../../lib/openapi.ts';

// A wildcard, not `:token`: signed tokens are longer than Fastify's 100-character parameter limit.
const ZTokenParams = z.object({ '*': z.string().min(1).max(4096) });

export const ZPresignQuery = z.object({
  filename: z
    .string({ message: 'filename is required' })
    .trim()
    .min(1, 'filename is required')
    .max(255),
  method: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.toUpperCase() : v),
      z.enum(['POST', 'PUT'], { message: 'method must be POST or PUT' }),
    )
    .default('POST'),
});

export const ZCompleteUpload = z.preprocess(
  camelizeKeys,
  z.object({
    objectKey: z
      .string({ message: 'objectKey is required' })
      .min(1, 'objectKey is required')
      .max(300),
    filename: z
      .string({ message: 'filename is required' })
      .trim()
      .min(1, 'filename is required')
      .max(255),
    /** CV only: start a CV analysis after the upload (default yes). */
    analyze: z.boolean().default(true),
  }),
);

/**
 * A file answer: the bytes themselves, as an attachment (Content-Disposition names the file).
 * Buffers are sent as they are (Fastify serialises objects only): the schema is for the document.
 */
const ZFileBytes = z.string().meta({ format: 'binary' });
const DOCUMENT_TYPES = DOCUMENT_EXTENSIONS.map((ext) => contentTypeOf(`file.${ext}`));
const documentDownload = (description: string) => ({
  description,
  content: Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, { schema: ZFileBytes }])),
});
const jdAnalysisDownload = {
  description: "The need's job description analysis, as a JSON attachment.",
  content: { 'application/json': { schema: ZNeedJdAnalysis } },
};
// 404: no such need or candidate, or it has no such file. 415: not a PDF, DOC or DOCX.
const presignAnswers = { 200: ZPresignedUpload, 404: ZErrorBody, 415: ZErrorBody };
// A link that is not valid (forged, expired, of the other kind) is refused with 403.
const linkRefused = { 403: ZErrorBody };

// Room for the multipart envelope around the file itself.
const MULTIPART_OVERHEAD = 1024 * 1024;

export function publicBaseUrl(request: FastifyRequest, config: TConfig): string {
  return (config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** Files leave as downloads only: never rendered inline, never sniffed into something active. */
export function sendDownload(reply: FastifyReply, download: TDownload) {
  return reply
    .header('content-type', contentTypeOf(download.filename))
    .header('content-disposition', attachmentDisposition(download.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(download.bytes);
}

export async function registerFilesRoutes(
  app: TApp,
  deps: { files: TFilesService; config: TConfig },
) {
  tagRoutes(app, 'Files');
  const { files, config } = deps;
  const read = { config: { access: access.signedIn } };
  const upload = {
    config: { access: access.role(can.mutateNeeds, FILE_MESSAGES.recruiterUpload) },
  };
  const readCv = { config: { access: access.role(can.downloadCv, FILE_MESSAGES.recruiterCv) } };
  const readJdAnalysis = {
    config: { access: access.role(can.downloadCv, FILE_MESSAGES.recruiterJdAnalysis) },
  };
  const base = (request: FastifyRequest) => publicBaseUrl(request, config);

  type TIdParams = typeof ZNeedIdParams;
  /** A document's upload: its presigned target, then its completion (which records the file). */
  const uploadRoutes = (
    url: string,
    params: TIdParams,
    completed: z.ZodType,
    presign: TFilesService['presignJd'],
    complete: (actor: TActor, id: string, body: z.output<typeof ZCompleteUpload>) => unknown,
  ) => {
    app.get(
      `${url}/presign`,
      { ...upload, schema: { params, querystring: ZPresignQuery, response: presignAnswers } },
      async (request) => presign(request.actor, request.params.id, request.query, base(request)),
    );
    app.post(
      `${url}/complete`,
      {
        ...upload,
        schema: { params, body: ZCompleteUpload, response: { 200: completed, 404: ZErrorBody } },
      },
      async (request) => complete(request.actor, request.params.id, request.body),
    );
  };
  /** A stored file, sent back as a download (`answer` documents its content). */
  const downloadRoute = (
    url: string,
    options: typeof read,
    params: TIdParams,
    answer: ReturnType<typeof documentDownload> | typeof jdAnalysisDownload,
    load: (actor: TActor, id: string) => Promise<TDownload>,
  ) =>
    app.get(
      url,
      { ...options, schema: { params, response: { 200: answer, 404: ZErrorBody } } },
      async (request, reply) => sendDownload(reply, await load(request.actor, request.params.id)),
    );

  uploadRoutes(
    '/api/v1/needs/:id/jd',
    ZNeedIdParams,
    ZCompletedJdUpload,
    files.presignJd,
    files.completeJd,
  );
  downloadRoute(
    '/api/v1/needs/:id/jd/file',
    read,
    ZNeedIdParams,
    documentDownload('The job description file.'),
    files.jdFile,
  );
  deleteRoute(app, '/api/v1/needs/:id/jd', { ...upload, params: ZNeedIdParams }, files.deleteJd);
  downloadRoute(
    '/api/v1/needs/:id/jd-analysis/file',
    readJdAnalysis,
    ZNeedIdParams,
    jdAnalysisDownload,
    files.jdAnalysisFile,
  );

  uploadRoutes(
    '/api/v1/candidates/:id/cv',
    ZCandidateIdParams,
    ZCompletedCvUpload,
    files.presignCv,
    files.completeCv,
  );
  app.get(
    '/api/v1/candidates/:id/cv',
    {
      ...readCv,
      schema: { params: ZCandidateIdParams, response: { 200: ZCvDownloadUrl, 404: ZErrorBody } },
    },
    async (request) => files.cvDownloadUrl(request.actor, request.params.id, base(request)),
  );
  downloadRoute(
    '/api/v1/candidates/:id/cv/file',
    readCv,
    ZCandidateIdParams,
    documentDownload("The candidate's CV."),
    files.cvFile,
  );
  deleteRoute(
    app,
    '/api/v1/candidates/:id/cv',
    { ...upload, params: ZCandidateIdParams },
    files.deleteCv,
  );

  app.get(
    `${LOCAL_DOWNLOAD_PATH}/*`,
    {
      config: { access: access.link },
      schema: {
        params: ZTokenParams,
        response: {
          200: documentDownload('The file the signed link names.'),
          ...linkRefused,
          404: ZErrorBody,
        },
      },
    },
    async (request, reply) => sendDownload(reply, await files.signedDownload(request.params['*'])),
  );

  // The local driver's stand-in for a bucket: the signed token is the only credential, as with S3.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_ANALYSIS_FILE_BYTES + MULTIPART_OVERHEAD },
      (_request, body, done) => done(null, body),
    );
    await scope.register(multipart, {
      limits: { files: 1, fields: 20, fileSize: MAX_ANALYSIS_FILE_BYTES },
    });

    const checkLink = async (request: FastifyRequest) => {
      const token = (request.params as Record<string, string>)['*'] ?? '';
      const max = files.uploadLimit(token);
      if (max === null)
        throw new AppError('FORBIDDEN', 'This upload link is invalid or has expired');
      const declared = Number(request.headers['content-length'] ?? 0);
      const allowance = request.method === 'POST' ? MULTIPART_OVERHEAD : 0;
      if (declared > max + allowance) throw tooLarge(max);
    };
    const options = {
      config: { access: access.link },
      onRequest: checkLink,
      bodyLimit: MAX_ANALYSIS_FILE_BYTES + MULTIPART_OVERHEAD,
      schema: { params: ZTokenParams, response: { 204: ZNoContent, ...linkRefused } },
    };

    scope.put(`${LOCAL_UPLOAD_PATH}/*`, options, async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw badInput('No file provided');
      await files.acceptUpload(request.params['*'], body);
      return reply.status(204).send();
    });

    scope.post(`${LOCAL_UPLOAD_PATH}/*`, options, async (request, reply) => {
      const max = files.uploadLimit(request.params['*'])!;
      if (!request.isMultipart()) throw badInput('No file provided');
      let bytes: Buffer;
      try {
        const part = await request.file({ limits: { fileSize: max } });
        if (!part) throw badInput('No file provided');
        bytes = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(max);
        if (err instanceof AppError) throw err;
        // A malformed multipart body (no boundary, cut short): the client's fault, said plainly.
        throw badInput('The upload could not be read: send the file as multipart/form-data');
      }
      await files.acceptUpload(request.params['*'], bytes);
      return reply.status(204).send();
    });
  });
}
