import fc from 'fast-check';
import { z } from 'zod';

/** A JSON schema as `z.toJSONSchema` writes it (the parts the generators read). */
type TJsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, TJsonSchema>;
  items?: TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  format?: string;
};

/** The request schema of a route as JSON schema, or an empty one when zod cannot say. */
export function jsonSchemaOf(schema: unknown): TJsonSchema {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return {};
  try {
    return z.toJSONSchema(schema as z.ZodType, {
      io: 'input',
      unrepresentable: 'any',
    }) as TJsonSchema;
  } catch {
    return {};
  }
}

/** Names of an object schema's properties, looking through unions. */
export function propertyNames(schema: TJsonSchema): string[] {
  const names = new Set(Object.keys(schema.properties ?? {}));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    for (const name of propertyNames(branch)) names.add(name);
  return [...names];
}

const BIG = 'x'.repeat(300_000);

/** Text a careless client or an attacker sends: odd characters, injections, huge, empty. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      '\udfff lone',
      '😀👩‍💻',
      "'; DROP TABLE needs; --",
      "' OR '1'='1",
      '%',
      '_',
      '\\',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      '=HYPERLINK("http://x")',
      'null',
      'undefined',
      'NaN',
      '-1',
      '0',
      '1e309',
      '9999999999999999999999',
      '2024-02-30',
      '2024-13-01T25:61:61Z',
      '0000-01-01',
      '99999-12-31',
      'not-a-uuid',
      '00000000-0000-0000-0000-000000000000',
      'flow_00000000-0000-0000-0000-000000000000',
      'P1',
      'P9',
      'NO_GO',
      'CANDIDATE_SENT',
      'Admin',
      'a@b.c',
      'x@',
      'é'.repeat(300),
      'x'.repeat(5_000),
      BIG,
    ),
  },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
  { weight: 1, arbitrary: fc.emailAddress() },
);

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.integer({ min: -2, max: 5 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, -0.01, 0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31),
);

/** Any JSON value at all, for a field whose type is guessed wrong on purpose. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: nastyString },
  { weight: 1, arbitrary: nastyNumber },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      [],
      {},
      Array.from({ length: 5_000 }, () => 'a'),
    ),
  },
);

/** Text with a NUL character somewhere: PostgreSQL refuses it in text and JSON. */
const withNul = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([a, b]) => `${a}\u0000${b}`);

/**
 * Most generated requests should be valid but for one or two fields, or they never get past
 * validation to the services and queries behind it: plausible values by field name, odd ones
 * now and then.
 */
function plausibleFor(name: string, ids: readonly string[]): fc.Arbitrary<unknown> {
  const lower = name.toLowerCase();
  if (/email/.test(lower)) return fc.constantFrom('ada@example.com', 'sales@acme.fr', '');
  if (/(date|_at$|at$)/.test(lower))
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (/(^|_)id$|ids?$|key|consultant|candidate|need/.test(lower) && ids.length)
    return fc.constantFrom(...ids);
  if (/url/.test(lower)) return fc.constantFrom('https://example.com/x', 'manual-entry-no-cv');
  return fc.constantFrom(
    'Java developer',
    'ACME',
    'Paris',
    'Senior',
    'React, Node.js',
    'Lorem ipsum',
  );
}

export type TFuzzOptions = { ids: readonly string[]; name?: string };

/** A value shaped like the schema most of the time, and anything else the rest of it. */
export function arbitraryFor(
  schema: TJsonSchema,
  options: TFuzzOptions = { ids: [] },
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > 4) return anyJson;
  const shaped = shapedFor(schema, options, depth);
  return fc.oneof(
    { weight: 40, arbitrary: shaped },
    { weight: 1, arbitrary: withNul },
    { weight: 2, arbitrary: anyJson },
  );
}

function shapedFor(
  schema: TJsonSchema,
  options: TFuzzOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const name = options.name ?? '';
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (branches.length) return fc.oneof(...branches.map((b) => arbitraryFor(b, options, depth + 1)));
  if (schema.enum?.length)
    return fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: nastyString },
    );
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(
        {
          weight: 4,
          arbitrary:
            schema.format === 'uuid' && options.ids.length
              ? fc.constantFrom(...options.ids)
              : plausibleFor(name, options.ids),
        },
        { weight: 1, arbitrary: schema.format === 'uuid' ? fc.uuid() : nastyString },
        { weight: 1, arbitrary: nastyString },
      );
    case 'integer':
    case 'number':
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 2000 }) },
        { weight: 2, arbitrary: nastyNumber },
        { weight: 1, arbitrary: nastyString },
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'yes', 1, 0));
    case 'array':
      return fc.oneof(
        {
          weight: 5,
          arbitrary: fc.array(arbitraryFor(schema.items ?? {}, options, depth + 1), {
            maxLength: 6,
          }),
        },
        { weight: 1, arbitrary: fc.constant(Array.from({ length: 2_000 }, (_, i) => `item ${i}`)) },
      );
    case 'object':
    case undefined:
      if (!schema.properties) return anyJson;
      return objectFor(schema, options, depth);
    default:
      return anyJson;
  }
}

function objectFor(
  schema: TJsonSchema,
  options: TFuzzOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    shape[name] = arbitraryFor(property, { ...options, name }, depth + 1);
  return fc
    .tuple(
      fc.record(shape, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** A query string from the route's query schema: known keys with odd values, repeated keys, junk. */
export function arbitraryQuery(
  schema: TJsonSchema,
  options: TFuzzOptions = { ids: [] },
): fc.Arbitrary<string> {
  const names = propertyNames(schema);
  const key = names.length
    ? fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...names) },
        { weight: 1, arbitrary: nastyString },
      )
    : nastyString;
  const value = fc.oneof(
    { weight: 3, arbitrary: nastyString },
    { weight: 1, arbitrary: withNul },
    { weight: 1, arbitrary: nastyNumber.map(String) },
    { weight: 1, arbitrary: options.ids.length ? fc.constantFrom(...options.ids) : fc.uuid() },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'P1',
        'P2',
        'CANDIDATE_SENT',
        'title',
        'asc',
        'desc',
        'true',
        '1',
        '20',
        'java',
      ),
    },
  );
  return fc.array(fc.tuple(key, value), { maxLength: 4 }).map((pairs) => {
    const params = new URLSearchParams();
    for (const [k, v] of pairs) params.append(k, v.length > 2_000 ? v.slice(0, 2_000) : v);
    return params.toString();
  });
}
