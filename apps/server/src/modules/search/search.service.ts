import { can, type TSearchQuery, type TSearchResults } from '@staffing/domain';
import type { TActor } from '../../lib/actor.ts';
import type { TExecutor } from '../../db/client.ts';
import { createSearchRepository } from './search.repository.ts';

const NOTHING: TSearchResults = { needs: [], candidates: [], clients: [], users: [] };

/**
 * The command palette's search: needs, candidates, clients and users matching the text,
 * ignoring case and accents, each kind only when the caller's role may open it (the candidates
 * page, user management), as the lists decide.
 */
export function createSearchService(db: TExecutor) {
  const repository = createSearchRepository(db);
  return {
    async search(actor: TActor, query: TSearchQuery): Promise<TSearchResults> {
      if (!query.q) return NOTHING;
      return repository.search(query.q, query.limit, {
        candidates: can.openCandidatesPage(actor.role),
        users: can.manageUsers(actor.role),
      });
    },
  };
}
export type TSearchService = ReturnType<typeof createSearchService>;
