import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import type { TApp } from '../../lib/types.ts';
import { createFilesService } from '../files/files.service.ts';
import { registerFilesRoutes } from '../files/files.routes.ts';
import { createTokenSigner } from '../files/signed-token.ts';
import { createStorage } from '../files/storage.ts';
import { createFlowRunner } from '../jobs/flow-runner.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { createMailService } from '../mail/mail.service.ts';
import { registerMailRoutes } from '../mail/mail.routes.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';
import type { TNeedsService } from '../needs/needs.service.ts';
import type { TEventBus } from '../realtime/event-bus.ts';
import { createScoringService } from '../scoring/scoring.service.ts';
import { registerWorkflowRequests } from '../workflow-requests/register-workflow-requests.ts';
import { registerScoringRoutes } from '../scoring/scoring.routes.ts';
import { registerAnalysisJobs } from './analysis.jobs.ts';
import { registerAnalysisRoutes } from './analysis.routes.ts';
import { createAnalysisService } from './analysis.service.ts';
import { createAnalyzer } from './create-analyzer.ts';

/**
 * Documents and AI: file storage, the job queue and its workers (analysis, scoring, mail). The
 * workers start with the app and stop, finishing their current job, when it closes.
 */
export async function registerDocumentsAndAi(
  app: TApp,
  deps: {
    config: TConfig;
    database: TDatabase;
    bus: TEventBus;
    secret: string;
    /** The jobs write needs, candidates and steps through these modules' commands. */
    needs: TNeedsService;
    candidates: TCandidatesService;
  },
) {
  const { config, database, bus, needs, candidates } = deps;
  const db = database.db;
  const signer = createTokenSigner(deps.secret);
  const storage = createStorage(config, signer);
  const queue = createJobQueue({ database, logger: app.log, runWorkers: config.JOBS_WORKERS });
  const runner = createFlowRunner({ db, queue, logger: app.log });
  const analyzer = createAnalyzer(config);

  // The jobs and the routes' service write through the same modules.
  const analysisDeps = { db, bus, storage, analyzer, runner, needs, candidates };
  const analysisJobs = registerAnalysisJobs(analysisDeps);
  const analysis = createAnalysisService(analysisDeps);
  const files = createFilesService({ db, bus, storage, signer, analysis, needs, candidates });
  const scoring = createScoringService({ db, bus, runner, candidates });
  const mail = createMailService({ db, bus, runner });

  await registerFilesRoutes(app, { files, config });
  await registerAnalysisRoutes(app, { analysis });
  registerScoringRoutes(app, { scoring });
  registerMailRoutes(app, { mail });
  // Its CRM jobs must be defined before the queue starts.
  const workflowRequests = registerWorkflowRequests(app, { db, bus, runner, needs, candidates });

  await queue.start();
  app.addHook('onClose', async () => {
    await queue.stop();
  });
  return { storage, queue, runner, analysisJobs, analysis, files, scoring, mail, workflowRequests };
}

export type TDocumentsAndAi = Awaited<ReturnType<typeof registerDocumentsAndAi>>;
