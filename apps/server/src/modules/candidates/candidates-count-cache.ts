import { createListCountCache, type TListCountCacheOptions } from '../../lib/list-count-cache.ts';
import type { TLiveEvent } from '../realtime/event-bus.ts';

/**
 * Events after which a candidates filter may match other rows: a candidate written, linked,
 * merged or erased (every such write announces a `candidate_*` event), or a need edited or deleted
 * (a detached candidate or a deleted need's links change 'with needs' and 'without needs').
 * Progress of a running analysis writes nothing.
 */
const isCandidateListWrite = ({ event_type: type }: TLiveEvent) =>
  (type.startsWith('candidate_') && !type.endsWith('_progress')) ||
  type === 'need_updated' ||
  type === 'need_deleted';

/** The candidates page's totals per filter, kept until a write may have changed one. */
export function createCandidatesCountCache(options: TListCountCacheOptions = {}) {
  return createListCountCache(isCandidateListWrite, options);
}
