import { Readable } from 'node:stream';
import { z } from 'zod';
import { NEEDS_CSV_FILE_NAME, pickLocale, ZNeedsExportQuery } from '@staffing/domain';
import { access } from '../../lib/access.ts';
import type { TApp } from '../../lib/types.ts';
import { formatNeedsSchemaError } from '../needs/needs.schemas.ts';
import { abortingOnFailure } from './aborting-on-failure.ts';
import { exportFailedRow, type TExportsService } from './exports.service.ts';
import { tagRoutes } from '../../lib/openapi.ts';

/**
 * The file, streamed. Declared by content type so that the OpenAPI document says text/csv. Fastify
 * sends a stream as it is (response schemas serialise objects only), so the body is a Readable
 * to TypeScript and a string to the document (`type` in the metadata).
 */
const ZNeedsCsv = {
  200: {
    description: 'The needs as CSV (UTF-8, header row first), sent as an attachment.',
    content: {
      'text/csv': {
        schema: z
          .custom<Readable>((value) => value instanceof Readable)
          .meta({
            type: 'string',
            description:
              'One row per need matching the filters. A last row saying the export failed means it was cut short.',
          }),
      },
    },
  },
};

export function registerExportsRoutes(app: TApp, deps: { exports: TExportsService }) {
  tagRoutes(app, 'Exports');
  const { exports } = deps;

  app.get(
    '/api/v1/exports/needs.csv',
    {
      config: { access: access.signedIn },
      schemaErrorFormatter: formatNeedsSchemaError,
      schema: { querystring: ZNeedsExportQuery, response: ZNeedsCsv },
    },
    async (request, reply) => {
      // The query is validated and its first batch read before the first byte is sent.
      // The reader's language (the web client sends the interface's): French Excel or English.
      const locale = pickLocale(request.headers['accept-language']);
      const chunks = await exports.openNeedsCsv(request.actor, request.query, locale);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${NEEDS_CSV_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(
          Readable.from(
            abortingOnFailure(chunks, request.log, 'needs CSV export', exportFailedRow),
          ),
        );
    },
  );
}
