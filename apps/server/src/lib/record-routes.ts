import type { FastifyContextConfig, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { TActor } from './actor.ts';
import { ZErrorBody, ZNoContent } from './responses.ts';
import type { TApp } from './types.ts';

type TDeleteRouteOptions = Pick<RouteShorthandOptions, 'schemaErrorFormatter'> & {
  config: FastifyContextConfig;
  params: z.ZodType<{ id: string }>;
  /** The route's own errors, besides the standard ones; an unknown id's 404 unless said. */
  errors?: Record<number, typeof ZErrorBody>;
};

/**
 * `DELETE url` of one record named by its path `id`: the service's `remove` does the work (and
 * checks what the access policy cannot), the answer is 204 with no body.
 */
export function deleteRoute(
  app: TApp,
  url: string,
  options: TDeleteRouteOptions,
  remove: (actor: TActor, id: string) => Promise<void>,
): void {
  const { params, errors = { 404: ZErrorBody }, ...rest } = options;
  app.delete(
    url,
    { ...rest, schema: { params, response: { 204: ZNoContent, ...errors } } },
    async (request, reply) => {
      await remove(request.actor, request.params.id);
      return reply.status(204).send();
    },
  );
}
