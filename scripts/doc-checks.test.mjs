import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { anchorOf, citationsIn, findBrokenLinks, findCitations } from './doc-checks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const temporary = [];

/** A throwaway repository with the given files. */
function repository(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-checks-'));
  temporary.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('comments cite the repository, not issues or files beside it', () => {
  it('finds an issue number or an outside file in a comment or a test title', () => {
    const decisions = 'DECISIONS' + '.md';
    for (const line of [
      `// Merges by e-mail (${decisions}).`,
      ' * Presence on a need (issue 15): who else is there.',
      '/** Issue 14: the consultant daily cost. */',
      '  return x; // see #23',
      "  it('bounds every list (issue 11)', () => {",
      ' * Read ../shared/spec/001.txt first.',
      '// The features stay apart (STYLE' + '.md, habit 8).',
    ])
      expect(citationsIn(line), line).not.toEqual([]);
  });

  it('leaves code, colours, upstream issues and the decisions folder alone', () => {
    for (const line of [
      "  const url = 'https://example.com/#12';",
      '  color: #000;',
      '  // pg-boss may start a job twice (pg-boss#555): each copy is idempotent.',
      ' * Merges by e-mail (docs/decisions/0008-candidate-merge.md).',
      '  if (!(GO_NOGO_DECISIONS as readonly unknown[]).includes(d.decision))',
      '  .map((issue) => issue.message);',
    ])
      expect(citationsIn(line), line).toEqual([]);
  });

  it('fails on a file planted in the code', () => {
    const dir = repository({
      'apps/server/src/ok.ts': '// Says why.\nexport const a = 1;\n',
      'apps/server/src/planted.ts': 'export const b = 2; // issue 12\n',
      'apps/server/drizzle/0001_x.sql': '-- issue 12 (a migration, applied as written)\n',
    });
    expect(findCitations(dir)).toEqual([
      'apps/server/src/planted.ts:1: cites an issue number: export const b = 2; // issue 12',
    ]);
  });

  it('holds for this repository', () => {
    expect(findCitations(root)).toEqual([]);
  });
});

describe('relative links of README, DEVELOPERS and docs/', () => {
  it('reads anchors as GitHub writes them', () => {
    expect(anchorOf('Browser runs (RPA)')).toBe('browser-runs-rpa');
    expect(anchorOf('Search and the command palette (Cmd/Ctrl+K)')).toBe(
      'search-and-the-command-palette-cmdctrlk',
    );
  });

  it('finds a link to a missing file or heading, and nothing in code', () => {
    const dir = repository({
      'README.md': '[ok](docs/a.md#the-title) [gone](docs/b.md) [bad](docs/a.md#nothing)\n',
      'docs/a.md': '# The title\n\n`[not a link](x.md)`\n\n```\n[nor this](y.md)\n```\n',
    });
    expect(findBrokenLinks(dir)).toEqual([
      'README.md: docs/b.md (no such file)',
      'README.md: docs/a.md#nothing (no such heading)',
    ]);
  });

  it('holds for this repository', () => {
    expect(findBrokenLinks(root)).toEqual([]);
  });
});
