import type { FastifyRequest } from 'fastify';

/** Where a sign-in or refresh comes from, kept on its session for the profile's list. */
export type TClientInfo = { ipAddress: string; userAgent: string | null };

export function readClientInfo(request: FastifyRequest): TClientInfo {
  const userAgent = request.headers['user-agent'];
  return {
    // request.ip follows X-Forwarded-For only from the proxy TRUST_PROXY names.
    ipAddress: request.ip,
    userAgent: typeof userAgent === 'string' && userAgent ? userAgent.slice(0, 512) : null,
  };
}
