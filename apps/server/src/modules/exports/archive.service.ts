import {
  ARCHIVE_MESSAGES,
  archiveFileName,
  archiveFilePaths,
  archiveScopeOf,
} from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { CSV_BOM, toCsvLines } from '../../lib/csv.ts';
import { forbidden } from '../../lib/errors.ts';
import { isValidObjectKey } from '../files/object-keys.ts';
import type { TStorage } from '../files/storage.ts';
import type { TNeedsRepository } from '../needs/needs.repository.ts';
import {
  archiveReadme,
  CANDIDATE_COLUMNS,
  HISTORY_COLUMNS,
  NEED_COLUMNS,
  STEP_COLUMNS,
} from './archive-columns.ts';
import { createArchiveRepository, type TArchiveOwner } from './archive.repository.ts';
import { EXPORT_BATCH_SIZE } from './exports.service.ts';

/** Owners of files read per batch: their files are then read one at a time. */
const FILE_OWNER_BATCH = 50;

type TDeps = {
  db: TExecutor;
  needsRepo: Pick<TNeedsRepository, 'userNames'>;
  /** The files storage (built with the documents module, after this one). */
  storage: () => TStorage | undefined;
  batchSize?: number;
  now?: () => Date;
};

/** Reads batches after a cursor until one comes back short (`first`: the first, read already). */
async function* batches<Row, Cursor>(
  read: (after: Cursor | null) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  size: number,
  first?: Row[],
): AsyncGenerator<Row[]> {
  let after: Cursor | null = null;
  for (let pending = first; ; pending = undefined) {
    const rows = pending ?? (await read(after));
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = cursorOf(rows[rows.length - 1]!);
  }
}

/**
 * The archive of everything an owner holds: needs.csv, candidates.csv, steps.csv, history.csv,
 * their stored files and a README, as one zip produced while it is sent. Each CSV is read in
 * batches and compressed as it goes; files are read one at a time, so memory holds one batch or
 * one file, whatever the size of the pool.
 */
export function createArchiveService(deps: TDeps) {
  const repo = createArchiveRepository(deps.db);
  const size = deps.batchSize ?? EXPORT_BATCH_SIZE;
  const clock = () => deps.now?.() ?? new Date();

  return {
    /**
     * Checks the actor may take one and reads the names the CSVs print, then answers the file
     * name and the zip's chunks: a refusal or a failing database is an error reply, not a
     * broken file.
     */
    async openArchive(
      actor: TActor,
    ): Promise<{ filename: string; chunks: AsyncGenerator<Uint8Array> }> {
      const scope = archiveScopeOf(actor.role);
      if (!scope) throw forbidden(ARCHIVE_MESSAGES.recruiterRefused);
      const owner: TArchiveOwner = { scope, userId: actor.id };
      const names = await deps.needsRepo.userNames();
      const firstNeeds = await repo.needsBatch(owner, null, size);
      const storage = deps.storage();
      const takenAt = clock();
      // The zip library loads with the first archive rather than at start.
      const { Zip, ZipDeflate, ZipPassThrough, strToU8 } = await import('fflate');

      async function* produce(): AsyncGenerator<Uint8Array> {
        const out: Uint8Array[] = [];
        let failure: Error | null = null;
        const zip = new Zip((err, chunk) => {
          if (err) failure = err;
          else out.push(chunk);
        });
        // What the compressor made so far; fflate calls back synchronously on each push.
        function* flush(): Generator<Uint8Array> {
          if (failure) throw failure;
          while (out.length > 0) yield out.shift()!;
        }
        function open(name: string, compress = true) {
          const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
          entry.mtime = takenAt;
          zip.add(entry);
          return entry;
        }
        async function* csv<Row, Ctx>(
          name: string,
          columns: readonly { header: string; value: (row: Row, ctx: Ctx) => string }[],
          rows: AsyncGenerator<Row[]>,
          ctx: Ctx,
        ) {
          const entry = open(name);
          entry.push(strToU8(CSV_BOM + toCsvLines([columns.map((c) => c.header)])));
          yield* flush();
          for await (const batch of rows) {
            entry.push(
              strToU8(toCsvLines(batch.map((row) => columns.map((c) => c.value(row, ctx))))),
            );
            yield* flush();
          }
          entry.push(new Uint8Array(0), true);
          yield* flush();
        }

        const readme = open('README.txt');
        readme.push(strToU8(archiveReadme(takenAt, scope!)), true);
        yield* flush();
        yield* csv(
          'needs.csv',
          NEED_COLUMNS,
          batches(
            (after: string | null) => repo.needsBatch(owner, after, size),
            (n) => n.id,
            size,
            firstNeeds,
          ),
          { userName: (id: string) => names.get(id) ?? id },
        );
        yield* csv(
          'candidates.csv',
          CANDIDATE_COLUMNS,
          batches(
            (after: string | null) => repo.candidatesBatch(owner, after, size),
            (c) => c.id,
            size,
          ),
          undefined,
        );
        yield* csv(
          'steps.csv',
          STEP_COLUMNS,
          batches(
            (after: { needId: string; candidateId: string; seq: number } | null) =>
              repo.stepsBatch(owner, after, size),
            (s) => s,
            size,
          ),
          undefined,
        );
        yield* csv(
          'history.csv',
          HISTORY_COLUMNS,
          batches(
            (after: number | null) => repo.historyBatch(owner, after, size),
            (h) => h.id,
            size,
          ),
          undefined,
        );

        const missing: string[] = [];
        for (const ownerType of ['need', 'candidate'] as const) {
          const owners = batches(
            (after: string | null) => repo.filesBatch(owner, ownerType, after, FILE_OWNER_BATCH),
            (o) => o.ownerId,
            FILE_OWNER_BATCH,
          );
          for await (const batch of owners)
            for (const { ownerId, files } of batch)
              for (const { file, path } of archiveFilePaths(ownerId, files)) {
                const bytes =
                  storage && isValidObjectKey(file.key) ? await storage.get(file.key) : null;
                if (!bytes) {
                  missing.push(path);
                  continue;
                }
                // Documents (PDF, DOCX) are compressed already: stored as they are.
                open(path, false).push(
                  new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
                  true,
                );
                yield* flush();
              }
        }
        if (missing.length > 0) {
          open('missing-files.txt').push(strToU8(`${missing.join('\r\n')}\r\n`), true);
          yield* flush();
        }
        zip.end();
        yield* flush();
      }

      return { filename: archiveFileName(takenAt), chunks: produce() };
    },
  };
}

export type TArchiveService = ReturnType<typeof createArchiveService>;
