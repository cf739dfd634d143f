import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '../..');
const sideEffects = (
  JSON.parse(fs.readFileSync(path.join(webRoot, 'package.json'), 'utf8')) as {
    sideEffects: string[];
  }
).sideEffects;

/** A `**\/src/x.ts` pattern of package.json's sideEffects, as the bundler reads it. */
const isDeclared = (file: string) =>
  sideEffects.some((pattern) =>
    pattern.startsWith('**/') ? file.endsWith(pattern.slice(3)) : false,
  );

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('modules imported for their side effects', () => {
  it('are declared in sideEffects, or the build drops them (the catalogues, the French chunk)', () => {
    const imported = new Set<string>();
    for (const file of sourceFiles(path.join(webRoot, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/^import '(\.[^']+\.tsx?)';$/gm))
        imported.add(path.relative(webRoot, path.resolve(path.dirname(file), match[1]!)));
    }
    imported.add('src/i18n/french.ts'); // loaded by import() for its effect only
    expect([...imported].filter((file) => !isDeclared(file))).toEqual([]);
  });
});
