import { z } from 'zod';
import {
  can,
  DOSSIER_MESSAGES,
  MAX_DOSSIER_TEMPLATE_BYTES,
  ZDossierCapabilities,
  ZDossierDraft,
  ZDossierDraftQuery,
  ZDossierDraftSave,
  ZDossierFileList,
  ZDossierGenerated,
  ZDossierGenerateRequest,
  ZDossierTemplateUpload,
  ZErrorBody,
} from '@staffing/domain';
import type { TConfig } from '../../config.ts';
import { access } from '../../lib/access.ts';
import { tagRoutes } from '../../lib/openapi.ts';
import { idParams, NOT_FOUND_MESSAGES, ZCandidateIdParams } from '../../lib/path-params.ts';
import { ZNoContent } from '../../lib/responses.ts';
import type { TApp } from '../../lib/types.ts';
import { contentTypeOf } from '../files/content-disposition.ts';
import { publicBaseUrl, sendDownload } from '../files/files.routes.ts';
import type { TDossiersService } from './dossiers.service.ts';

const ZFileParams = idParams({
  id: NOT_FOUND_MESSAGES.candidate,
  fileId: DOSSIER_MESSAGES.fileNotFound,
});
/** Reading a draft and resetting it name the same draft: the candidate's, for a need and a language. */
const draftSchema = {
  params: ZCandidateIdParams,
  querystring: ZDossierDraftQuery,
  response: { 200: ZDossierDraft, 404: ZErrorBody },
};
const ZBytes = z.string().meta({ format: 'binary' });
const docxAnswer = (description: string) => ({
  description,
  content: { [contentTypeOf('x.docx')]: { schema: ZBytes } },
});
const fileAnswer = {
  description: 'A generated dossier, as an attachment (Word or PDF).',
  content: Object.fromEntries(
    ['docx', 'pdf'].map((ext) => [contentTypeOf(`x.${ext}`), { schema: ZBytes }]),
  ),
};

/** The dossier de compétences: its editable draft, its files, and the firm's template. */
export function registerDossierRoutes(
  app: TApp,
  deps: { dossiers: TDossiersService; config: TConfig },
) {
  tagRoutes(app, 'Dossiers');
  const { dossiers, config } = deps;
  const maker = { config: { access: access.role(can.makeDossier, DOSSIER_MESSAGES.forbidden) } };
  const admin = {
    config: {
      access: access.role(can.manageDossierTemplate, DOSSIER_MESSAGES.templateForbidden),
    },
  };

  app.get(
    '/api/v1/dossiers/capabilities',
    { ...maker, schema: { response: { 200: ZDossierCapabilities } } },
    async (request) => dossiers.capabilities(request.actor),
  );
  app.get('/api/v1/candidates/:id/dossier', { ...maker, schema: draftSchema }, async (request) =>
    dossiers.getDraft(request.actor, request.params.id, request.query),
  );
  app.put(
    '/api/v1/candidates/:id/dossier',
    {
      ...maker,
      schema: {
        params: ZCandidateIdParams,
        body: ZDossierDraftSave,
        response: { 200: ZDossierDraft, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => dossiers.saveDraft(request.actor, request.params.id, request.body),
  );
  app.delete('/api/v1/candidates/:id/dossier', { ...maker, schema: draftSchema }, async (request) =>
    dossiers.resetDraft(request.actor, request.params.id, request.query),
  );
  app.post(
    '/api/v1/candidates/:id/dossier/generate',
    {
      ...maker,
      schema: {
        params: ZCandidateIdParams,
        body: ZDossierGenerateRequest,
        response: { 201: ZDossierGenerated, 404: ZErrorBody, 502: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await dossiers.generate(
            request.actor,
            request.params.id,
            request.body,
            publicBaseUrl(request, config),
          ),
        ),
  );
  app.get(
    '/api/v1/candidates/:id/dossiers',
    {
      ...maker,
      schema: { params: ZCandidateIdParams, response: { 200: ZDossierFileList, 404: ZErrorBody } },
    },
    async (request) => dossiers.listFiles(request.actor, request.params.id),
  );
  app.get(
    '/api/v1/candidates/:id/dossiers/:fileId',
    { ...maker, schema: { params: ZFileParams, response: { 200: fileAnswer, 404: ZErrorBody } } },
    async (request, reply) =>
      sendDownload(
        reply,
        await dossiers.file(request.actor, request.params.id, request.params.fileId),
      ),
  );

  app.get(
    '/api/v1/admin/dossier-template',
    {
      ...admin,
      schema: {
        response: { 200: docxAnswer("The firm's dossier template, or the default one.") },
      },
    },
    async (request, reply) => sendDownload(reply, await dossiers.template(request.actor)),
  );
  app.put(
    '/api/v1/admin/dossier-template',
    {
      ...admin,
      // The template travels in base64: a third more than its bytes, plus the JSON around it.
      bodyLimit: Math.ceil((MAX_DOSSIER_TEMPLATE_BYTES * 4) / 3) + 64 * 1024,
      schema: { body: ZDossierTemplateUpload, response: { 200: ZDossierCapabilities } },
    },
    async (request) => dossiers.putTemplate(request.actor, request.body),
  );
  app.delete(
    '/api/v1/admin/dossier-template',
    { ...admin, schema: { response: { 204: ZNoContent } } },
    async (request, reply) => {
      await dossiers.resetTemplate(request.actor);
      return reply.status(204).send();
    },
  );
}
