import {
  CRM_ERROR_KIND_LABELS,
  CRM_ERROR_KINDS,
  type TCrmHealth,
  type TCrmHealthFailure,
} from '@staffing/domain';

export const makeFailure = (overrides: Partial<TCrmHealthFailure> = {}): TCrmHealthFailure => ({
  flowId: 'rpa_1',
  type: 'rpa_opportunity',
  status: 'error',
  needId: '3f1c2a4e-0000-4000-8000-000000000001',
  needName: 'Senior Java Developer',
  candidateName: 'Claire Martin',
  errorCode: 'DUPLICATES_DETECTED',
  kind: 'duplicate',
  message: 'Use one of these records?',
  fields: ['Name', 'AccountId'],
  stage: 'classify',
  failedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** An answer with the given failures; each kind's card counts them (needs: distinct ids). */
export function makeHealth(failures: TCrmHealthFailure[], total = failures.length): TCrmHealth {
  return {
    from: '2026-10-25T00:00:00.000Z',
    to: '2026-11-24T00:00:00.000Z',
    kinds: CRM_ERROR_KINDS.map((kind) => {
      const mine = failures.filter((f) => f.kind === kind);
      return {
        kind,
        label: CRM_ERROR_KIND_LABELS[kind],
        errors: mine.length,
        needs: new Set(mine.map((f) => f.needId)).size,
      };
    }),
    failures,
    total,
  };
}
