import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker } from 'tesseract.js';

/**
 * Tesseract (tesseract.js, WebAssembly) with its French and English models from npm packages:
 * nothing is downloaded. One engine per reader process, started on the first scanned page and
 * kept while the process lives (a reader serves documents one at a time); the library itself is
 * loaded then too, so a server that never meets a scan never loads it.
 */
const MODEL = '4.0.0_best_int';

let engine: Promise<Worker> | null = null;

// tesseract.js reads every language from one folder; the two models live in two packages, so a
// folder of links to them is made once per checkout (named after where the packages are, so a
// moved or removed checkout never leaves links pointing nowhere).
function languageFolder(): string {
  const require = createRequire(import.meta.url);
  const packages = {
    fra: require.resolve('@tesseract.js-data/fra/package.json'),
    eng: require.resolve('@tesseract.js-data/eng/package.json'),
  };
  const where = createHash('sha256').update(packages.fra).digest('hex').slice(0, 12);
  const folder = path.join(tmpdir(), `staffing-ocr-${MODEL}-${where}`);
  mkdirSync(folder, { recursive: true });
  for (const [language, manifest] of Object.entries(packages)) {
    const link = path.join(folder, `${language}.traineddata.gz`);
    if (existsSync(link)) continue;
    try {
      symlinkSync(path.join(path.dirname(manifest), MODEL, `${language}.traineddata.gz`), link);
    } catch (error) {
      // Another reader made it meanwhile.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return folder;
}

async function startEngine(): Promise<Worker> {
  const { createWorker } = await import('tesseract.js');
  return createWorker(['fra', 'eng'], 1, {
    langPath: languageFolder(),
    gzip: true,
    cacheMethod: 'none',
  });
}

export function ocrEngine(): Promise<Worker> {
  engine ??= startEngine().catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}
