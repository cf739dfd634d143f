/** `/admin/flows?flow=<id>&live=1` opens the details of a run with its live viewer on top. */
export const LIVE_PARAM = 'live';

/** The page's search parameters with the run's details and its live viewer open. */
export function withWatchLive(params: URLSearchParams, flowId: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('flow', flowId);
  next.set(LIVE_PARAM, '1');
  return next;
}

/** The deep link of a run's live viewer, for other pages to link to. */
export function getWatchLivePath(flowId: string): string {
  return `/admin/flows?${withWatchLive(new URLSearchParams(), flowId).toString()}`;
}
