import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  can,
  GDPR_MESSAGES,
  ZErasureResult,
  ZEraseCandidateRequest,
  ZErrorBody,
  ZGdprRegister,
  ZRetentionRun,
} from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { tagRoutes } from '../../lib/openapi.ts';
import { ZCandidateIdParams } from '../../lib/path-params.ts';
import type { TApp } from '../../lib/types.ts';
import { attachmentDisposition } from '../files/content-disposition.ts';
import type { TGdprService } from './gdpr.service.ts';

const admin = access.role(can.manageGdpr, GDPR_MESSAGES.adminRequired);
const ZZipBytes = z.string().meta({ format: 'binary' });

/** The archive leaves as a download only, never cached. */
function sendArchive(reply: FastifyReply, archive: { bytes: Buffer; filename: string }) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', attachmentDisposition(archive.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(archive.bytes);
}

/** GDPR: right to erasure, right of access, the register and the retention run. */
export function registerGdprRoutes(
  app: TApp,
  deps: { gdpr: TGdprService; runRetention: (actorId: string) => Promise<string> },
) {
  tagRoutes(app, 'GDPR');
  const { gdpr } = deps;

  app.post(
    '/api/v1/candidates/:id/erase',
    {
      config: { access: admin },
      schema: {
        params: ZCandidateIdParams,
        body: ZEraseCandidateRequest,
        response: { 200: ZErasureResult, 404: ZErrorBody },
      },
    },
    async (request) => gdpr.erase(request.actor, request.params.id, request.body.reason),
  );

  app.get(
    '/api/v1/candidates/:id/gdpr-export',
    {
      config: { access: admin },
      schema: {
        params: ZCandidateIdParams,
        response: {
          200: {
            description:
              'Everything held about the candidate, as a zip: profile.json (JSON Resume), steps, scores, e-mails, analyses, audit and files.',
            content: { 'application/zip': { schema: ZZipBytes } },
          },
          404: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      return sendArchive(reply, await gdpr.exportArchive(request.actor, request.params.id));
    },
  );

  app.get(
    '/api/v1/gdpr/register',
    { config: { access: admin }, schema: { response: { 200: ZGdprRegister } } },
    async (request) => gdpr.register(request.actor),
  );

  app.post(
    '/api/v1/gdpr/retention/run',
    { config: { access: admin }, schema: { response: { 202: ZRetentionRun } } },
    async (request, reply) =>
      reply.status(202).send({ flowId: await deps.runRetention(request.actor.id) }),
  );
}
