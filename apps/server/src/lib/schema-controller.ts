import type { FastifyServerOptions } from 'fastify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify/types/schema.js';

type TSchemaController = NonNullable<FastifyServerOptions['schemaController']>;

/**
 * Fastify's `schemaController` option with an app's validator and serializer compilers as its
 * factories, which Fastify would otherwise fill with its Ajv ones, loaded at start (Ajv and
 * ajv-formats). Fastify types the factories with Ajv's compile signature, but calls the compiler
 * they return exactly as it calls one given to setValidatorCompiler / setSerializerCompiler: with
 * the route's definition.
 */
export function schemaControllerOf<TSchema>(
  validator: FastifySchemaCompiler<TSchema>,
  serializer: FastifySerializerCompiler<TSchema>,
): TSchemaController {
  const compilersFactory = { buildValidator: () => validator, buildSerializer: () => serializer };
  return { compilersFactory } as unknown as TSchemaController;
}
