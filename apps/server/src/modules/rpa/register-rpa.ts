import type { FastifyBaseLogger } from 'fastify';
import type { TApp } from '../../lib/types.ts';
import type { TTokenSigner } from '../auth/tokens.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';
import { CrmError } from '../crm/crm-connector.ts';
import { loadCrmMapping } from '../crm/crm-mapping.ts';
import type { TFlowRow } from '../jobs/flows.repository.ts';
import type { TJobModuleDeps } from '../jobs/jobs.ts';
import type { TNeedsService } from '../needs/needs.service.ts';
import type { TUsersRepository } from '../users/users.repository.ts';
import { RPA_TIMINGS } from '@staffing/domain';
import { createBrowserSessions } from './browser-session.ts';
import type { TCrmCredentials } from './crm-target.ts';
import { createLiveRelay, type TRelayLimits } from './live-relay.ts';
import type { TRpaOutcome, TRpaTimings } from './rpa-job-types.ts';
import { registerRpaJobs } from './rpa.jobs.ts';
import { registerRpaRoutes } from './rpa.routes.ts';
import { createRpaScreenshots } from './rpa-screenshots.ts';
import type { TStorage } from '../files/storage.ts';
import { createRpaService } from './rpa.service.ts';
import { createTwofaCodesRepository } from './twofa-codes.repository.ts';

function noSandboxPages(): TCrmCredentials {
  throw new CrmError('UNAVAILABLE', 'The sandbox CRM has no sign-in page in this build', [], true);
}

/** What tests may shorten (never through the environment). */
export type TRpaOptions = Partial<TRpaTimings> & { relay?: Partial<TRelayLimits> };

/**
 * Browser runs: their jobs (on the jobs platform, before it starts), the launch and stream
 * routes, and the browser sessions and live relay of this process.
 */
export function registerRpa(
  app: TApp,
  deps: TJobModuleDeps & {
    needs: TNeedsService;
    candidates: TCandidatesService;
    signer: TTokenSigner;
    users: TUsersRepository;
    /** The sandbox CRM's demo user, who signs in to its pages (CRM_PROVIDER=sandbox). */
    sandboxCredentials?: () => TCrmCredentials;
    logger: FastifyBaseLogger;
    options?: TRpaOptions;
    /** Where screenshots of runs are kept (the documents' storage). */
    storage?: () => TStorage | undefined;
  },
) {
  const { config, db, bus, jobs, needs, candidates } = deps;
  const codes = createTwofaCodesRepository(db);
  const relay = createLiveRelay({ limits: deps.options?.relay });
  const sessions = createBrowserSessions({ config });
  const service = createRpaService({ db, jobs, needs: needs.repo, candidates: candidates.repo });
  const screenshots = createRpaScreenshots({
    db,
    jobs,
    storage: deps.storage ?? (() => undefined),
  });
  const followers: ((flow: TFlowRow, outcome: TRpaOutcome) => Promise<void>)[] = [];

  registerRpaJobs({
    db,
    bus,
    runner: jobs,
    config,
    needs,
    candidates,
    mapping: loadCrmMapping(config.SALESFORCE_MAPPING_FILE),
    sessions,
    relay,
    codes,
    sandboxCredentials: deps.sandboxCredentials ?? noSandboxPages,
    timings: {
      twofaTimeoutMs: deps.options?.twofaTimeoutMs ?? RPA_TIMINGS.twofaTimeoutMs,
      twofaPollMs: deps.options?.twofaPollMs ?? 500,
    },
    screenshots,
    isHeld: (flow) => service.isHeld(flow),
    async onEnded(flow, outcome) {
      for (const follow of followers) {
        try {
          await follow(flow, outcome);
        } catch (err) {
          deps.logger.error({ err, flowId: flow.id }, 'browser run follower failed');
        }
      }
      if (outcome.status !== 'IN_PROGRESS') await service.advanceBatch(flow);
    },
  });

  registerRpaRoutes(app, {
    rpa: service,
    screenshots,
    stream: { bus, relay, codes, findFlow: (id) => jobs.flows.findById(id) },
    signer: deps.signer,
    users: deps.users,
  });

  return {
    service,
    /** Something follows how browser runs end or restart (the workflow requests they serve). */
    onRunEnded(follow: (flow: TFlowRow, outcome: TRpaOutcome) => Promise<void>) {
      followers.push(follow);
    },
    /** Closes every browser of this process (after the workers stopped). */
    async close() {
      await relay.close();
      await sessions.closeAll();
    },
  };
}

export type TRpaModule = ReturnType<typeof registerRpa>;
