// `npm run check:i18n [paths...]`: the catalogues agree, every key the code names exists, and no
// interface text is written outside them. With paths, only the files under them are
// scanned for text (the catalogues are always checked). Exits 1 on any problem.
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  checkCatalogs,
  findHardcodedText,
  findUnknownKeys,
  listInterfaceFiles,
} from './i18n-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(root, 'apps/web/src');
const filters = process.argv.slice(2).map((p) => path.resolve(p));

const { problems, keys, namespaces } = checkCatalogs(path.join(srcDir, 'locales'));
const files = listInterfaceFiles(srcDir).filter(
  (file) => filters.length === 0 || filters.some((f) => file.startsWith(f)),
);
for (const { file, key } of findUnknownKeys(files, keys, namespaces))
  problems.push(`${path.relative(root, file)}: no English message for ${key}`);
for (const file of files)
  for (const hit of findHardcodedText(file, fs.readFileSync(file, 'utf8')))
    problems.push(
      `${path.relative(root, file)}:${hit.line}: text outside the catalogues (${hit.where}) "${hit.text}"`,
    );

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s).`);
  process.exitCode = 1;
} else {
  console.log(
    `Catalogues complete: ${keys.size} messages in ${namespaces.length} namespaces, ${files.length} files without stray text.`,
  );
}
