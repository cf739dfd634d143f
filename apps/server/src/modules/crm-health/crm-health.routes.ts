import { can, ZCrmHealth, ZCrmHealthQuery } from '@staffing/domain';
import { access } from '../../lib/access.ts';
import type { TApp } from '../../lib/types.ts';
import type { TCrmHealthService } from './crm-health.service.ts';
import { tagRoutes } from '../../lib/openapi.ts';

/** The same rule and words as Flow Administration: the CRM runs are flows. */
const admin = access.role(can.administerFlows, 'Only administrators can manage flows');

export function registerCrmHealthRoutes(app: TApp, deps: { crmHealth: TCrmHealthService }) {
  tagRoutes(app, 'CRM health');
  app.get(
    '/api/v1/admin/crm/health',
    {
      config: { access: admin },
      schema: { querystring: ZCrmHealthQuery, response: { 200: ZCrmHealth } },
    },
    async (request) => deps.crmHealth.get(request.query),
  );
}
