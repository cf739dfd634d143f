import {
  readDecimal,
  RPA_LAUNCH_ACTIONS,
  TWOFA_VERIFICATION_NEED_ID,
  type TRpaLaunchAction,
  type TRpaLaunchForm,
} from '@staffing/domain';
import type { TMessageKey } from '../../../i18n/keys.ts';
import type { TRpaLaunchInput } from '../api/launch-rpa-flow.ts';

const RPA_ACTION_LABEL_KEYS: Record<TRpaLaunchAction, TMessageKey> = {
  opportunity: 'flows.rpaAction.opportunity',
  product: 'flows.rpaAction.product',
  mission: 'flows.rpaAction.mission',
  proposition: 'flows.rpaAction.proposition',
  presentation: 'flows.rpaAction.presentation',
  retention: 'flows.rpaAction.retention',
  twofa_verification: 'flows.rpaAction.twofa_verification',
};

/** The launcher's actions, in the domain's (the spec's) order, with the device check last. */
export const RPA_ACTION_OPTIONS: { value: TRpaLaunchAction; labelKey: TMessageKey }[] =
  RPA_LAUNCH_ACTIONS.map((value) => ({ value, labelKey: RPA_ACTION_LABEL_KEYS[value] }));

/** Actions about one candidate of the need: the form asks for the candidate. */
export function isCandidateAction(action: TRpaLaunchAction): boolean {
  return action === 'proposition' || action === 'presentation' || action === 'retention';
}

const toAmount = (value: string | number | null): number | undefined => {
  const n = readDecimal(value);
  return n !== null && n > 0 ? n : undefined;
};

/**
 * The launch request of a checked form: only the fields the action uses. The device check runs
 * on the fixed need id with a visible browser (spec 001 §7: headless false).
 */
export function toRpaLaunchInput(form: TRpaLaunchForm, headless: boolean): TRpaLaunchInput {
  if (form.action === 'twofa_verification')
    return {
      action: form.action,
      needId: TWOFA_VERIFICATION_NEED_ID,
      headless: false,
      body: {},
    };
  const body: TRpaLaunchInput['body'] = {};
  if (isCandidateAction(form.action) && form.candidateId) body.candidateId = form.candidateId;
  if (form.action === 'proposition') {
    const tjm = toAmount(form.expectedTjm);
    if (tjm !== undefined) body.expectedTjm = tjm;
  }
  if (form.action === 'presentation') {
    if (form.interviewDate?.trim()) body.interviewDate = form.interviewDate.trim();
    if (form.interviewTime?.trim()) body.interviewTime = form.interviewTime.trim();
  }
  if (form.action === 'retention' && form.projectedStartDate?.trim())
    body.projectedStartDate = form.projectedStartDate.trim();
  return { action: form.action, needId: form.needId ?? '', headless, body };
}
