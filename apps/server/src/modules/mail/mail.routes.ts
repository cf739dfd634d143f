import { z } from 'zod';
import {
  can,
  isUuid,
  INPUT_LIMITS,
  isWithinJsonLimit,
  LIMIT_MESSAGES,
  ZCvMailStarted,
  FOLLOW_UP_MESSAGES,
  ZErrorBody,
  ZFollowUpMail,
  ZFollowUpMailRequest,
  ZGeneratedMail,
  ZNeedMailStarted,
} from '@staffing/domain';
import { access, PERMISSION_DENIED } from '../../lib/access.ts';
import type { TApp } from '../../lib/types.ts';
import { MAIL_MESSAGES, type TMailService } from './mail.service.ts';
import { tagRoutes } from '../../lib/openapi.ts';

/** At most this many candidates in one generated e-mail. */
const MAX_MAIL_CANDIDATES = 50;

const ZDetails = z
  .record(
    z
      .string()
      .max(INPUT_LIMITS.idMax, LIMIT_MESSAGES.tooLong('cv_details key', INPUT_LIMITS.idMax)),
    z
      .object({ tjm: z.unknown().optional(), availability: z.unknown().optional() })
      .passthrough()
      .optional(),
  )
  .refine(
    (v) => Object.keys(v).length <= MAX_MAIL_CANDIDATES,
    LIMIT_MESSAGES.tooManyItems('cv_details', MAX_MAIL_CANDIDATES),
  )
  .refine(
    (v) => isWithinJsonLimit(v, INPUT_LIMITS.textMax),
    LIMIT_MESSAGES.tooLong('cv_details', INPUT_LIMITS.textMax),
  );
const ZKey = (field: string) =>
  z.string().max(INPUT_LIMITS.idMax, LIMIT_MESSAGES.tooLong(field, INPUT_LIMITS.idMax)).optional();
const ZKeys = (field: string) =>
  z
    .array(
      z.string().max(INPUT_LIMITS.idMax, LIMIT_MESSAGES.itemTooLong(field, INPUT_LIMITS.idMax)),
    )
    .max(MAX_MAIL_CANDIDATES, LIMIT_MESSAGES.tooManyItems(field, MAX_MAIL_CANDIDATES))
    .optional();

export const ZCvMailRequest = z
  .object({
    job_analysis_key: ZKey('job_analysis_key'),
    jobAnalysisKey: ZKey('jobAnalysisKey'),
    cv_analysis_keys: ZKeys('cv_analysis_keys'),
    cvAnalysisKeys: ZKeys('cvAnalysisKeys'),
    cv_details: ZDetails.optional(),
    cvDetails: ZDetails.optional(),
    /** Ids of the selected candidates' generated dossiers to attach (GET /candidates/{id}/dossiers). */
    attachments: ZKeys('attachments'),
  })
  .transform((v) => ({
    jobAnalysisKey: v.job_analysis_key ?? v.jobAnalysisKey ?? '',
    cvAnalysisKeys: v.cv_analysis_keys ?? v.cvAnalysisKeys ?? [],
    cvDetails: v.cv_details ?? v.cvDetails ?? {},
    attachments: v.attachments ?? [],
  }));

export const ZNeedMailRequest = z
  .object({ job_analysis_key: ZKey('job_analysis_key'), jobAnalysisKey: ZKey('jobAnalysisKey') })
  .transform((v) => ({ jobAnalysisKey: v.job_analysis_key ?? v.jobAnalysisKey ?? '' }));

/** A mail job is a flow `flow_<uuid>`; anything else names no mail (404, see lib/path-params.ts). */
const ZJobId = (message: string) =>
  z.string().refine((v) => v.startsWith('flow_') && isUuid(v.slice('flow_'.length)), message);
const ZCvJobParams = z.object({ jobId: ZJobId(MAIL_MESSAGES.notFound) });
const ZNeedJobParams = z.object({ jobId: ZJobId(MAIL_MESSAGES.needNotFound) });

export function registerMailRoutes(app: TApp, deps: { mail: TMailService }) {
  tagRoutes(app, 'Mail');
  const { mail } = deps;
  const generate = {
    config: { access: access.role(can.generateMail, 'Recruiters cannot generate e-mails') },
  };
  const readMail = {
    config: { access: access.role(can.readGeneratedMail, PERMISSION_DENIED) },
  };

  app.post(
    '/api/v1/analysisIA/emails/generate',
    {
      ...generate,
      schema: { body: ZCvMailRequest, response: { 200: ZCvMailStarted, 404: ZErrorBody } },
    },
    async (request) => mail.generateCvMail(request.actor, request.body),
  );
  app.post(
    '/api/v1/analysisIA/need_emails/generate',
    {
      ...generate,
      schema: { body: ZNeedMailRequest, response: { 200: ZNeedMailStarted, 404: ZErrorBody } },
    },
    async (request) => mail.generateNeedMail(request.actor, request.body),
  );
  // Drafted at once rather than as a job (a template, or one short model call).
  app.post(
    '/api/v1/analysisIA/follow_up_emails/generate',
    {
      config: { access: access.role(can.followUpCandidates, FOLLOW_UP_MESSAGES.forbidden) },
      schema: {
        body: ZFollowUpMailRequest,
        response: { 200: ZFollowUpMail, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => mail.draftFollowUp(request.actor, request.body),
  );
  app.get(
    '/api/v1/analysisIA/mails/:jobId',
    {
      ...readMail,
      schema: { params: ZCvJobParams, response: { 200: ZGeneratedMail, 404: ZErrorBody } },
    },
    async (request) => mail.readCvMail(request.actor, request.params.jobId),
  );
  app.get(
    '/api/v1/analysisIA/need_mails/:jobId',
    {
      ...readMail,
      schema: { params: ZNeedJobParams, response: { 200: ZGeneratedMail, 404: ZErrorBody } },
    },
    async (request) => mail.readNeedMail(request.actor, request.params.jobId),
  );
}
