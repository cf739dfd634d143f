import type { FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_CRM_BASE_PATH } from '@staffing/domain';

/** The browser session of the sandbox pages (Salesforce calls its session cookie `sid`). */
export const SESSION_COOKIE = 'sid';
/** A browser that passed the verification code once: the code is not asked again. */
export const DEVICE_COOKIE = 'sandbox_crm_device';

export function readCookies(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    try {
      out[name] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // A cookie that is not ours (or mangled) is ignored.
    }
  }
  return out;
}

/** HttpOnly, SameSite=Lax, only for /sandbox-crm; Secure when the request came over HTTPS. */
export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeMs: number | null,
): void {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${SANDBOX_CRM_BASE_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (maxAgeMs !== null) parts.push(`Max-Age=${Math.floor(maxAgeMs / 1000)}`);
  if (request.protocol === 'https') parts.push('Secure');
  const existing = reply.getHeader('set-cookie');
  const list =
    existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...list, parts.join('; ')]);
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, name: string): void {
  setCookie(request, reply, name, '', 0);
}
