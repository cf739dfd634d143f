/**
 * Values that open something by themselves (a signed file link's token, an access token in
 * `?token=`) are as good as a bearer credential: whoever reads the log could use them. They are
 * replaced before a URL reaches a log line.
 */
const SIGNED_LINK_PATH = /^(\/api\/v1\/files\/(?:download|upload))\/[^?#]+/;
const SECRET_QUERY_KEYS = new Set(['token', 'access_token', 'signature', 'sig']);

export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const [path = '', query] = splitOnce(url, '?');
  const safePath = path.replace(SIGNED_LINK_PATH, `$1/${REDACTED}`);
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((part) => {
      const [key = ''] = splitOnce(part, '=');
      return SECRET_QUERY_KEYS.has(safeDecode(key).toLowerCase()) ? `${key}=${REDACTED}` : part;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
