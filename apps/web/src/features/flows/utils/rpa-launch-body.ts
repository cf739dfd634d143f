import {
  readDecimal,
  TWOFA_VERIFICATION_NEED_ID,
  type TRpaLaunchAction,
  type TRpaLaunchForm,
} from '@staffing/domain';
import type { TMessageKey } from '../../../i18n/keys.ts';
import type { TRpaLaunchInput } from '../api/launch-rpa-flow.ts';

/** The launcher's actions, in the spec's order, with the device check last. */
export const RPA_ACTION_OPTIONS: { value: TRpaLaunchAction; labelKey: TMessageKey }[] = [
  { value: 'opportunity', labelKey: 'flows.rpaAction.opportunity' },
  { value: 'product', labelKey: 'flows.rpaAction.product' },
  { value: 'mission', labelKey: 'flows.rpaAction.mission' },
  { value: 'proposition', labelKey: 'flows.rpaAction.proposition' },
  { value: 'presentation', labelKey: 'flows.rpaAction.presentation' },
  { value: 'retention', labelKey: 'flows.rpaAction.retention' },
  { value: 'twofa_verification', labelKey: 'flows.rpaAction.twofa_verification' },
];

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
