import { Readable } from 'node:stream';
import { NEEDS_CSV_FILE_NAME } from '@staffing/domain';
import { access } from '../../lib/access.ts';
import type { TApp } from '../../lib/types.ts';
import { formatNeedsSchemaError, ZNeedsExportQuery } from '../needs/needs.schemas.ts';
import type { TExportsService } from './exports.service.ts';

export function registerExportsRoutes(app: TApp, deps: { exports: TExportsService }) {
  const { exports } = deps;

  app.get(
    '/api/v1/exports/needs.csv',
    {
      config: { access: access.signedIn },
      schemaErrorFormatter: formatNeedsSchemaError,
      schema: { querystring: ZNeedsExportQuery },
    },
    async (request, reply) => {
      const chunks = exports.needsCsv(request.actor, request.query);
      // Read the first chunk before answering, so a failing query is still a proper error reply.
      const first = await chunks.next();
      async function* rest() {
        if (!first.done) yield first.value;
        yield* chunks;
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${NEEDS_CSV_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(rest()));
    },
  );
}
