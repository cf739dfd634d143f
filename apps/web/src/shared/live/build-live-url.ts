export const LIVE_PATH = '/api/v1/ws';

/** The socket lives beside the page: wss on https pages, ws otherwise, same host. */
export function getDefaultLiveBaseUrl(
  location: Pick<Location, 'protocol' | 'host'> = window.location,
  path: string = LIVE_PATH,
): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${path}`;
}

/** Browsers cannot set headers on a WebSocket, so the access token travels as a query parameter. */
export function buildLiveUrl(baseUrl: string, token: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
