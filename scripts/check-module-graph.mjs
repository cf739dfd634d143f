// `npm run lint` runs this: no import cycle between server modules (type imports included), and
// the web imports neither the server nor the analyzer. Exits 1 with each problem named.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forbiddenWebImports, listSources, moduleCycles, moduleEdges } from './module-graph.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (dir) =>
  listSources(dir).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

const modulesDir = path.join(root, 'apps/server/src/modules');
const edges = moduleEdges(modulesDir, read(modulesDir));
const problems = [];
for (const group of moduleCycles(edges)) {
  problems.push(`import cycle between server modules: ${group.join(', ')}`);
  for (const from of group)
    for (const [to, files] of edges.get(from) ?? [])
      if (group.includes(to)) problems.push(`  ${from} → ${to}: ${[...new Set(files)].join(', ')}`);
}
problems.push(...forbiddenWebImports(root, read(path.join(root, 'apps/web/src'))));

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `module graph: ${edges.size} server modules without a cycle; the web stays on its side`,
);
