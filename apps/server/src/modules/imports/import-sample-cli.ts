import fs from 'node:fs';
import path from 'node:path';
import { makeImportSample } from './import-sample.ts';

/**
 * `npm run import:sample [file] [rows] [planted] [bad]`: writes a candidate CSV as BoondManager
 * exports it (default: import-sample.csv, 5,000 rows, 40 planted duplicate pairs, 30 bad rows)
 * to try the import journey: upload it on /imports, check, run, then see the pairs under
 * Duplicates.
 */
const USAGE =
  'Usage: npm run import:sample [file] [rows] [planted] [bad]  (default: import-sample.csv 5000 40 30)';
const args = process.argv.slice(2);
if (args.some((arg) => arg.startsWith('-'))) {
  console.log(USAGE);
  process.exit(args.includes('--help') || args.includes('-h') ? 0 : 1);
}
const [file = 'import-sample.csv', rows = '5000', planted = '40', bad = '30'] = args;
if (![rows, planted, bad].every((n) => /^\d+$/.test(n))) {
  console.error(`rows, planted and bad are whole numbers.\n${USAGE}`);
  process.exit(1);
}
const sample = makeImportSample({ rows: Number(rows), planted: Number(planted), bad: Number(bad) });
fs.writeFileSync(file, sample.csv);
console.log(
  `${path.resolve(file)}: ${rows} rows, ${sample.planted.length} planted duplicate pairs ` +
    `(rows ${sample.planted.map(([a, b]) => `${a}/${b}`).join(', ')}), ${sample.bad.length} bad rows.`,
);
