import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import type { TApp } from '../../lib/types.ts';
import { bindUseCase } from '../../lib/use-case.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';
import type { TCrmConnector } from '../crm/crm-connector.ts';
import { createAppCrmConnector } from '../crm/choose-connector.ts';
import type { TJobs } from '../jobs/jobs.ts';
import type { TNeedsService } from '../needs/needs.service.ts';
import type { TEventBus } from '../realtime/event-bus.ts';
import type { TRpaModule } from '../rpa/register-rpa.ts';
import { createWorkflowRequestsContext } from './use-cases/context.ts';
import { followWorkflowFlow } from './use-cases/follow-workflow-flow.ts';
import { registerWorkflowRequestJobs } from './workflow-requests.jobs.ts';
import { registerWorkflowRequestsRoutes } from './workflow-requests.routes.ts';
import {
  createWorkflowRequestsService,
  type TWorkflowRequestsService,
} from './workflow-requests.service.ts';

/**
 * Workflow requests: their CRM jobs (on the jobs platform, before it starts), the service and
 * the routes. The CRM connector follows CRM_PROVIDER (choose-connector.ts) unless one is given.
 */
export function registerWorkflowRequests(
  app: TApp,
  deps: {
    db: TDb;
    bus: TEventBus;
    jobs: TJobs;
    needs: TNeedsService;
    candidates: TCandidatesService;
    config: TConfig;
    connector?: TCrmConnector;
    /** Browser runs, for the actions CRM_MODE writes through the browser. */
    rpa?: TRpaModule;
  },
) {
  const { db, bus, jobs: runner, needs, candidates } = deps;
  const connector = deps.connector ?? createAppCrmConnector({ config: deps.config });
  const context = createWorkflowRequestsContext({
    db,
    bus,
    needs: needs.repo,
    candidates: candidates.repo,
  });
  const jobs = registerWorkflowRequestJobs({
    db,
    bus,
    runner,
    connector,
    needs,
    candidates,
    crmMode: deps.config.CRM_MODE,
    rpa: deps.rpa,
    // The jobs follow their flows through the context: no late-bound service.
    follow: bindUseCase(context, followWorkflowFlow),
  });
  const service: TWorkflowRequestsService = createWorkflowRequestsService(context, jobs);
  registerWorkflowRequestsRoutes(app, { workflowRequests: service });
  return { service, connector };
}

export type TWorkflowRequestsModule = ReturnType<typeof registerWorkflowRequests>;
