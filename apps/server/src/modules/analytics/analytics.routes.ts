import { z } from 'zod';
import { ANALYTICS_CSV_TABLES, can, ZAnalytics, ZAnalyticsQuery } from '@staffing/domain';
import { access, PERMISSION_DENIED } from '../../lib/access.ts';
import { tagRoutes } from '../../lib/openapi.ts';
import type { TApp } from '../../lib/types.ts';
import type { TAnalyticsService } from './analytics.service.ts';

/** Admin and Sales; the Recruiter sees no analytics. */
const analytics = access.role(can.viewAnalytics, PERMISSION_DENIED);
const BASE = '/api/v1/analytics';

const ZAnalyticsCsv = {
  200: {
    description: 'One table of the analytics as CSV (UTF-8 with BOM, header row first).',
    content: {
      'text/csv': { schema: z.string().meta({ description: 'RFC 4180 lines, CRLF.' }) },
    },
  },
};

export function registerAnalyticsRoutes(app: TApp, deps: { analytics: TAnalyticsService }) {
  tagRoutes(app, 'Analytics');
  const { analytics: service } = deps;

  app.get(
    BASE,
    {
      config: { access: analytics },
      schema: { querystring: ZAnalyticsQuery, response: { 200: ZAnalytics } },
    },
    async (request) => service.get(request.actor, request.query),
  );

  for (const table of ANALYTICS_CSV_TABLES) {
    app.get(
      `${BASE}/${table}.csv`,
      {
        config: { access: analytics },
        schema: { querystring: ZAnalyticsQuery, response: ZAnalyticsCsv },
      },
      async (request, reply) => {
        const file = await service.csv(request.actor, table, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );
  }
}
