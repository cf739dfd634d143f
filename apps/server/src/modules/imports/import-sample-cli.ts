import fs from 'node:fs';
import path from 'node:path';
import { makeImportSample } from './import-sample.ts';

/**
 * `npm run import:sample [file] [rows] [planted] [bad]`: writes a candidate CSV as BoondManager
 * exports it (default: import-sample.csv, 5,000 rows, 40 planted duplicate pairs, 30 bad rows)
 * to try the import journey: upload it on /imports, check, run, then see the pairs under
 * Duplicates.
 */
const [file = 'import-sample.csv', rows = '5000', planted = '40', bad = '30'] =
  process.argv.slice(2);
const sample = makeImportSample({ rows: Number(rows), planted: Number(planted), bad: Number(bad) });
fs.writeFileSync(file, sample.csv);
console.log(
  `${path.resolve(file)}: ${rows} rows, ${sample.planted.length} planted duplicate pairs ` +
    `(rows ${sample.planted.map(([a, b]) => `${a}/${b}`).join(', ')}), ${sample.bad.length} bad rows.`,
);
