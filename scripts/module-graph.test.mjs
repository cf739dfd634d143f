import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { forbiddenWebImports, importsOf, moduleCycles, moduleEdges } from './module-graph.mjs';

const dir = '/repo/apps/server/src/modules';
const at = (file, text) => ({ file: path.join(dir, file), text });

describe('module graph', () => {
  it('reads static, type, multi-line, re-exported and dynamic imports', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b/b.ts';",
      'import {\n  c,\n  d,\n} from "../c/c.ts";',
      "export { e } from '../e/e.ts';",
      "import './side.ts';",
      "const f = await import('../f/f.ts');",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      './a.ts',
      '../b/b.ts',
      '../c/c.ts',
      '../e/e.ts',
      './side.ts',
      '../f/f.ts',
    ]);
  });

  it('finds a cycle between modules, a type import enough, and none inside a module', () => {
    const edges = moduleEdges(dir, [
      at('a/a.service.ts', "import { b } from '../b/b.ts';"),
      at('b/b.ts', "import type { TC } from '../c/use-cases/c.ts';"),
      at('c/use-cases/c.ts', "import { a } from '../../a/a.repository.ts';"),
      at('d/d.ts', "import { d2 } from './use-cases/d2.ts';"),
      at('d/use-cases/d2.ts', "import { d } from '../d.ts';\nimport { b } from '../../b/b.ts';"),
    ]);
    expect(moduleCycles(edges)).toEqual([['a', 'b', 'c']]);
  });

  it('passes a graph that only goes down', () => {
    const edges = moduleEdges(dir, [
      at('a/a.ts', "import { b } from '../b/b.ts';\nimport { c } from '../c/c.ts';"),
      at('b/b.ts', "import { c } from '../c/c.ts';"),
    ]);
    expect(moduleCycles(edges)).toEqual([]);
  });

  it('names a web import of the server or the analyzer', () => {
    const web = (file, text) => ({ file: path.join('/repo/apps/web/src', file), text });
    expect(
      forbiddenWebImports('/repo', [
        web('a.ts', "import { x } from '../../server/src/app.ts';"),
        web('b.ts', "import { y } from '@staffing/analyzer';"),
        web('c.ts', "import { z } from '@staffing/domain';"),
      ]),
    ).toEqual([
      'apps/web/src/a.ts imports ../../server/src/app.ts',
      'apps/web/src/b.ts imports @staffing/analyzer',
    ]);
  });
});
