import { getDefaultNeedSort, toPage } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { needFilterOf } from '../needs-list.sql.ts';
import type { TNeedsListQuery } from '../needs.schemas.ts';
import { serializeNeed } from '../needs.serializer.ts';
import type { TNeedsContext } from './context.ts';

export async function listNeeds(ctx: TNeedsContext, _actor: TActor, query: TNeedsListQuery) {
  const { repo, totals } = ctx;
  const filter = needFilterOf(query);
  const defaults = getDefaultNeedSort(query.scope);
  const sortBy = query.sortBy ?? defaults.sortBy;
  const sortOrder = query.sortOrder ?? (sortBy === defaults.sortBy ? defaults.sortOrder : 'asc');
  // The page and its total in parallel; the total of a filter is remembered until a need changes.
  const [rows, total] = await Promise.all([
    repo.page(filter, { sortBy, sortOrder }, { page: query.page, size: query.size }),
    totals.total(JSON.stringify(filter), () => repo.count(filter)),
  ]);
  return toPage(rows.map(serializeNeed), total, query.page, query.size);
}
