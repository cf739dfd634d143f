import multipart from '@fastify/multipart';
import {
  can,
  IMPORT_LIMITS,
  IMPORT_MESSAGES as M,
  ZErrorBody,
  ZImport,
  ZImportCheck,
  ZImportIdParams,
  ZImportKind,
  ZImportMappingRequest,
  ZImports,
  ZImportUpload,
  type TImportKind,
} from '@staffing/domain';
import { access, PERMISSION_DENIED } from '../../lib/access.ts';
import { AppError, badInput } from '../../lib/errors.ts';
import { tagRoutes } from '../../lib/openapi.ts';
import type { TApp } from '../../lib/types.ts';
import { cleanUploadName } from '../files/object-keys.ts';
import type { TImportsService, TStartFlow } from './imports.service.ts';

const UNREADABLE_UPLOAD = 'The upload could not be read: send the file as multipart/form-data';

/**
 * Imports: who creates needs and candidates may import them (Admin and Sales; the Recruiter
 * reads only). Each person sees their own imports; the Admin sees all.
 */
export async function registerImportsRoutes(
  app: TApp,
  deps: { imports: TImportsService; startFlow: TStartFlow },
) {
  tagRoutes(app, 'Imports');
  const { imports, startFlow } = deps;
  const editors = {
    config: {
      access: access.role(
        (role) => can.mutateCandidates(role) || can.mutateNeeds(role),
        PERMISSION_DENIED,
      ),
    },
  };

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fields: 5, fileSize: IMPORT_LIMITS.fileMax },
    });
    scope.post(
      '/api/v1/imports',
      {
        ...editors,
        bodyLimit: IMPORT_LIMITS.fileMax + 64 * 1024,
        schema: {
          description:
            'multipart/form-data with `file` (.csv or .xlsx, 10 MB at most) and `kind` ' +
            "(candidates or needs): the file's rows are kept, the mapping guessed from its headers.",
          response: {
            201: ZImportUpload,
            413: ZErrorBody,
            415: ZErrorBody,
            422: ZErrorBody,
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw badInput(M.fileMissing);
        let file: { name: string; bytes: Buffer } | undefined;
        let kind: string | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              const bytes = await part.toBuffer();
              if (part.fieldname === 'file' && !file)
                file = {
                  name: cleanUploadName(part.filename ?? '', { fallback: 'import' }),
                  bytes,
                };
            } else if (part.fieldname === 'kind') kind = String(part.value);
          }
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError('PAYLOAD_TOO_LARGE', M.fileTooLarge);
          if (code === 'FST_FILES_LIMIT') throw badInput(M.fileMissing);
          if (err instanceof AppError) throw err;
          throw badInput(UNREADABLE_UPLOAD);
        }
        const parsedKind = ZImportKind.safeParse(kind);
        if (!parsedKind.success) throw badInput(M.kindInvalid);
        if (!file || file.bytes.length === 0) throw badInput(M.fileMissing);
        const answer = await imports.upload(request.actor, {
          kind: parsedKind.data as TImportKind,
          fileName: file.name,
          bytes: file.bytes,
        });
        return reply.status(201).send(answer);
      },
    );
  });

  app.get(
    '/api/v1/imports',
    {
      ...editors,
      schema: {
        description: "The caller's imports (the Admin: everyone's), newest first, at most 100.",
        response: { 200: ZImports },
      },
    },
    async (request) => imports.list(request.actor),
  );

  app.get(
    '/api/v1/imports/:id',
    {
      ...editors,
      schema: {
        description: 'One import: its columns, mapping, status and counts.',
        params: ZImportIdParams,
        response: { 200: ZImport, 404: ZErrorBody },
      },
    },
    async (request) => imports.get(request.actor, request.params.id),
  );

  app.post(
    '/api/v1/imports/:id/check',
    {
      ...editors,
      schema: {
        description:
          "The dry run: every row read through the create form's schema, its errors in the " +
          "form's words, the duplicates (in the pool and within the file) and the first rows " +
          'as they would be saved. Nothing is saved but the mapping.',
        params: ZImportIdParams,
        body: ZImportMappingRequest,
        response: { 200: ZImportCheck, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody },
      },
    },
    async (request) => imports.check(request.actor, request.params.id, request.body.mapping),
  );

  app.post(
    '/api/v1/imports/:id/run',
    {
      ...editors,
      schema: {
        description:
          'Saves the valid rows in the background (a flow in Flow Administration, `flowId`); ' +
          'rows with errors and candidates whose e-mail is already in the pool are skipped.',
        params: ZImportIdParams,
        body: ZImportMappingRequest,
        response: { 202: ZImport, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody },
      },
    },
    async (request, reply) => {
      const started = await imports.run(
        request.actor,
        request.params.id,
        request.body.mapping,
        startFlow,
      );
      return reply.status(202).send(started);
    },
  );

  app.post(
    '/api/v1/imports/:id/undo',
    {
      ...editors,
      schema: {
        description:
          'Removes every record the import created (audited, announced). The whole import or ' +
          'nothing: 409 names the records changed since, and answers a second undo or an ' +
          'unfinished import.',
        params: ZImportIdParams,
        response: { 200: ZImport, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => imports.undo(request.actor, request.params.id),
  );
}
