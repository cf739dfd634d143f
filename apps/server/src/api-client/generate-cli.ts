import path from 'node:path';
import {
  API_CLIENT_DIR,
  buildDefaultDocument,
  GENERATED_FILES,
  renderApiClientFiles,
  writeApiClientFiles,
} from './generate.ts';

/** `npm run api:generate`: writes packages/api-client/openapi.json and src/schema.d.ts. */
async function main() {
  const document = await buildDefaultDocument();
  writeApiClientFiles(await renderApiClientFiles(document));
  const operations = Object.values(document.paths ?? {}).reduce(
    (n, item) => n + Object.keys(item).length,
    0,
  );
  for (const name of GENERATED_FILES)
    console.info(`wrote ${path.relative(process.cwd(), path.join(API_CLIENT_DIR, name))}`);
  console.info(`${operations} operations`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
