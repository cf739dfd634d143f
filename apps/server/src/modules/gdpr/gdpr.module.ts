import type { TRetentionDurations } from '@staffing/domain';
import type { TConfig } from '../../config.ts';
import type { TApp } from '../../lib/types.ts';
import type { TFilesService } from '../files/files.service.ts';
import type { TJobModuleDeps } from '../jobs/jobs.ts';
import { createRetentionJob, GDPR_RETENTION_JOB, startRetentionRun } from './gdpr-retention.job.ts';
import { registerGdprRoutes } from './gdpr.routes.ts';
import { createGdprService } from './gdpr.service.ts';

const DAY_MS = 86_400_000;

/** The retention durations from the environment (GDPR_RETENTION_*_MONTHS, GDPR_WARN_DAYS). */
export function gdprDurationsOf(
  config: Pick<
    TConfig,
    'GDPR_RETENTION_NO_CONSENT_MONTHS' | 'GDPR_RETENTION_CONSENT_MONTHS' | 'GDPR_WARN_DAYS'
  >,
): TRetentionDurations {
  return {
    noConsentMonths: config.GDPR_RETENTION_NO_CONSENT_MONTHS,
    consentMonths: config.GDPR_RETENTION_CONSENT_MONTHS,
    warnDays: config.GDPR_WARN_DAYS,
  };
}

/**
 * The GDPR module: its routes, the retention job on the jobs platform, and the daily schedule
 * (a worker's sweep queues one run when the last one is a day old; GDPR_RETENTION_DAILY=false
 * turns it off, the register's "Run retention now" still works).
 */
export function registerGdpr(app: TApp, deps: TJobModuleDeps & { files: TFilesService }) {
  const { config, jobs } = deps;
  const gdpr = createGdprService({
    db: deps.db,
    bus: deps.bus,
    files: deps.files,
    durations: gdprDurationsOf(config),
  });
  jobs.register(createRetentionJob(gdpr));
  if (config.GDPR_RETENTION_DAILY)
    jobs.queue.addSweep(async () => {
      const last = await gdpr.repo.lastRetentionFlowAt(GDPR_RETENTION_JOB);
      if (last && Date.now() - last.getTime() < DAY_MS) return;
      await startRetentionRun(jobs, { createdBy: null, trigger: 'schedule' });
    });
  registerGdprRoutes(app, {
    gdpr,
    runRetention: (actorId) => startRetentionRun(jobs, { createdBy: actorId, trigger: 'admin' }),
  });
  return { gdpr };
}

export type TGdprModule = ReturnType<typeof registerGdpr>;
