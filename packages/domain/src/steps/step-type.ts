import { z } from 'zod';

/** The types the Add New Step list offers, in this order: a candidate's way through a need. */
export const STEP_CREATION_ORDER = [
  'CANDIDATE_IDENTIFIED',
  'PUSH',
  'CANDIDATE_SENT',
  'CANDIDATE_INTERVIEW',
  'GO_NOGO',
  'SALE',
] as const;

export const STEP_TYPES = [
  'NO_CANDIDATE',
  ...STEP_CREATION_ORDER,
  'FROZEN',
  'CANCELED',
  'DELETED',
] as const;
export const ZStepType = z.enum(STEP_TYPES, { message: 'Step type is required' });
export type TStepType = z.infer<typeof ZStepType>;

export const STEP_STATUSES = ['COMPLETED', 'PENDING', 'FAILED'] as const;
export const ZStepStatus = z.enum(STEP_STATUSES, { message: 'Step status is required' });
export type TStepStatus = z.infer<typeof ZStepStatus>;

export const GO_NOGO_DECISIONS = ['GO', 'NO_GO'] as const;
export const CONTRACT_TYPES = ['CDI', 'CDD', 'Freelance', 'Stage', 'Alternance'] as const;
