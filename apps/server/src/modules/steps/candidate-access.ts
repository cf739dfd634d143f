import { can } from '@staffing/domain';
import type { TActor } from '../../lib/actor.ts';
import { forbidden } from '../../lib/errors.ts';

/** Messages shared by the candidate, need-link and step endpoints. */
export const CANDIDATE_API_MESSAGES = {
  readOnly:
    'Recruiters have read-only access: candidates and steps cannot be changed with this role',
  deleteAdminOnly: 'Admin privileges required to delete candidates',
  detachAdminOnly:
    'You need admin privileges to remove candidates from needs. Please contact an administrator.',
  notAssociated: 'Candidate is not associated with this need.',
  needNotFound: 'Need not found',
  candidateNotFound: 'Candidate not found',
  stepNotFound: 'Step not found',
  noSteps: 'No steps found for this candidate',
  emailTaken: 'A candidate with this email already exists',
  stale: 'This candidate was changed by someone else. Reload it to see the latest version.',
} as const;

export function assertCanMutateCandidates(actor: TActor): void {
  if (!can.mutateCandidates(actor.role)) throw forbidden(CANDIDATE_API_MESSAGES.readOnly);
}

export function assertCanMutateSteps(actor: TActor): void {
  if (!can.mutateSteps(actor.role)) throw forbidden(CANDIDATE_API_MESSAGES.readOnly);
}

/** Whether an error is a unique violation, optionally of one named index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (
    let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (e.code === '23505')
      return (
        !constraint ||
        e.constraint === constraint ||
        String((e as Error).message ?? '').includes(constraint)
      );
    e = e.cause as typeof e;
  }
  return false;
}
