import { buildLiveUrl, getDefaultLiveBaseUrl } from '../../../shared/live/index.ts';

/** GET /api/v1/admin/flows/{flowId}/stream?token= (docs/decisions/0014-rpa-stream.md), beside the page like /ws. */
export function buildRpaStreamUrl(
  flowId: string,
  token: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const path = `/api/v1/admin/flows/${encodeURIComponent(flowId)}/stream`;
  return buildLiveUrl(getDefaultLiveBaseUrl(location, path), token);
}
