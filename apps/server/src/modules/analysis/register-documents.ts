import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import type { TApp } from '../../lib/types.ts';
import { createFilesService } from '../files/files.service.ts';
import { registerFilesRoutes } from '../files/files.routes.ts';
import { createTokenSigner } from '../files/signed-token.ts';
import { createStorage } from '../files/storage.ts';
import type { TJobs } from '../jobs/jobs.ts';
import { createMailService } from '../mail/mail.service.ts';
import { registerMailRoutes } from '../mail/mail.routes.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';
import type { TNeedsService } from '../needs/needs.service.ts';
import type { TEventBus } from '../realtime/event-bus.ts';
import { createScoringService } from '../scoring/scoring.service.ts';
import { registerScoringRoutes } from '../scoring/scoring.routes.ts';
import { registerAnalysisJobs } from './analysis.jobs.ts';
import { registerAnalysisRoutes } from './analysis.routes.ts';
import { createAnalysisService } from './analysis.service.ts';
import { createAnalyzer, createMailWriter } from './create-analyzer.ts';
import { createTextReader } from './document-text.ts';

/**
 * Documents and AI: file storage and the jobs of analysis, scoring and mail, registered on the
 * app's jobs platform (which app.ts starts once every module has registered).
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
    jobs: TJobs;
  },
) {
  const { config, database, bus, needs, candidates } = deps;
  const db = database.db;
  const signer = createTokenSigner(deps.secret);
  const storage = createStorage(config, signer);
  const runner = deps.jobs;
  const queue = runner.queue;
  const analyzer = createAnalyzer(config);
  const reader = createTextReader(config);
  app.addHook('onClose', () => reader.close());

  // The jobs and the routes' service write through the same modules.
  const analysisDeps = {
    db,
    bus,
    storage,
    analyzer,
    readText: reader.readText,
    runner,
    needs,
    candidates,
  };
  const analysisJobs = registerAnalysisJobs({
    ...analysisDeps,
    analyzer: createAnalyzer(config, { retries: 0 }),
  });
  const analysis = createAnalysisService(analysisDeps);
  const files = createFilesService({ db, bus, storage, signer, analysis, needs, candidates });
  const scoring = createScoringService({ db, bus, runner, candidates });
  const mail = createMailService({ db, bus, runner, writer: createMailWriter(config) });

  await registerFilesRoutes(app, { files, config });
  await registerAnalysisRoutes(app, { analysis });
  registerScoringRoutes(app, { scoring });
  registerMailRoutes(app, { mail });

  return { storage, queue, runner, analysisJobs, analysis, files, scoring, mail };
}

export type TDocumentsAndAi = Awaited<ReturnType<typeof registerDocumentsAndAi>>;
