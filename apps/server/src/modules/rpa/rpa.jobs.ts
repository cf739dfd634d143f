import { z } from 'zod';
import {
  getRpaBrowserFlowType,
  getRpaMissingNeedMessage,
  RPA_ACTIONS,
  RPA_MESSAGES,
  RPA_TWOFA_FLOW_TYPE,
  type TRpaLaunchAction,
} from '@staffing/domain';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';
import {
  crmIdempotencyKey,
  CrmError,
  isCrmAction,
  ZCrmRecord,
  type TCrmAction,
  type TCrmRecord,
} from '../crm/crm-connector.ts';
import { buildCrmWrite, type TCrmMapping } from '../crm/crm-mapping.ts';
import {
  applyCrmRecordToNeed,
  toCrmCandidateFacts,
  toCrmNeedFacts,
  ZCrmApplied,
} from '../crm/crm-writeback.ts';
import {
  defineJob,
  PermanentJobError,
  type TStageContext,
  type TStageOf,
} from '../jobs/job-definition.ts';
import { FLOW_CATEGORY, type TFlowRow } from '../jobs/flows.repository.ts';
import type { TJobs } from '../jobs/jobs.ts';
import type { TNeedsService } from '../needs/needs.service.ts';
import type { TEventBus } from '../realtime/event-bus.ts';
import {
  SESSION_STEPS,
  type TBrowserSession,
  type TBrowserSessions,
  type TSessionStep,
} from './browser-session.ts';
import {
  fillRecordForm,
  findRecordByKey,
  openNewRecordForm,
  readRecordId,
  saveRecordForm,
  submitLogin,
  type TPageLimits,
} from './crm-pages.ts';
import { resolveCrmTarget, type TCrmCredentials, type TCrmTarget } from './crm-target.ts';
import type { TLiveRelay } from './live-relay.ts';
import { ZRpaFlowPayload, type TRpaFlowPayload } from './rpa-flow-payload.ts';
import { withFailureScreenshot, type TRpaScreenshots } from './rpa-screenshots.ts';
import { passVerification } from './pass-verification.ts';
import { batchOf } from './rpa.repository.ts';
import type { TTwofaCodesRepository } from './twofa-codes.repository.ts';

export type { TRpaFlowPayload } from './rpa-flow-payload.ts';

/** The write the poll stage prepared: exactly what the form gets. */
const ZPreparedWrite = z.object({
  object: z.string(),
  externalKey: z.string(),
  fields: z.record(z.string(), z.unknown()),
});
type TPreparedWrite = z.infer<typeof ZPreparedWrite>;
const ZSignedIn = z.object({ signedIn: z.boolean(), headless: z.boolean() });

/** What each stage of a browser run keeps. */
const RUN_OUTPUTS = {
  poll: ZPreparedWrite,
  login: ZSignedIn,
  open: z.object({ object: z.string() }),
  fill: z.object({ fields: z.number() }),
  save: z.object({ recordId: z.string().nullable() }),
  readback: ZCrmRecord,
  apply: ZCrmApplied,
};
/** What the device check keeps: it only signs in. */
const TWOFA_OUTPUTS = { poll: z.object({ check: z.literal('sign-in') }), login: ZSignedIn };
type TRunContext = TStageContext<TRpaFlowPayload, typeof RUN_OUTPUTS>;

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
  config: Pick<
    TConfig,
    | 'CRM_PROVIDER'
    | 'CRM_TIMEOUT_SECONDS'
    | 'SALESFORCE_LOGIN_URL'
    | 'SALESFORCE_USERNAME'
    | 'SALESFORCE_PASSWORD'
    | 'SANDBOX_CRM_PORT'
    | 'SANDBOX_CRM_URL'
    | 'SANDBOX_CRM_PUBLIC_URL'
  >;
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

const rank = (step: TSessionStep) => SESSION_STEPS.indexOf(step);
/** The CRM action a browser run writes (the device check writes none). */
function crmActionOf(action: TRpaLaunchAction): TCrmAction {
  if (!isCrmAction(action)) throw new PermanentJobError(`${action} writes no CRM record`);
  return action;
}

/**
 * Browser runs on the jobs platform, one job type per action (`rpa_browser_<action>`) and the
 * device check (`rpa_twofa_verification`): poll (the need, candidate and the mapped write),
 * login, open, fill, save, readback (the browser stages, role classify) and apply (the record
 * onto the need). Their browser session lives in this process; a stage that finds none (another
 * process took the run up) opens one and redoes what the stage needs, and the upsert on the
 * external key keeps a redone save from making a second record. No automatic retry: a retry is
 * a new launch (spec: crm_rpa flows restart through a new RPA launch).
 */
export function registerRpaJobs(deps: TRpaJobsDeps) {
  const { runner, config, sessions, relay, codes, needs, candidates } = deps;
  const limits: TPageLimits = { timeoutMs: config.CRM_TIMEOUT_SECONDS * 1000 };

  /** A standing remark of a run (no display for a headed run), kept after every message. */
  const notes = new Map<string, string>();

  async function setMessage(flowId: string, message: string) {
    const note = notes.get(flowId);
    const row = await runner.flows.update(flowId, {
      message: note && note !== message ? `${message}. ${note}` : message,
    });
    await runner.publishFlow(row);
  }

  function targetOf(session: TBrowserSession): TCrmTarget {
    return resolveCrmTarget({
      config,
      sandboxCredentials: deps.sandboxCredentials,
      lightningOrigin: session.lightningOrigin,
    });
  }

  async function signIn(flow: TFlowRow, session: TBrowserSession) {
    await setMessage(flow.id, RPA_MESSAGES.stage.signingIn);
    const target = targetOf(session);
    const outcome = await submitLogin(session.page, target, limits);
    if (outcome === 'verification')
      await passVerification(
        {
          codes,
          relay,
          setMessage: (m) => setMessage(flow.id, m),
          isCancelled: async () =>
            Boolean((await runner.flows.findById(flow.id))?.cancelRequestedAt),
          timeoutMs: deps.timings.twofaTimeoutMs,
          pollMs: deps.timings.twofaPollMs,
        },
        flow.id,
        session.page,
        limits,
      );
    if (config.CRM_PROVIDER === 'salesforce')
      session.lightningOrigin = new URL(session.page.url()).origin;
    session.reached = 'signed-in';
    await sessions.saveState(session, config.CRM_PROVIDER);
  }

  /** The run's session brought to `step`: opened, signed in, form open, form filled. */
  async function reach(
    { flow, payload }: Pick<TRunContext, 'flow' | 'payload'>,
    write: TPreparedWrite | undefined,
    step: TSessionStep,
  ): Promise<TBrowserSession> {
    const { session, isNew } = await sessions.acquire(
      flow.id,
      config.CRM_PROVIDER,
      payload.headless !== false,
    );
    if (isNew) {
      await relay.attachPage(flow.id, session.page);
      if (payload.headless === false && session.headless) {
        notes.set(flow.id, RPA_MESSAGES.noDisplay);
        await setMessage(flow.id, RPA_MESSAGES.noDisplay);
      }
    }
    if (rank(session.reached) < rank('signed-in')) await signIn(flow, session);
    if (rank(step) >= rank('form') && rank(session.reached) < rank('form')) {
      await setMessage(flow.id, RPA_MESSAGES.stage.opening(write!.object));
      let shown = await openNewRecordForm(session.page, targetOf(session), write!.object, limits);
      if (shown === 'login') {
        // The saved session had expired: sign in again and go back to the form.
        session.reached = 'none';
        await signIn(flow, session);
        shown = await openNewRecordForm(session.page, targetOf(session), write!.object, limits);
        if (shown === 'login') throw new CrmError('INVALID_LOGIN', RPA_MESSAGES.signInRefused);
      }
      session.reached = 'form';
    }
    if (rank(step) >= rank('filled') && rank(session.reached) < rank('filled')) {
      await setMessage(flow.id, RPA_MESSAGES.stage.filling(write!.object));
      await fillRecordForm(session.page, write!.object, write!.fields, limits);
      session.reached = 'filled';
    }
    return session;
  }

  /** Poll: the need and candidate now, the mapped write the form gets (never rebuilt later). */
  async function poll({ payload }: Pick<TRunContext, 'payload'>): Promise<TPreparedWrite> {
    const action = crmActionOf(payload.action);
    const need = await needs.repo.findById(payload.needId);
    if (!need) throw new PermanentJobError('Need not found');
    const missing = getRpaMissingNeedMessage(action, need);
    if (missing) throw new PermanentJobError(missing.message);
    const row = payload.candidateId
      ? await candidates.repo.findById(payload.candidateId)
      : undefined;
    if (payload.candidateId && !row) throw new PermanentJobError('Candidate not found');
    const requestPayload = payload.requestPayload ?? {};
    const candidate = toCrmCandidateFacts(row, requestPayload);
    const write = buildCrmWrite(
      action,
      {
        idempotencyKey: crmIdempotencyKey({ action, needId: need.id, candidate }),
        need: toCrmNeedFacts(need, await needs.repo.userNames()),
        candidate,
        payload: {
          ...requestPayload,
          ...(payload.expectedTjm != null ? { expectedTjm: payload.expectedTjm } : {}),
          ...(payload.interviewDate ? { interviewDate: payload.interviewDate } : {}),
          ...(payload.interviewTime ? { interviewTime: payload.interviewTime } : {}),
          ...(payload.projectedStartDate ? { projectedStartDate: payload.projectedStartDate } : {}),
        },
      },
      deps.mapping,
    );
    return { object: write.object, externalKey: write.externalKey, fields: write.fields };
  }

  async function login(ctx: Pick<TRunContext, 'flow' | 'payload'>) {
    const session = await reach(ctx, undefined, 'signed-in');
    return { signedIn: true, headless: session.headless };
  }

  async function open(ctx: TRunContext) {
    const write = ctx.output('poll');
    await reach(ctx, write, 'form');
    return { object: write.object };
  }

  async function fill(ctx: TRunContext) {
    const write = ctx.output('poll');
    await reach(ctx, write, 'filled');
    return { fields: Object.keys(write.fields).length };
  }

  async function save(ctx: TRunContext) {
    const { flow } = ctx;
    const write = ctx.output('poll');
    const session = await reach(ctx, write, 'filled');
    await setMessage(flow.id, RPA_MESSAGES.stage.saving(write.object));
    const saved = await saveRecordForm(session.page, targetOf(session), write.object, limits);
    // Saved: the form is gone, the session stays signed in.
    session.reached = 'signed-in';
    return { recordId: saved.id };
  }

  async function readback(ctx: TRunContext): Promise<TCrmRecord> {
    const { flow } = ctx;
    const write = ctx.output('poll');
    await setMessage(flow.id, RPA_MESSAGES.stage.readingBack(write.object));
    const current = sessions.get(flow.id);
    let session: TBrowserSession;
    let id: string | null = null;
    if (current) {
      session = current;
      id = await readRecordId(session.page, targetOf(session), write.object, limits);
    } else session = await reach(ctx, write, 'signed-in');
    // The page of the save is gone (another process, a restart): the list finds it by key.
    id ??= await findRecordByKey(
      session.page,
      targetOf(session),
      write.object,
      write.externalKey,
      limits,
    );
    if (!id)
      throw new CrmError(
        'UNAVAILABLE',
        RPA_MESSAGES.recordNotFound(write.object, write.externalKey),
        [],
        true,
      );
    await deps.screenshots?.capture(flow.id, session.page);
    return {
      object: write.object,
      id,
      url: targetOf(session).recordLink(write.object, id),
      createdAt: new Date().toISOString(),
      created: ctx.output('save').recordId === id,
    };
  }

  async function apply({ flow, payload, output }: TRunContext) {
    return applyCrmRecordToNeed(deps, {
      flow,
      stage: 'apply',
      needId: payload.needId,
      action: crmActionOf(payload.action),
      record: output('readback'),
      audit: payload.workflowRequestId ? { workflowRequestId: payload.workflowRequestId } : {},
    });
  }

  async function end(flow: TFlowRow, outcome: TRpaOutcome) {
    notes.delete(flow.id);
    await relay.detachPage(flow.id);
    await sessions.close(flow.id);
    await codes.discard(flow.id);
    await deps.onEnded(flow, outcome);
  }

  const shot = <T>(run: (ctx: TRunContext) => Promise<T>) =>
    withFailureScreenshot(deps.screenshots, (id) => sessions.get(id)?.page, run);
  const runStages: TStageOf<TRpaFlowPayload, typeof RUN_OUTPUTS>[] = [
    {
      name: 'poll',
      role: 'poll',
      progress: 5,
      run: poll,
      summariseOutput: (w) => `${w.object} ${w.externalKey}`,
    },
    { name: 'login', role: 'classify', progress: 15, run: shot(login) },
    { name: 'open', role: 'classify', progress: 35, run: shot(open) },
    { name: 'fill', role: 'classify', progress: 50, run: shot(fill) },
    { name: 'save', role: 'classify', progress: 65, run: shot(save) },
    {
      name: 'readback',
      role: 'classify',
      progress: 80,
      run: shot(readback),
      summariseOutput: (record) => `${record.object} ${record.id}`,
    },
    { name: 'apply', role: 'apply', progress: 90, run: apply },
  ];

  // A stage may wait for a verification code; every other wait is bounded by the CRM timeout.
  const timeoutSeconds =
    Math.ceil(deps.timings.twofaTimeoutMs / 1000) + 4 * config.CRM_TIMEOUT_SECONDS + 30;
  const common = {
    category: FLOW_CATEGORY.crm,
    retry: { attempts: 1, backoffSeconds: 1 },
    timeoutSeconds,
    concurrency: 2,
    isPermanent: () => true,
    isHeld: async (flow: TFlowRow) => {
      const batch = batchOf(flow);
      if (!batch || batch.concurrent) return false;
      return deps.isHeld(flow);
    },
    onComplete: (flow: TFlowRow) => end(flow, { status: 'COMPLETED' }),
    onError: (flow: TFlowRow, message: string) =>
      end(flow, { status: 'FAILED', lastError: message }),
    onCancel: (flow: TFlowRow) => end(flow, { status: 'CANCELLED' }),
    onRestart: (flow: TFlowRow) => deps.onEnded(flow, { status: 'IN_PROGRESS' }),
  };

  for (const action of RPA_ACTIONS)
    runner.register(
      defineJob({
        ...common,
        type: getRpaBrowserFlowType(action),
        payload: ZRpaFlowPayload,
        outputs: RUN_OUTPUTS,
        stages: runStages,
      }),
    );
  runner.register(
    defineJob({
      ...common,
      type: RPA_TWOFA_FLOW_TYPE,
      payload: ZRpaFlowPayload,
      outputs: TWOFA_OUTPUTS,
      stages: [
        {
          name: 'poll',
          role: 'poll',
          progress: 5,
          run: async () => ({ check: 'sign-in' as const }),
        },
        {
          name: 'login',
          role: 'classify',
          progress: 50,
          run: async (ctx) => {
            const result = await login(ctx);
            await setMessage(ctx.flow.id, RPA_MESSAGES.stage.signedIn);
            return result;
          },
        },
      ],
    }),
  );

  return { setMessage };
}
