import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Replies are serialized by fast-json-stringify (Fastify's own serializer, compiled once per
 * route and status) instead of a zod encode of the whole reply followed by JSON.stringify: that
 * pass was the largest per-request cost of the read routes.
 *
 * Only a schema whose every part has an exact fast-json-stringify equivalent is converted: plain
 * objects (unknown keys stripped, as zod strips them: `additionalProperties: false`), loose
 * objects (their extra keys pass through, as zod lets them), arrays, strings, numbers, booleans,
 * enums, literals, null, optional and nullable, records of string or enum keys and unions of
 * primitives. Anything else
 * (transforms, pipes, defaults, dates, strict objects, unions of objects, lazy
 * schemas…) keeps the zod serializer for that route and status, so the bytes never change.
 * The converter is written here rather than taken from `z.toJSONSchema` so that an unknown
 * construct fails closed (fallback) instead of becoming a permissive `{}`.
 *
 * Validation is the one thing given up: a reply that does not match its schema is no longer
 * refused with a 500 (fast-json-stringify still omits every field the schema does not name).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  // Compiled on the route's first reply, not at start: most routes of an idle server never answer,
  // and each compiled serializer (source text and code) costs memory (the idle RSS budget).
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??=
      compileFast(route.schema) ??
      zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    return serialize(data);
  };
};

/** The fast serializer of a schema, or null when its output could differ from zod's. */
export function compileFast(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodType)) return null;
  const json = toFastSchema(schema);
  if (!json) return null;
  try {
    return fastJsonStringify(json) as (data: unknown) => string;
  } catch {
    return null;
  }
}

type TJson = Record<string, unknown>;
type TDef = {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  /** `z.partialRecord`: not every key of the key enum needs to be there. */
  partial?: boolean;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
};

const PRIMITIVE_TYPES = new Set(['string', 'number', 'boolean', 'null']);

function defOf(schema: z.ZodType): TDef {
  return (schema as unknown as { _zod: { def: TDef } })._zod.def;
}

/** Checks that rewrite the value (trim, toLowerCase…) change the output: not convertible. */
function hasOverwrite(def: TDef): boolean {
  return (def.checks ?? []).some((c) => c._zod.def.check === 'overwrite');
}

function toFastSchema(schema: z.ZodType): TJson | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return hasOverwrite(def) ? null : { type: 'string' };
    case 'number':
      // An int is a number with a format check; 'number' prints an integer identically.
      return hasOverwrite(def) ? null : { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'null':
      return { type: 'null' };
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      return values.every((v) => typeof v === 'string') ? { type: 'string' } : null;
    }
    case 'literal': {
      const values = def.values ?? [];
      if (values.every((v) => typeof v === 'string')) return { type: 'string' };
      if (values.every((v) => typeof v === 'number')) return { type: 'number' };
      if (values.every((v) => typeof v === 'boolean')) return { type: 'boolean' };
      return null;
    }
    case 'nullable': {
      const inner = def.innerType ? toFastSchema(def.innerType) : null;
      return inner ? withNull(inner) : null;
    }
    case 'array': {
      const items = def.element ? toFastSchema(def.element) : null;
      return items ? { type: 'array', items } : null;
    }
    case 'union':
      return unionOfPrimitives(def.options ?? []);
    case 'object':
      return objectSchema(def);
    case 'record':
      return recordSchema(def);
    default:
      // optional outside an object, pipe, transform, default, date, lazy, any…
      return null;
  }
}

function withNull(inner: TJson): TJson | null {
  const type = inner.type;
  if (typeof type === 'string') return type === 'null' ? inner : { ...inner, type: [type, 'null'] };
  if (Array.isArray(type))
    return type.includes('null') ? inner : { ...inner, type: [...type, 'null'] };
  return null;
}

/** string | number and the like: fast-json-stringify picks the branch by the value's type. */
function unionOfPrimitives(options: z.ZodType[]): TJson | null {
  const types: string[] = [];
  for (const option of options) {
    const converted = toFastSchema(option);
    const type = converted?.type;
    if (typeof type !== 'string' || !PRIMITIVE_TYPES.has(type) || converted?.items) return null;
    // Two options of one JSON type (two string enums…) print the same way.
    if (!types.includes(type)) types.push(type);
  }
  return types.length > 0 ? { type: types.length === 1 ? types[0] : types } : null;
}

/** A record of string keys: every own key is kept, in the value's order, as zod keeps it. */
function recordSchema(def: TDef): TJson | null {
  if (!def.keyType || !def.valueType) return null;
  const key = defOf(def.keyType);
  // A partial record of enum keys prints its keys in the value's own order, as zod does (a full
  // one reorders them as the enum lists them: zod's); a key outside the enum is no longer refused.
  const isPlainKey = key.type === 'string' && (key.checks ?? []).length === 0;
  if (!isPlainKey && !(key.type === 'enum' && def.partial)) return null;
  // An unknown value is printed as JSON.stringify prints it: fast-json-stringify's `true`.
  const value = defOf(def.valueType).type === 'unknown' ? true : toFastSchema(def.valueType);
  return value ? { type: 'object', additionalProperties: value } : null;
}

function objectSchema(def: TDef): TJson | null {
  const catchall = def.catchall ? defOf(def.catchall).type : undefined;
  // Stripped keys (no catchall) or passed-through keys (loose: unknown); strict objects and
  // typed catchalls validate the extra keys, which fast-json-stringify would not.
  if (catchall !== undefined && catchall !== 'unknown') return null;
  const properties: Record<string, TJson> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(def.shape ?? {})) {
    const fieldDef = defOf(field);
    const optional = fieldDef.type === 'optional';
    const converted = optional
      ? fieldDef.innerType
        ? toFastSchema(fieldDef.innerType)
        : null
      : toFastSchema(field);
    if (!converted) return null;
    properties[key] = converted;
    if (!optional) required.push(key);
  }
  // fast-json-stringify prints required properties before optional ones: `required` is only
  // given when that keeps the schema's order (zod prints in the schema's order); without it a
  // missing field is omitted rather than refused, as a wrong type already is.
  const keys = Object.keys(properties);
  const inOrder = keys.every(
    (key, i) => i === 0 || !required.includes(key) || required.includes(keys[i - 1]!),
  );
  return {
    type: 'object',
    properties,
    ...(inOrder ? { required } : {}),
    additionalProperties: catchall === 'unknown',
  };
}
