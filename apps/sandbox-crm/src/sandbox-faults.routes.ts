import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TSandboxCrmService } from './sandbox-crm.service.ts';
import { SandboxCrmError } from './sandbox-record-rules.ts';

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

/**
 * The sandbox's faults, to try failure handling: 'slow saves' makes each of the next `count`
 * writes (page saves and REST writes) wait `saveDelayMs` first. Under the REST surface, so a
 * bearer token of the sandbox's own users is needed (`.../services/data/vNN.N/faults`).
 */
export function registerSandboxFaultsRoutes(
  api: FastifyInstance,
  deps: { service: TSandboxCrmService; base: string },
) {
  api.get(`${deps.base}/faults`, async () => deps.service.faults());
  api.put(`${deps.base}/faults`, async (request) => {
    const parsed = ZSandboxFaults.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new SandboxCrmError('INVALID_FIELD', issue.message, issue.path.map(String), 400);
    }
    return deps.service.setFaults(parsed.data);
  });
}
