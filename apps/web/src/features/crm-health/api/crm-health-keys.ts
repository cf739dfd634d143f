import type { TCrmHealthParams } from './get-crm-health.ts';

export const crmHealthKeys = {
  all: ['crm-health'] as const,
  detail: (params: TCrmHealthParams) => [...crmHealthKeys.all, params] as const,
};
