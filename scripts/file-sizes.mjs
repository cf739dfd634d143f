// Production files stay short enough to read whole: a module that grows past the limit is cut by
// what it does (a use case, a query, a section), not left to grow. Data tables are exempt.
import fs from 'node:fs';
import path from 'node:path';
import { repositoryFiles, root } from './fixed-sleeps.mjs';

export const MAX_LINES = 400;

/** Source of the applications and packages; tests, test helpers and generated files aside. */
const SOURCE = /^(apps|packages)\/[^/]+\/(src|scripts)\/.*\.(ts|tsx|mjs)$/;
const NOT_PRODUCTION = [/\.(test|spec)\.(ts|tsx|mjs)$/, /\/test(-support)?\//, /\.d\.ts$/];

/** Declarative tables: lists of skills and a message catalogue, read as data, not as code. */
const DATA_TABLES = new Set([
  'packages/analyzer/scripts/curated-domain-skills.ts',
  'packages/analyzer/scripts/curated-skills.ts',
]);

/** @param {string} file */
export function isProductionSource(file) {
  return SOURCE.test(file) && !NOT_PRODUCTION.some((pattern) => pattern.test(file));
}

/** @param {string} text */
export const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The production files over the limit, as `path: lines`. */
export function oversizedFiles() {
  return repositoryFiles()
    .filter((file) => isProductionSource(file) && !DATA_TABLES.has(file))
    .flatMap((file) => {
      const lines = lineCount(fs.readFileSync(path.join(root, file), 'utf8'));
      return lines > MAX_LINES ? [`${file}: ${lines}`] : [];
    });
}
