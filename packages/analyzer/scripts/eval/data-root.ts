import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The shared data folder: ../shared/data beside the checkout; a worktree one level deeper finds it one level up. */
export const dataRoot =
  ['../shared/data', '../../shared/data']
    .map((relative) => path.resolve(repoRoot, relative))
    .find((folder) => existsSync(folder)) ?? path.resolve(repoRoot, '../shared/data');
