import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';
import { ZCrmRecord } from '../crm/crm-connector.ts';
import type { TCrmMapping } from '../crm/crm-mapping.ts';
import { ZCrmApplied } from '../crm/crm-writeback.ts';
import type { TStageContext } from '../jobs/job-definition.ts';
import type { TFlowRow } from '../jobs/flows.repository.ts';
import type { TJobs } from '../jobs/jobs.ts';
import type { TNeedsService } from '../needs/needs.service.ts';
import type { TEventBus } from '../realtime/event-bus.ts';
import type { TBrowserSessions } from './browser-session.ts';
import type { TCrmCredentials, TCrmTargetConfig } from './crm-target.ts';
import type { TLiveRelay } from './live-relay.ts';
import type { TRpaFlowPayload } from './rpa-flow-payload.ts';
import type { TRpaScreenshots } from './rpa-screenshots.ts';
import type { TTwofaCodesRepository } from './twofa-codes.repository.ts';

/** The write the poll stage prepared: exactly what the form gets. */
const ZPreparedWrite = z.object({
  object: z.string(),
  externalKey: z.string(),
  fields: z.record(z.string(), z.unknown()),
});
export type TPreparedWrite = z.infer<typeof ZPreparedWrite>;
const ZSignedIn = z.object({ signedIn: z.boolean(), headless: z.boolean() });

/** What each stage of a browser run keeps. */
export const RUN_OUTPUTS = {
  poll: ZPreparedWrite,
  login: ZSignedIn,
  open: z.object({ object: z.string() }),
  fill: z.object({ fields: z.number() }),
  save: z.object({ recordId: z.string().nullable() }),
  readback: ZCrmRecord,
  apply: ZCrmApplied,
};
/** What the device check keeps: it only signs in. */
export const TWOFA_OUTPUTS = { poll: z.object({ check: z.literal('sign-in') }), login: ZSignedIn };
export type TRunContext = TStageContext<TRpaFlowPayload, typeof RUN_OUTPUTS>;

export type TRpaTimings = {
  /** How long a run waits for a verification code (RPA_TIMINGS.twofaTimeoutMs). */
  twofaTimeoutMs: number;
  /** How often the run looks for a typed code. */
  twofaPollMs: number;
};

export type TRpaJobsDeps = {
  db: TDb;
  bus: TEventBus;
  runner: TJobs;
  config: TCrmTargetConfig & Pick<TConfig, 'CRM_TIMEOUT_SECONDS'>;
  needs: Pick<TNeedsService, 'commands' | 'repo'>;
  candidates: Pick<TCandidatesService, 'repo'>;
  mapping: TCrmMapping;
  sessions: TBrowserSessions;
  relay: TLiveRelay;
  codes: TTwofaCodesRepository;
  sandboxCredentials: () => TCrmCredentials;
  timings: TRpaTimings;
  /** Keeps the page a run ended on (a failed stage, the saved record): metadata.screenshotUrl. */
  screenshots?: TRpaScreenshots;
  /** A later run of a sequential batch whose turn has not come (the sweep leaves it alone). */
  isHeld: (flow: TFlowRow) => Promise<boolean>;
  /** Runs when a browser run ends (completed, error, cancelled): batches, workflow requests. */
  onEnded: (flow: TFlowRow, outcome: TRpaOutcome) => Promise<void>;
};

export type TRpaOutcome =
  | { status: 'COMPLETED' }
  | { status: 'FAILED'; lastError: string }
  | { status: 'CANCELLED' }
  /** Restarted from a stage by Flow Administration: running again. */
  | { status: 'IN_PROGRESS' };
