import { z } from 'zod';
import { can } from '@staffing/domain';
import { access, PERMISSION_DENIED } from '../../lib/access.ts';
import type { TApp } from '../../lib/types.ts';
import { MAIL_MESSAGES, type TMailService } from './mail.service.ts';

const ZDetails = z.record(
  z.string(),
  z
    .object({ tjm: z.unknown().optional(), availability: z.unknown().optional() })
    .passthrough()
    .optional(),
);

export const ZCvMailRequest = z
  .object({
    job_analysis_key: z.string().optional(),
    jobAnalysisKey: z.string().optional(),
    cv_analysis_keys: z.array(z.string()).optional(),
    cvAnalysisKeys: z.array(z.string()).optional(),
    cv_details: ZDetails.optional(),
    cvDetails: ZDetails.optional(),
  })
  .transform((v) => ({
    jobAnalysisKey: v.job_analysis_key ?? v.jobAnalysisKey ?? '',
    cvAnalysisKeys: v.cv_analysis_keys ?? v.cvAnalysisKeys ?? [],
    cvDetails: v.cv_details ?? v.cvDetails ?? {},
  }));

export const ZNeedMailRequest = z
  .object({ job_analysis_key: z.string().optional(), jobAnalysisKey: z.string().optional() })
  .transform((v) => ({ jobAnalysisKey: v.job_analysis_key ?? v.jobAnalysisKey ?? '' }));

const ZJobParams = z.object({
  jobId: z.string().regex(/^flow_[0-9a-f-]{36}$/i, MAIL_MESSAGES.notFound),
});

export function registerMailRoutes(app: TApp, deps: { mail: TMailService }) {
  const { mail } = deps;
  const generate = {
    config: { access: access.role(can.generateMail, 'Recruiters cannot generate e-mails') },
  };
  const readMail = {
    config: { access: access.role(can.readGeneratedMail, PERMISSION_DENIED) },
  };

  app.post(
    '/api/v1/analysisIA/emails/generate',
    { ...generate, schema: { body: ZCvMailRequest } },
    async (request) => mail.generateCvMail(request.actor, request.body),
  );
  app.post(
    '/api/v1/analysisIA/need_emails/generate',
    { ...generate, schema: { body: ZNeedMailRequest } },
    async (request) => mail.generateNeedMail(request.actor, request.body),
  );
  app.get(
    '/api/v1/analysisIA/mails/:jobId',
    { ...readMail, schema: { params: ZJobParams } },
    async (request) => mail.readCvMail(request.actor, request.params.jobId),
  );
  app.get(
    '/api/v1/analysisIA/need_mails/:jobId',
    { ...readMail, schema: { params: ZJobParams } },
    async (request) => mail.readNeedMail(request.actor, request.params.jobId),
  );
}
