import type { Page } from 'playwright-core';
import { RPA_MESSAGES, RPA_TIMINGS } from '@staffing/domain';
import { PermanentJobError } from '../jobs/job-definition.ts';
import { submitVerificationCode, type TPageLimits } from './crm-pages.ts';
import type { TLiveRelay } from './live-relay.ts';
import type { TTwofaCodesRepository } from './twofa-codes.repository.ts';

export type TVerificationDeps = {
  codes: TTwofaCodesRepository;
  relay: TLiveRelay;
  /** Sets the flow's message (the flow stays processing, its progress unchanged). */
  setMessage: (message: string) => Promise<void>;
  isCancelled: () => Promise<boolean>;
  /** How long the run waits for a code (10 minutes; tests shorten it). */
  timeoutMs: number;
  pollMs: number;
};

export class RunCancelled extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The CRM's identity verification page, passed with a person in the loop: the run says it waits
 * for a code (flow message, twofa_code_request to the viewers), takes the codes typed in the
 * live viewer from the database, types each into the page; a refused code is reported
 * (twofa_error) and the run keeps waiting, an accepted one ends the wait (twofa_success). No
 * code within the limit fails the run.
 */
export async function passVerification(
  deps: TVerificationDeps,
  flowId: string,
  page: Page,
  limits: TPageLimits,
): Promise<void> {
  const { codes, relay } = deps;
  await deps.setMessage(RPA_MESSAGES.waitingForCode);
  relay.setPendingTwofa(flowId, {
    type: 'twofa_code_request',
    message: RPA_MESSAGES.codeRequested,
  });
  const deadline = Date.now() + deps.timeoutMs;
  try {
    for (;;) {
      if (Date.now() > deadline) throw new PermanentJobError(RPA_MESSAGES.codeTimeout);
      if (await deps.isCancelled()) throw new RunCancelled('The run was cancelled');
      const code = await codes.take(flowId, RPA_TIMINGS.twofaTimeoutMs);
      if (!code) {
        await sleep(Math.min(deps.pollMs, Math.max(deadline - Date.now(), 0) + 1));
        continue;
      }
      const outcome = await submitVerificationCode(page, code, limits);
      if (outcome === 'refused') {
        relay.broadcast(flowId, { type: 'twofa_error', message: RPA_MESSAGES.invalidCode });
        continue;
      }
      relay.setPendingTwofa(flowId, null);
      relay.broadcast(flowId, { type: 'twofa_success', message: RPA_MESSAGES.codeAccepted });
      await deps.setMessage(RPA_MESSAGES.stage.signingIn);
      return;
    }
  } finally {
    relay.setPendingTwofa(flowId, null);
  }
}
