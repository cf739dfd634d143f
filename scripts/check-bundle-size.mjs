// `npm run check:bundle`, after `npm run build:web`: the bytes a browser fetches on its first load
// from the build manifest, checked against the budgets. Sizes are compressed sizes,
// as on the wire: a .br/.gz file beside an asset (precompressed at build) counts when present,
// otherwise the asset is compressed here at the highest level. Exits 1 when a budget is exceeded,
// unless `--report-only` (then it only prints: the suite's use while the budgets are not yet met).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { collectJourney, findHtmlEntry } from './bundle-graph.mjs';

const KIB = 1024;
/** The login page's JavaScript, brotli. */
const LOGIN_JS_BUDGET = 120 * KIB;
/** /login then the board: JS, CSS and HTML, brotli. */
const LOGIN_THEN_BOARD_BUDGET = 300 * KIB;

const LOGIN_ROUTE = 'src/app/routes/login.tsx';
const BOARD_ROUTE = 'src/app/routes/board.tsx';
/** The signed-in layout around the board: its own lazy chunk when the build splits it out. */
const APP_LAYOUT = 'src/app/layout/app-layout.tsx';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifestPath = path.join(distDir, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No ${path.relative(process.cwd(), manifestPath)}: run npm run build:web first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

function readCompressed(file, extension, compress) {
  const beside = `${file}${extension}`;
  return fs.existsSync(beside) ? fs.statSync(beside).size : compress(fs.readFileSync(file)).length;
}

function measure(relativePath) {
  const file = path.join(distDir, relativePath);
  const raw = fs.readFileSync(file);
  return {
    file: relativePath,
    raw: raw.length,
    brotli: readCompressed(file, '.br', (data) =>
      zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    ),
    gzip: readCompressed(file, '.gz', (data) => zlib.gzipSync(data, { level: 9 })),
  };
}

const [login, board] = collectJourney(manifest, [
  { name: '/login', keys: [findHtmlEntry(manifest), LOGIN_ROUTE] },
  { name: 'board', keys: [APP_LAYOUT, BOARD_ROUTE].filter((key) => key in manifest) },
]);
// The board opens by client-side navigation: index.html is fetched once, for /login.
const rows = [
  ...['index.html', ...login.js, ...login.css].map((file) => ({
    step: '/login',
    ...measure(file),
  })),
  ...[...board.js, ...board.css].map((file) => ({ step: 'board', ...measure(file) })),
];

const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const kind = (row) => path.extname(row.file).slice(1);
const table = rows.map((row) => ({
  step: row.step,
  file: row.file,
  raw: kib(row.raw),
  brotli: kib(row.brotli),
  gzip: kib(row.gzip),
}));
console.table(table);

const loginRows = rows.filter((row) => row.step === '/login');
const loginJs = loginRows.filter((row) => kind(row) === 'js');
const totals = [
  { what: '/login JS', rows: loginJs, budget: LOGIN_JS_BUDGET },
  { what: '/login CSS', rows: loginRows.filter((row) => kind(row) === 'css') },
  { what: '/login all', rows: loginRows },
  { what: 'board adds', rows: rows.filter((row) => row.step === 'board') },
  { what: '/login then board, all', rows, budget: LOGIN_THEN_BOARD_BUDGET },
];
console.table(
  totals.map(({ what, rows: list, budget }) => ({
    total: what,
    raw: kib(sum(list, 'raw')),
    brotli: kib(sum(list, 'brotli')),
    gzip: kib(sum(list, 'gzip')),
    'budget (brotli)': budget ? kib(budget) : '',
    verdict: budget ? (sum(list, 'brotli') <= budget ? 'ok' : 'OVER') : '',
  })),
);

const over = totals.filter(({ rows: list, budget }) => budget && sum(list, 'brotli') > budget);
if (over.length > 0) {
  console.error(`Bundle budget exceeded: ${over.map(({ what }) => what).join(', ')}.`);
  process.exit(process.argv.includes('--report-only') ? 0 : 1);
}
console.log('Bundle budgets met.');
