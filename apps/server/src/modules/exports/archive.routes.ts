import { Readable } from 'node:stream';
import { z } from 'zod';
import { ARCHIVE_MESSAGES, can } from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { tagRoutes } from '../../lib/openapi.ts';
import type { TApp } from '../../lib/types.ts';
import { attachmentDisposition } from '../files/content-disposition.ts';
import { abortingOnFailure } from './aborting-on-failure.ts';
import type { TArchiveService } from './archive.service.ts';

const ZArchive = {
  200: {
    description:
      'A zip: README.txt, needs.csv, candidates.csv, steps.csv, history.csv (UTF-8 CSV with a BOM) and files/<need or candidate id>/<file name>, made while it is sent.',
    content: {
      'application/zip': {
        schema: z
          .custom<Readable>((value) => value instanceof Readable)
          .meta({ type: 'string', format: 'binary' }),
      },
    },
  },
};

/** The archive of everything the caller holds: the pool for an Admin, their own for Sales. */
export function registerArchiveRoutes(app: TApp, deps: { archive: TArchiveService }) {
  tagRoutes(app, 'Exports');
  app.get(
    '/api/v1/exports/archive.zip',
    {
      config: { access: access.role(can.exportArchive, ARCHIVE_MESSAGES.recruiterRefused) },
      schema: {
        description:
          'Admin: every need and every candidate. Sales: the needs they own (as a consultant), the candidates on them and the candidates they created. Recruiters own nothing and are refused.',
        response: ZArchive,
      },
    },
    async (request, reply) => {
      const { filename, chunks } = await deps.archive.openArchive(request.actor);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Readable.from(abortingOnFailure(chunks, request.log, 'data archive')));
    },
  );
}
