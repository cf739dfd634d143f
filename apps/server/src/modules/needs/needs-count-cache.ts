import { createListCountCache, type TListCountCacheOptions } from '../../lib/list-count-cache.ts';
import type { TLiveEvent } from '../realtime/event-bus.ts';

/** Events that say a need was written (progress of a running analysis writes nothing). */
const isNeedWrite = (event: TLiveEvent) =>
  event.event_type.startsWith('need_') && event.event_type !== 'need_analysis_progress';

/** The needs list's totals per filter, kept until any need is written. */
export function createNeedsCountCache(options: TListCountCacheOptions = {}) {
  return createListCountCache(isNeedWrite, options);
}
