import fs from 'node:fs';
import path from 'node:path';
import * as domain from '@staffing/domain';
import { describe, expect, it } from 'vitest';

/**
 * A rule lives once, in packages/domain (docs/decisions/0015-rules-in-domain.md): the server imports the domain's
 * schemas, UUID pattern and constant lists rather than writing its own copy, which would drift
 * (three UUID patterns and two export query schemas had been found). This scans the server's
 * sources, so a re-declaration fails here with what to use instead.
 */
const SRC = path.resolve(import.meta.dirname, '..');

function serverSources(dir = SRC): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(full);
    if (!/\.ts$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) return [];
    if (full.split(path.sep).includes('test-support')) return [];
    return [{ file: path.relative(SRC, full), text: fs.readFileSync(full, 'utf8') }];
  });
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

type TZodLike = { def?: { type?: string; shape?: object; in?: unknown; out?: unknown } };

/** The keys of a domain object schema, through preprocess/transform pipes. */
function objectKeys(schema: unknown, depth = 0): string[] | null {
  const def = (schema as TZodLike)?.def;
  if (!def || depth > 4) return null;
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe') return objectKeys(def.out, depth + 1) ?? objectKeys(def.in, depth + 1);
  return null;
}

/** The top-level keys of each `z.object({ ... })` literal in a source text. */
function objectLiterals(text: string): { keys: string[]; index: number }[] {
  const found: { keys: string[]; index: number }[] = [];
  for (const match of text.matchAll(/z\s*\.\s*object\(\s*\{/g)) {
    const start = match.index + match[0].length;
    let depth = 1;
    let end = start;
    for (; end < text.length && depth > 0; end++) {
      const c = text[end];
      if (c === '{' || c === '(' || c === '[') depth++;
      else if (c === '}' || c === ')' || c === ']') depth--;
    }
    // Keys at depth one only: blank out everything nested first.
    let body = text.slice(start, end - 1);
    let previous = '';
    while (previous !== body) {
      previous = body;
      body = body.replace(/\([^()]*\)|\{[^{}]*\}|\[[^[\]]*\]/g, '');
    }
    const keys = [...body.matchAll(/(?:^|,)\s*['"]?([A-Za-z_$*][\w$]*)['"]?\s*:/g)].map(
      (m) => m[1]!,
    );
    found.push({ keys, index: match.index });
  }
  return found;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

const domainExports = Object.entries(domain as Record<string, unknown>);
const domainObjectSchemas = domainExports
  .filter(([name]) => /^Z[A-Z]/.test(name))
  .map(([name, schema]) => ({ name, keys: objectKeys(schema) }))
  .filter((s): s is { name: string; keys: string[] } => (s.keys?.length ?? 0) >= 3);
const domainLists = domainExports.filter(
  (entry): entry is [string, string[]] =>
    Array.isArray(entry[1]) &&
    entry[1].length >= 3 &&
    entry[1].every((v: unknown) => typeof v === 'string'),
);

describe('the server does not re-declare what the domain holds', () => {
  const sources = serverSources();

  it('has no UUID pattern of its own (use isUuid, ZUuid or idParams)', () => {
    const found = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/\[0-9a-f(?:A-F)?\]\{8\}|\bz\s*\.\s*(?:uuid|guid)\s*\(/gi)].map(
        (m) => `${file}:${lineOf(text, m.index)} ${m[0]}`,
      ),
    );
    expect(
      found,
      'use isUuid / ZUuid from @staffing/domain (or idParams from src/lib/path-params.ts for path ids)',
    ).toEqual([]);
  });

  it('exports no schema under a name the domain already exports', () => {
    const names = new Set(domainExports.map(([name]) => name));
    const found = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/export\s+const\s+(Z[A-Za-z0-9_]+)\s*=/g)]
        .filter((m) => names.has(m[1]!))
        .map((m) => `${file}:${lineOf(text, m.index)} ${m[1]}`),
    );
    expect(found, 'import the schema from @staffing/domain instead of declaring it again').toEqual(
      [],
    );
  });

  it('declares no object schema with the same fields as a domain schema', () => {
    const found = sources.flatMap(({ file, text }) =>
      objectLiterals(text).flatMap(({ keys, index }) =>
        domainObjectSchemas
          .filter((schema) => sameSet(schema.keys, keys))
          .map((schema) => `${file}:${lineOf(text, index)} repeats ${schema.name}`),
      ),
    );
    expect(
      found,
      'use (or extend) the domain schema named here instead of writing its fields again',
    ).toEqual([]);
  });

  it('writes no list of values that a domain constant already lists', () => {
    const found = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/\[\s*((?:'[^'\n]*'\s*,\s*)+'[^'\n]*'\s*,?)\s*\]/g)].flatMap((m) => {
        const values = [...m[1]!.matchAll(/'([^'\n]*)'/g)].map((v) => v[1]!);
        return domainLists
          .filter(([, list]) => sameSet([...new Set(list)], [...new Set(values)]))
          .map(([name]) => `${file}:${lineOf(text, m.index)} repeats ${name}`);
      }),
    );
    expect(found, 'use the domain constant named here (z.enum(THE_CONSTANT))').toEqual([]);
  });
});
