import {
  getRpaBrowserFlowType,
  RPA_ACTIONS,
  RPA_MESSAGES,
  RPA_TWOFA_FLOW_TYPE,
} from '@staffing/domain';
import { applyCrmRecordToNeed } from '../crm/crm-writeback.ts';
import { defineJob, type TStageOf } from '../jobs/job-definition.ts';
import { FLOW_CATEGORY, type TFlowRow } from '../jobs/flows.repository.ts';
import { createBrowserStages } from './rpa-browser-stages.ts';
import { ZRpaFlowPayload, type TRpaFlowPayload } from './rpa-flow-payload.ts';
import {
  RUN_OUTPUTS,
  TWOFA_OUTPUTS,
  type TRpaJobsDeps,
  type TRunContext,
} from './rpa-job-types.ts';
import { crmActionOf, pollCrmWrite } from './rpa-poll-stage.ts';
import { withFailureScreenshot } from './rpa-screenshots.ts';
import { batchOf } from './rpa.repository.ts';

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
  const { runner, config, sessions } = deps;
  const browser = createBrowserStages(deps);

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

  const shot = <T>(run: (ctx: TRunContext) => Promise<T>) =>
    withFailureScreenshot(deps.screenshots, (id) => sessions.get(id)?.page, run);
  const runStages: TStageOf<TRpaFlowPayload, typeof RUN_OUTPUTS>[] = [
    {
      name: 'poll',
      role: 'poll',
      progress: 5,
      run: ({ payload }) => pollCrmWrite(deps, payload),
      summariseOutput: (w) => `${w.object} ${w.externalKey}`,
    },
    { name: 'login', role: 'classify', progress: 15, run: shot(browser.login) },
    { name: 'open', role: 'classify', progress: 35, run: shot(browser.open) },
    { name: 'fill', role: 'classify', progress: 50, run: shot(browser.fill) },
    { name: 'save', role: 'classify', progress: 65, run: shot(browser.save) },
    {
      name: 'readback',
      role: 'classify',
      progress: 80,
      run: shot(browser.readback),
      summariseOutput: (record) => `${record.object} ${record.id}`,
    },
    { name: 'apply', role: 'apply', progress: 90, run: apply },
  ];

  // A stage may wait for a verification code; every other wait is bounded by the CRM timeout.
  const timeoutSeconds =
    Math.ceil(deps.timings.twofaTimeoutMs / 1000) + 4 * config.CRM_TIMEOUT_SECONDS + 30;
  const end = browser.end;
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
            const result = await browser.login(ctx);
            await browser.setMessage(ctx.flow.id, RPA_MESSAGES.stage.signedIn);
            return result;
          },
        },
      ],
    }),
  );

  return { setMessage: browser.setMessage };
}
