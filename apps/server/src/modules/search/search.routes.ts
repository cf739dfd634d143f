import { ZSearchQuery, ZSearchResults } from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { tagRoutes } from '../../lib/openapi.ts';
import type { TApp } from '../../lib/types.ts';
import type { TSearchService } from './search.service.ts';

export function registerSearchRoutes(app: TApp, deps: { search: TSearchService }) {
  tagRoutes(app, 'Search');
  const { search } = deps;

  // Every signed-in role; the service leaves out the kinds a role may not open.
  app.get(
    '/api/v1/search',
    {
      config: { access: access.signedIn },
      schema: { querystring: ZSearchQuery, response: { 200: ZSearchResults } },
    },
    async (request) => search.search(request.actor, request.query),
  );
}
