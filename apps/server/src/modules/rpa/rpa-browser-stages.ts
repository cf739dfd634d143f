import { RPA_MESSAGES } from '@staffing/domain';
import { CrmError, type TCrmRecord } from '../crm/crm-connector.ts';
import { wakeSandboxCrm } from '../crm/sandbox-crm-link.ts';
import type { TFlowRow } from '../jobs/flows.repository.ts';
import { SESSION_STEPS, type TBrowserSession, type TSessionStep } from './browser-session.ts';
import {
  fillRecordForm,
  findRecordByKey,
  openNewRecordForm,
  readRecordId,
  saveRecordForm,
  submitLogin,
  type TPageLimits,
} from './crm-pages.ts';
import { resolveCrmTarget, type TCrmTarget } from './crm-target.ts';
import { passVerification } from './pass-verification.ts';
import type { TPreparedWrite, TRpaJobsDeps, TRpaOutcome, TRunContext } from './rpa-job-types.ts';

const rank = (step: TSessionStep) => SESSION_STEPS.indexOf(step);

/**
 * The browser stages of a run (login, open, fill, save, readback) on the session this process
 * holds for it. A stage that finds none (another process took the run up) opens one and redoes
 * what the stage needs (`reach`).
 */
export function createBrowserStages(deps: TRpaJobsDeps) {
  const { runner, config, sessions, relay, codes } = deps;
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
    if (config.CRM_PROVIDER === 'sandbox') await wakeSandboxCrm(config);
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

  /** The session of a run, opened when this process holds none (attached to the live relay). */
  async function acquire({ flow, payload }: Pick<TRunContext, 'flow' | 'payload'>) {
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
    return session;
  }

  /** The new record's form shown, signing in again when the saved session had expired. */
  async function openForm(flow: TFlowRow, session: TBrowserSession, object: string) {
    await setMessage(flow.id, RPA_MESSAGES.stage.opening(object));
    let shown = await openNewRecordForm(session.page, targetOf(session), object, limits);
    if (shown === 'login') {
      // The saved session had expired: sign in again and go back to the form.
      session.reached = 'none';
      await signIn(flow, session);
      shown = await openNewRecordForm(session.page, targetOf(session), object, limits);
      if (shown === 'login') throw new CrmError('INVALID_LOGIN', RPA_MESSAGES.signInRefused);
    }
    session.reached = 'form';
  }

  /** The run's session brought to `step`: opened, signed in, form open, form filled. */
  async function reach(
    ctx: Pick<TRunContext, 'flow' | 'payload'>,
    write: TPreparedWrite | undefined,
    step: TSessionStep,
  ): Promise<TBrowserSession> {
    const { flow } = ctx;
    const session = await acquire(ctx);
    if (rank(session.reached) < rank('signed-in')) await signIn(flow, session);
    if (rank(step) >= rank('form') && rank(session.reached) < rank('form'))
      await openForm(flow, session, write!.object);
    if (rank(step) >= rank('filled') && rank(session.reached) < rank('filled')) {
      await setMessage(flow.id, RPA_MESSAGES.stage.filling(write!.object));
      await fillRecordForm(session.page, write!.object, write!.fields, limits);
      session.reached = 'filled';
    }
    return session;
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

  /** A run's end, however it ended: its session, relay, codes and remark go. */
  async function end(flow: TFlowRow, outcome: TRpaOutcome) {
    notes.delete(flow.id);
    await relay.detachPage(flow.id);
    await sessions.close(flow.id);
    await codes.discard(flow.id);
    await deps.onEnded(flow, outcome);
  }

  return { setMessage, login, open, fill, save, readback, end };
}
