import { can, FOLLOW_UP_MESSAGES, ZFollowUpListQuery, ZFollowUpPage } from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { tagRoutes } from '../../lib/openapi.ts';
import type { TApp } from '../../lib/types.ts';
import type { TFollowUpsService } from './follow-ups.service.ts';

/** The 'To follow up' list (Admin and Sales). The drafted e-mail is the mail module's. */
export function registerFollowUpsRoutes(app: TApp, deps: { followUps: TFollowUpsService }) {
  tagRoutes(app, 'Follow-ups');
  const { followUps } = deps;

  app.get(
    '/api/v1/follow-ups',
    {
      config: { access: access.role(can.followUpCandidates, FOLLOW_UP_MESSAGES.forbidden) },
      schema: { querystring: ZFollowUpListQuery, response: { 200: ZFollowUpPage } },
    },
    async (request) => followUps.list(request.actor, request.query),
  );
}
