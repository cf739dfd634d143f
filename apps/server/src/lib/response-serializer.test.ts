import { describe, expect, it } from 'vitest';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCandidate,
  ZCandidatePage,
  ZCandidatesByNeed,
  ZNeed,
  ZNeedBoard,
  ZNeedPage,
} from '@staffing/domain';
import { compileFast } from './response-serializer.ts';

function both(schema: z.ZodType) {
  const fast = compileFast(schema);
  const zod = zodSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });
  return { fast, zod };
}

/** Every schema field set, nullable ones to null, optional ones absent. */
function need(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(ZNeed.shape)) {
    if (field instanceof z.ZodOptional) continue;
    if (field instanceof z.ZodNullable) base[key] = null;
    else if (field instanceof z.ZodArray) base[key] = [];
    else if (field._zod.def.type === 'number') base[key] = 3;
    else base[key] = 'x';
  }
  return {
    ...base,
    id: 'n1',
    title: 'Dev "senior" \u2028 é \\ </script>',
    column: 'NO_CANDIDATE',
    status: 'no-candidate',
    createdAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)).toISOString(),
    updatedAt: '2026-01-02T03:04:05Z',
    ...overrides,
  };
}

function candidate(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(ZCandidate.shape)) {
    if (field instanceof z.ZodOptional) continue;
    if (field instanceof z.ZodNullable) base[key] = null;
    else if (field instanceof z.ZodArray) base[key] = [];
    else if (field._zod.def.type === 'number') base[key] = 2;
    else if (field instanceof z.ZodEnum) base[key] = field.options[0];
    else if (key.endsWith('At')) base[key] = '2026-03-04T05:06:07.089Z';
    else base[key] = 'y';
  }
  return { ...base, id: 'c1', name: 'Ann', ...overrides };
}

const NEEDS = [
  need(),
  need({
    consultants: ['u1', 'u2'],
    consultantUsers: [{ id: 'u1', name: 'Bo', email: 'b@x.io', secret: 'no' }],
    manualFields: ['title'],
    tjm: 612.5,
    quantity: 2,
    previousColumn: 'CANDIDATE_SENT',
    jdAnalysisStatus: 'COMPLETED',
    jdAnalysis: { team: 'core', experienceyears: 5, seniority: null, extra: { a: [1] } },
    passwordHash: 'never sent',
  }),
  need({ jdAnalysis: { experienceyears: '5+', requiredskills: ['ts'], gone: undefined } }),
  need({ consultantUsers: [], manualFields: undefined, tjm: 0, progressPct: 33.333333333 }),
];

const CANDIDATES = [
  candidate(),
  candidate({
    cvAnalysis: { languages: ['fr'], nested: { deep: null }, skip: undefined },
    skills: ['a', 'b'],
    expectedTjm: 500,
    scoredAt: '2026-01-02T03:04:05.006Z',
    internalNote: 'never sent',
  }),
];

describe('response serializer: fast-json-stringify where it prints what zod prints', () => {
  it('compiles the needs and candidates read schemas to the fast path', () => {
    for (const schema of [
      ZNeed,
      ZNeedPage,
      ZCandidate,
      ZCandidatePage,
      ZCandidatesByNeed,
      ZNeedBoard,
    ]) {
      expect(compileFast(schema)).not.toBeNull();
    }
  });

  it('prints a need and a page of needs byte for byte as the zod serializer does', () => {
    const { fast, zod } = both(ZNeed);
    for (const item of NEEDS) expect(fast!(item)).toBe(zod(item));
    const page = both(ZNeedPage);
    for (const items of [[], NEEDS]) {
      const reply = { items, total: 2, page: 1, size: 100, pages: 1 };
      expect(page.fast!(reply)).toBe(page.zod(reply));
    }
  });

  it('prints candidates (list and bulk) byte for byte as the zod serializer does', () => {
    const page = both(ZCandidatePage);
    const reply = { items: CANDIDATES, total: 2, page: 1, size: 50, pages: 1, stray: 1 };
    expect(page.fast!(reply)).toBe(page.zod(reply));
    const bulk = both(ZCandidatesByNeed);
    for (const byNeed of [{}, { n1: [], n2: [] }])
      expect(bulk.fast!(byNeed)).toBe(bulk.zod(byNeed));
  });

  it('prints a partial record of enum keys in its own key order, as zod does', () => {
    const { fast, zod } = both(
      z.object({ counts: z.partialRecord(z.enum(['a', 'b']), z.number()) }),
    );
    for (const value of [{ counts: {} }, { counts: { b: 1, a: 2 } }, { counts: { a: 0 } }])
      expect(fast!(value)).toBe(zod(value));
  });

  it('never sends a field no schema names', () => {
    const fast = compileFast(ZNeed)!;
    const out = JSON.parse(fast(NEEDS[1])) as Record<string, unknown>;
    expect(out).not.toHaveProperty('passwordHash');
    expect(out.consultantUsers).toEqual([{ id: 'u1', name: 'Bo', email: 'b@x.io' }]);
  });

  it('keeps zod for what fast-json-stringify cannot print the same way', () => {
    const unsafe = [
      z.object({ a: z.string().transform((s) => s.length) }),
      z.object({ a: z.string().trim() }),
      z.object({ a: z.string().default('d') }),
      z.object({ a: z.date() }),
      z.strictObject({ a: z.string() }),
      z.object({ a: z.union([z.object({ b: z.string() }), z.string()]) }),
      z.object({ a: z.record(z.enum(['x']), z.string()) }),
      z.lazy(() => z.string()),
    ];
    for (const schema of unsafe) expect(compileFast(schema)).toBeNull();
  });
});
