// The import graph the house rules are checked on: server modules (folders under
// apps/server/src/modules) import each other without a cycle, type imports included, so each
// module sits above the ones it uses; the web imports neither the server nor the analyzer.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?:[^;'"]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The specifiers a source file imports (static, re-exported, side-effect and dynamic). */
export function importsOf(text) {
  const out = [];
  for (const re of [IMPORT, DYNAMIC]) for (const m of text.matchAll(re)) out.push(m[1]);
  return out;
}

const isTest = (file) => /\.test\.[cm]?[jt]sx?$|test-helpers/.test(file);

/** Production source files under `dir` (tests compose several modules and are left out). */
export function listSources(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name) && !isTest(file)) out.push(file);
  }
  return out;
}

/**
 * Module → module edges of the server, each with the files that make it:
 * Map<from, Map<to, string[]>>, from `{ file, text }` pairs under `modulesDir`.
 */
export function moduleEdges(modulesDir, sources) {
  const edges = new Map();
  for (const { file, text } of sources) {
    const from = path.relative(modulesDir, file).split(path.sep)[0];
    for (const spec of importsOf(text)) {
      if (!spec.startsWith('.')) continue;
      const rel = path.relative(modulesDir, path.resolve(path.dirname(file), spec));
      if (rel.startsWith('..')) continue;
      const to = rel.split(path.sep)[0];
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const files = edges.get(from).get(to) ?? [];
      edges.get(from).set(to, [...files, path.relative(modulesDir, file)]);
    }
  }
  return edges;
}

/** The groups of modules that reach each other (strongly connected, more than one module). */
export function moduleCycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles;
}

/** Imports of the web that reach the server or the analyzer (by package name or by path). */
export function forbiddenWebImports(root, sources) {
  const banned = ['apps/server', 'packages/analyzer'];
  const out = [];
  for (const { file, text } of sources)
    for (const spec of importsOf(text)) {
      const target = spec.startsWith('.')
        ? path.relative(root, path.resolve(path.dirname(file), spec))
        : spec;
      if (
        /^@staffing\/(server|analyzer)(\/|$)/.test(spec) ||
        banned.some((b) => target === b || target.startsWith(`${b}/`))
      )
        out.push(`${path.relative(root, file)} imports ${spec}`);
    }
  return out;
}
