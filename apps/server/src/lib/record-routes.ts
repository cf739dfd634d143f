import type { FastifyContextConfig, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { TActor } from './actor.ts';
import { ZErrorBody, ZNoContent } from './responses.ts';
import type { TApp } from './types.ts';

type TRouteOptions = Pick<RouteShorthandOptions, 'schemaErrorFormatter'> & {
  config: FastifyContextConfig;
  /** The route's own errors, besides the standard ones. */
  errors?: Record<number, typeof ZErrorBody>;
};

/**
 * `POST url` of a new record made from the body: the service's `create` makes it, the answer is
 * 201 with what `create` returns (as `created` describes it).
 */
export function createRoute<TBody extends z.ZodType, TCreated extends z.ZodType>(
  app: TApp,
  url: string,
  options: TRouteOptions & { body: TBody; created: TCreated },
  create: (actor: TActor, body: z.output<TBody>) => Promise<z.input<TCreated>>,
): void {
  const { body, created, errors = {}, ...rest } = options;
  // Widened: the call's types already tie `create` to `created`, which the type provider cannot
  // follow through generic schemas.
  const response = { 201: created as z.ZodType, ...errors };
  app.post(url, { ...rest, schema: { body, response } }, async (request, reply) =>
    // The type provider cannot work out a generic schema's output: it is TBody's.
    reply.status(201).send(await create(request.actor, request.body as z.output<TBody>)),
  );
}

/**
 * `DELETE url` of one record named by its path `id`: the service's `remove` does the work (and
 * checks what the access policy cannot), the answer is 204 with no body; an unknown id is 404
 * unless `errors` says otherwise.
 */
export function deleteRoute(
  app: TApp,
  url: string,
  options: TRouteOptions & { params: z.ZodType<{ id: string }> },
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
