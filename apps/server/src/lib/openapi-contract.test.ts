import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext } from '../../test/test-app.ts';
import { rolesAllowed, type TRouteEntry } from './access.ts';
import { isDocumentedRoute } from './openapi.ts';

/**
 * The API's contract: every /api route is in the OpenAPI document with its roles, its request
 * schemas and a schema for its successful answer; the document passes an OpenAPI 3.1 validator
 * and every example in it matches its schema.
 */

type TSchemaObject = Record<string, unknown>;
type TParameter = { name: string; in: string; required?: boolean; schema?: TSchemaObject };
type TMedia = { schema?: TSchemaObject; example?: unknown; examples?: Record<string, unknown> };
type TOperation = {
  operationId?: string;
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  'x-access'?: string;
  'x-roles'?: string[];
  parameters?: TParameter[];
  requestBody?: { content?: Record<string, TMedia> };
  responses?: Record<string, { content?: Record<string, TMedia> }>;
};
type TDocument = {
  openapi: string;
  paths: Record<string, Record<string, TOperation>>;
  components?: { schemas?: Record<string, TSchemaObject> };
};

const t = await createTestContext({ env: { JOBS_WORKERS: 'false' } });
afterAll(() => t.close());
const doc = structuredClone(t.app.swagger()) as unknown as TDocument;

const routes = t.app.routeCatalog.filter(isDocumentedRoute);
const keyOf = (route: TRouteEntry) => `${route.method} ${route.url}`;
/** `/api/v1/needs/:id` as the document writes it: `/api/v1/needs/{id}`. */
const pathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
const operationOf = (route: TRouteEntry) =>
  doc.paths[pathOf(route.url)]?.[route.method.toLowerCase()];

/** The property names a zod request schema accepts, as a client sees them. */
function inputNames(schema: unknown): string[] {
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' });
  return Object.keys((json as { properties?: object }).properties ?? {});
}

describe('the OpenAPI contract', () => {
  it('passes an OpenAPI 3.1 validator, with every $ref resolved', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as Record<string, unknown>);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('lists every /api route once, with its module, a unique operationId and its roles', () => {
    const failures: string[] = [];
    const operationIds = new Map<string, string>();
    for (const route of routes) {
      const operation = operationOf(route);
      if (!operation) {
        failures.push(`${keyOf(route)}: not in the document`);
        continue;
      }
      const { operationId } = operation;
      if (!operationId) failures.push(`${keyOf(route)}: no operationId`);
      else if (operationIds.has(operationId))
        failures.push(`${keyOf(route)}: operationId of ${operationIds.get(operationId)}`);
      else operationIds.set(operationId, keyOf(route));
      if (!operation.tags?.length) failures.push(`${keyOf(route)}: no tag`);

      const policy = route.access!;
      if (operation['x-access'] !== policy.kind)
        failures.push(`${keyOf(route)}: x-access ${operation['x-access']}, not ${policy.kind}`);
      if (!operation.description?.includes('Access:'))
        failures.push(`${keyOf(route)}: no sentence about who may call it`);
      if (policy.kind === 'signed-in') {
        expect(operation['x-roles'], keyOf(route)).toEqual(rolesAllowed(policy));
        expect(operation.security, keyOf(route)).toEqual([{ bearerAuth: [] }]);
      } else {
        expect(operation['x-roles'], keyOf(route)).toBeUndefined();
        expect(operation.security, keyOf(route)).toEqual([]);
      }
    }
    expect(failures).toEqual([]);
    // Nothing else: no page, websocket or route of another surface slipped in.
    const documented = Object.values(doc.paths).reduce(
      (n, item) => n + Object.keys(item).length,
      0,
    );
    expect(documented).toBe(routes.length);
  });

  it('describes the request of every route: path, query and body', () => {
    const failures: string[] = [];
    for (const route of routes) {
      const operation = operationOf(route);
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const named = (place: string) =>
        new Set(parameters.filter((p) => p.in === place).map((p) => p.name));
      const inPath = named('path');
      for (const [, name] of route.url.matchAll(/:(\w+)/g))
        if (!inPath.has(name!)) failures.push(`${keyOf(route)}: path parameter ${name} missing`);
      if (route.schema?.querystring) {
        const inQuery = named('query');
        for (const name of inputNames(route.schema.querystring))
          if (!inQuery.has(name)) failures.push(`${keyOf(route)}: query parameter ${name} missing`);
      }
      if (route.schema?.body) {
        const media = Object.values(operation.requestBody?.content ?? {});
        if (!media.some((m) => m.schema && Object.keys(m.schema).length > 0))
          failures.push(`${keyOf(route)}: no request body schema`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('gives every route a schema for its successful answer', () => {
    const uncovered: string[] = [];
    for (const route of routes) {
      const responses = operationOf(route)?.responses ?? {};
      const successes = Object.entries(responses).filter(([status]) => /^2/.test(status));
      // A 204 has no body; every other success says what its body is.
      const described =
        successes.length > 0 &&
        successes.every(
          ([status, response]) =>
            status === '204' ||
            Object.values(response.content ?? {}).some(
              (media) => media.schema && Object.keys(media.schema).length > 0,
            ),
        );
      if (!described) uncovered.push(keyOf(route));
    }
    expect(uncovered, `${uncovered.length} routes declare no 2xx response schema`).toEqual([]);
  });

  it('has examples, and every example matches its schema', () => {
    const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
    addFormats.default(ajv);
    const DOC_ID = 'https://staffing.invalid/openapi.json';
    ajv.addSchema({ ...doc, $id: DOC_ID } as object);
    const pointer = (path: string[]) =>
      path.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
    const check = (schemaPath: string[], example: unknown, where: string) => {
      const validate = ajv.compile({ $ref: `${DOC_ID}#/${pointer(schemaPath)}` });
      if (!validate(example)) failures.push(`${where}: ${ajv.errorsText(validate.errors)}`);
      count += 1;
    };
    const failures: string[] = [];
    let count = 0;

    /** Examples inside schemas (`examples: [...]`, `example`), at any depth. */
    const walkSchema = (schema: unknown, path: string[]) => {
      if (!schema || typeof schema !== 'object') return;
      if (Array.isArray(schema)) return schema.forEach((s, i) => walkSchema(s, [...path, `${i}`]));
      const node = schema as TSchemaObject;
      if (Array.isArray(node.examples))
        node.examples.forEach((e, i) => check(path, e, `${path.join('/')} examples[${i}]`));
      if ('example' in node) check(path, node.example, `${path.join('/')} example`);
      for (const [key, child] of Object.entries(node))
        if (key !== 'examples' && key !== 'example') walkSchema(child, [...path, key]);
    };
    /** Examples beside a schema (media types and parameters: `example`, `examples: {name: {value}}`). */
    const checkBeside = (holder: TMedia, path: string[]) => {
      if (!holder.schema) return;
      walkSchema(holder.schema, [...path, 'schema']);
      if ('example' in holder) check([...path, 'schema'], holder.example, path.join('/'));
      for (const [name, value] of Object.entries(holder.examples ?? {}))
        check(
          [...path, 'schema'],
          (value as { value?: unknown }).value,
          `${path.join('/')} ${name}`,
        );
    };

    for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}))
      walkSchema(schema, ['components', 'schemas', name]);
    for (const [url, item] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(item)) {
        const at = ['paths', url, method];
        (operation.parameters ?? []).forEach((p, i) =>
          checkBeside(p, [...at, 'parameters', `${i}`]),
        );
        for (const [type, media] of Object.entries(operation.requestBody?.content ?? {}))
          checkBeside(media, [...at, 'requestBody', 'content', type]);
        for (const [status, response] of Object.entries(operation.responses ?? {}))
          for (const [type, media] of Object.entries(response.content ?? {}))
            checkBeside(media, [...at, 'responses', status, 'content', type]);
      }

    expect(failures).toEqual([]);
    expect(count, 'examples checked').toBeGreaterThan(0);
  });
});
