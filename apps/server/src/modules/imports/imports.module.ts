import type { TApp } from '../../lib/types.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';
import type { TDuplicatesService } from '../duplicates/duplicates.service.ts';
import type { TJobModuleDeps } from '../jobs/jobs.ts';
import type { TNeedsService } from '../needs/needs.service.ts';
import { createImportJob, importFlowStarter } from './imports.job.ts';
import { registerImportsRoutes } from './imports.routes.ts';
import { createImportsService } from './imports.service.ts';

/** The imports module: its routes, and its run as a job on the jobs platform. */
export async function registerImports(
  app: TApp,
  deps: Pick<TJobModuleDeps, 'db' | 'jobs'> & {
    candidates: TCandidatesService;
    needs: TNeedsService;
    duplicates: TDuplicatesService;
  },
) {
  const imports = createImportsService(deps);
  deps.jobs.register(createImportJob(() => imports, deps.jobs));
  await registerImportsRoutes(app, { imports, startFlow: importFlowStarter(deps.jobs) });
}
