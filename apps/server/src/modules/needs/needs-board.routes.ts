import { ZNeedBoard, ZNeedBoardQuery } from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { tagRoutes } from '../../lib/openapi.ts';
import type { TApp } from '../../lib/types.ts';
import { formatNeedsSchemaError } from './needs.schemas.ts';
import type { TDb } from '../../db/client.ts';
import { createNeedsBoardService } from './needs-board.service.ts';

/** `GET /needs/board`: the kanban board's compact projection. */
export function registerNeedsBoardRoutes(app: TApp, deps: { db: TDb }) {
  tagRoutes(app, 'Needs');
  const board = createNeedsBoardService(deps);
  app.get(
    '/api/v1/needs/board',
    {
      // Whoever reads the needs list reads the board (the Recruiter's board is read-only).
      config: { access: access.signedIn },
      schemaErrorFormatter: formatNeedsSchemaError,
      schema: { querystring: ZNeedBoardQuery, response: { 200: ZNeedBoard } },
    },
    async (request) => board.getBoard(request.query),
  );
}
