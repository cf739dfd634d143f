import { z } from 'zod';
import { can, ZErrorBody } from '@staffing/domain';
import type { TConfig } from '../../config.ts';
import { access } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import type { TApp } from '../../lib/types.ts';
import type { TSandboxCrmService } from './sandbox-crm.service.ts';
import { tagRoutes } from '../../lib/openapi.ts';

export const SANDBOX_FAULTS_MESSAGES = {
  adminOnly: 'Only administrators can change the sandbox CRM',
  notEnabled: 'The sandbox CRM is not enabled',
} as const;

export const ZSandboxFaults = z.object({
  saveDelayMs: z
    .number({ message: 'saveDelayMs must be a number of milliseconds' })
    .int('saveDelayMs must be a whole number of milliseconds')
    .min(0, 'saveDelayMs must be between 0 and 600000')
    .max(600_000, 'saveDelayMs must be between 0 and 600000'),
  count: z
    .number({ message: 'count must be a number' })
    .int('count must be a whole number')
    .min(0, 'count must be between 0 and 100')
    .max(100, 'count must be between 0 and 100'),
});
const ZSandboxFaultsAnswer = ZSandboxFaults.meta({
  id: 'SandboxFaults',
  description: 'Each of the next `count` sandbox writes waits `saveDelayMs` first.',
});

/**
 * The sandbox's faults, to try failure handling: 'slow saves' makes each of the next `count`
 * writes (page saves and REST writes) wait `saveDelayMs` first. Admin only; only when the
 * sandbox is the CRM.
 */
export function registerSandboxFaultsRoutes(
  app: TApp,
  deps: { service: TSandboxCrmService; config: TConfig },
) {
  tagRoutes(app, 'Sandbox CRM');
  const admin = access.role(can.administerFlows, SANDBOX_FAULTS_MESSAGES.adminOnly);
  const ensureEnabled = () => {
    if (deps.config.CRM_PROVIDER !== 'sandbox') throw notFound(SANDBOX_FAULTS_MESSAGES.notEnabled);
  };

  // 404 when the sandbox is not the CRM.
  const answers = { 200: ZSandboxFaultsAnswer, 404: ZErrorBody };

  app.get(
    '/api/v1/admin/sandbox-crm/faults',
    { config: { access: admin }, schema: { response: answers } },
    async () => {
      ensureEnabled();
      return deps.service.faults();
    },
  );

  app.put(
    '/api/v1/admin/sandbox-crm/faults',
    { config: { access: admin }, schema: { body: ZSandboxFaults, response: answers } },
    async (request) => {
      ensureEnabled();
      return deps.service.setFaults(request.body);
    },
  );
}
