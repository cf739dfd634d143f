import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, createBackup, restoreBackup, type TBackupTarget } from './backup.ts';

const USAGE = `Usage:
  npm run backup -- [--out <file.tar.gz>] [--force]
  npm run restore -- --from <file.tar.gz> [--force]

The configuration (DATA_DIR, DATABASE_URL, STORAGE_DRIVER) is read as the server reads it.
backup:  --out defaults to backup-<date>.tar.gz; --force overwrites an existing file.
restore: the target DATA_DIR (and DATABASE_URL database) must be empty; --force replaces it.`;

type TArgs = { command: 'backup' | 'restore'; out?: string; from?: string; force: boolean };

function parseArgs(argv: string[]): TArgs {
  const [command, ...rest] = argv;
  if (command !== 'backup' && command !== 'restore') throw new BackupError(USAGE);
  const args: TArgs = { command, force: false };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const [flag, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const v = inline ?? rest[++i];
      if (!v) throw new BackupError(`${flag} needs a file name.\n\n${USAGE}`);
      return v;
    };
    if (flag === '--force') args.force = true;
    else if (flag === '--out' && command === 'backup') args.out = value();
    else if (flag === '--from' && command === 'restore') args.from = value();
    else if (flag === '--help' || flag === '-h') throw new BackupError(USAGE);
    else throw new BackupError(`Unknown option ${arg}.\n\n${USAGE}`);
  }
  if (command === 'restore' && !args.from)
    throw new BackupError(`restore needs --from.\n\n${USAGE}`);
  return args;
}

function defaultOut(): string {
  const stamp = new Date().toISOString().replace(/[:]/g, '-').replace(/\..*$/, '');
  return `backup-${stamp}.tar.gz`;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const target: TBackupTarget = {
    dataDir: path.resolve(config.DATA_DIR),
    databaseUrl: config.DATABASE_URL,
    storageDriver: config.STORAGE_DRIVER,
    s3Bucket: config.S3_BUCKET,
  };
  const log = (line: string) => console.log(line);
  if (args.command === 'backup')
    await createBackup(target, args.out ?? defaultOut(), { force: args.force, log });
  else await restoreBackup(target, args.from!, { force: args.force, log });
}

main().catch((err) => {
  if (err instanceof BackupError || err instanceof ConfigError) console.error(err.message);
  else console.error(`Unexpected failure: ${err instanceof Error ? err.stack : String(err)}`);
  process.exit(1);
});
