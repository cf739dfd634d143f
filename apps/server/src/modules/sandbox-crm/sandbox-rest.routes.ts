import type { FastifyInstance } from 'fastify';
import type { TSandboxCrmAuth } from './sandbox-crm-auth.ts';
import type { TSandboxCrmService } from './sandbox-crm.service.ts';

export function registerSandboxRestRoutes(
  _scope: FastifyInstance,
  _deps: { service: TSandboxCrmService; auth: TSandboxCrmAuth },
) {}
