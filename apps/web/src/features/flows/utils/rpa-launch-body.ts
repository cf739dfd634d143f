import {
  TWOFA_VERIFICATION_NEED_ID,
  type TRpaLaunchAction,
  type TRpaLaunchForm,
} from '@staffing/domain';
import type { TRpaLaunchInput } from '../api/launch-rpa-flow.ts';

/** The launcher's actions, in the spec's order, with the device check last. */
export const RPA_ACTION_OPTIONS: { value: TRpaLaunchAction; label: string }[] = [
  { value: 'opportunity', label: 'Opportunity' },
  { value: 'product', label: 'Product' },
  { value: 'mission', label: 'Mission' },
  { value: 'proposition', label: 'Proposition' },
  { value: 'presentation', label: 'Presentation' },
  { value: 'retention', label: 'Retention' },
  { value: 'twofa_verification', label: '2FA device check (CRM sign-in only)' },
];

/** Actions about one candidate of the need: the form asks for the candidate. */
export function isCandidateAction(action: TRpaLaunchAction): boolean {
  return action === 'proposition' || action === 'presentation' || action === 'retention';
}

const toAmount = (value: string | number | null): number | undefined => {
  const n = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
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
  return { action: form.action, needId: form.needId ?? '', headless, body };
}
