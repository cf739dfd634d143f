// `npm run build:server`: bundles the server (src/main.ts) into compiled JavaScript, dist/main.js,
// so that production runs no TypeScript compiler. Our workspace packages (@staffing/*, TypeScript
// source) are bundled; every other package stays external and loads from node_modules.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(serverDir, 'dist', 'main.js');
/**
 * Documents are read on worker threads, which load their own script: it is built beside the
 * server, and the reader (which finds it through its source URL) is told where, relative to it.
 */
const readerSource = path.resolve(
  serverDir,
  '../../packages/analyzer/src/extract/reader/document-reader.ts',
);
const workerSource = path.join(path.dirname(readerSource), 'extract-worker.ts');
const workerOutfile = path.join(serverDir, 'dist', 'extract-worker.js');
const workerFromReader = path
  .relative(path.dirname(readerSource), workerOutfile)
  .split(path.sep)
  .join('/');

/**
 * Source files find their neighbours through `import.meta.url` (migrations, the SPA's dist, the
 * API reference page, package.json, the analyzer's vocabulary). Inside the bundle that URL would
 * be dist/main.js, so each file's own `import.meta.url` becomes its source file's URL, computed
 * relative to the bundle: every lookup keeps its meaning and the checkout can still be moved.
 */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.readFile(args.path, 'utf8');
      if (
        args.path.includes(`${path.sep}node_modules${path.sep}`) ||
        !text.includes('import.meta.url')
      )
        return { contents: text, loader: 'ts' };
      const relative = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      const own = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', own), loader: 'ts' };
    });
  },
};

/** Bundle our TypeScript workspace packages; leave every package from the registry external. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@staffing/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages, sourceFileUrls],
};
const result = await build({
  ...common,
  entryPoints: [path.join(serverDir, 'src', 'main.ts')],
  outfile,
  define: { BUNDLED_EXTRACT_WORKER: JSON.stringify(workerFromReader) },
});
await build({ ...common, entryPoints: [workerSource], outfile: workerOutfile });
// The sandbox CRM on its own, for a deployment that serves it apart (compose's sandbox-crm).
await build({
  ...common,
  entryPoints: [path.resolve(serverDir, '../sandbox-crm/src/main.ts')],
  outfile: path.join(serverDir, 'dist', 'sandbox-crm.js'),
});
const bytes = Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.bytes ?? 0;
console.log(
  `server built: ${path.relative(process.cwd(), outfile)} (${Math.round(bytes / 1024)} KiB) in ${Date.now() - started} ms`,
);
