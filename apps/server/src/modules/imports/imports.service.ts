import {
  can,
  checkImportMapping,
  guessImportMapping,
  IMPORT_LIMITS,
  IMPORT_MESSAGES as M,
  importRowToRequest,
  type TCreateCandidateRequest,
  type TCreateNeedRequest,
  type TImport,
  type TImportCheck,
  type TImportKind,
  type TImportMapping,
  type TImportRowError,
  type TImportUpload,
  type TRole,
} from '@staffing/domain';
import type { TDb, TExecutor } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';
import type { TDuplicatesService } from '../duplicates/duplicates.service.ts';
import type { TFlowRow } from '../jobs/flows.repository.ts';
import { PermanentJobError } from '../jobs/job-definition.ts';
import type { TNeedsService } from '../needs/needs.service.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createImportsRepository, type TImportSummary } from './imports.repository.ts';
import { readImportFile } from './read-import-file.ts';
import { duplicatesInPool, duplicatesWithinFile } from './import-duplicates.ts';

/** The imports a list shows at most (newest first). */
const LIST_MAX = 100;
/** Records named in the refusal of an undo. */
const NAMED_MAX = 5;
/** The file's row number of the i-th data row: the header is row 1. */
const rowNumber = (index: number) => index + 2;

function serializeImport(row: TImportSummary): TImport {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    status: row.status as TImport['status'],
    rowCount: row.rowCount,
    errorCount: row.errorCount,
    createdCount: row.createdCount,
    headers: row.headers,
    mapping: row.mapping,
    flowId: row.flowId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}

/** How many rows a run created, skipped (e-mail already in the pool) and refused (errors). */
export type TImportRunResult = { created: number; skipped: number; refused: number };

export type TImportsDeps = {
  db: TDb;
  candidates: TCandidatesService;
  needs: TNeedsService;
  duplicates: TDuplicatesService;
};

/**
 * Imports of needs and candidates from CSV or XLSX: the upload keeps the parsed rows, the check
 * reads every row through the create forms' schemas and finds duplicates without saving, the
 * run (a background flow) saves the valid rows through the candidates and needs services, and
 * undo removes what the run created, through the same services.
 */
export function createImportsService(deps: TImportsDeps) {
  const { db, candidates, needs, duplicates } = deps;
  const repo = createImportsRepository(db);
  const users = createUsersRepository(db);

  /** The caller's own import (Admin: any); anyone else's reads as not found. */
  async function requireImport(actor: TActor, id: string): Promise<TImportSummary> {
    const row = await repo.find(id);
    if (!row || (actor.role !== 'Admin' && row.createdBy !== actor.id)) throw notFound(M.notFound);
    return row;
  }

  function requireKindAllowed(actor: TActor, kind: TImportKind) {
    const allowed = kind === 'candidates' ? can.mutateCandidates : can.mutateNeeds;
    if (!allowed(actor.role)) throw forbidden();
  }

  function requireMapping(row: { kind: TImportKind; headers: string[] }, mapping: TImportMapping) {
    const fault = checkImportMapping(row.kind, mapping, row.headers.length);
    if (fault) throw new AppError('VALIDATION', fault);
  }

  async function upload(
    actor: TActor,
    input: { kind: TImportKind; fileName: string; bytes: Buffer },
  ): Promise<TImportUpload> {
    requireKindAllowed(actor, input.kind);
    const { headers, rows } = await readImportFile(input.fileName, input.bytes);
    const row = await repo.insert({
      kind: input.kind,
      fileName: input.fileName,
      status: 'uploaded',
      headers,
      mapping: guessImportMapping(input.kind, headers),
      rows,
      rowCount: rows.length,
      createdBy: actor.id,
    });
    return { import: serializeImport(row), sample: rows.slice(0, IMPORT_LIMITS.previewRows) };
  }

  async function list(actor: TActor): Promise<TImport[]> {
    const rows = await repo.list(actor.role === 'Admin' ? null : actor.id, LIST_MAX);
    return rows.map(serializeImport);
  }

  async function get(actor: TActor, id: string): Promise<TImport> {
    return serializeImport(await requireImport(actor, id));
  }

  /** The dry run: every row's errors, the duplicates and the first rows as saved; saves the mapping. */
  async function check(actor: TActor, id: string, mapping: TImportMapping): Promise<TImportCheck> {
    const found = await requireImport(actor, id);
    requireKindAllowed(actor, found.kind);
    if (found.status !== 'uploaded' && found.status !== 'checked') throw conflict(M.notRunnable);
    requireMapping(found, mapping);
    const full = (await repo.findWithRows(id))!;
    const kind = full.kind;
    const results = full.rows.map((cells) => importRowToRequest(kind, mapping, cells));
    const errors: TImportRowError[] = [];
    const valid: { row: number; request: TCreateCandidateRequest }[] = [];
    results.forEach((result, i) => {
      if (!result.ok) errors.push(...result.errors.map((e) => ({ row: rowNumber(i), ...e })));
      else if (kind === 'candidates')
        valid.push({ row: rowNumber(i), request: result.request as TCreateCandidateRequest });
    });
    const refused = results.filter((r) => !r.ok).length;
    const duplicatesFound =
      kind === 'candidates'
        ? [
            ...(await duplicatesInPool(valid, { duplicates, repo })),
            ...duplicatesWithinFile(valid),
          ].sort((a, b) => a.row - b.row)
        : [];
    const preview = results.slice(0, IMPORT_LIMITS.previewRows).map((result, i) => ({
      row: rowNumber(i),
      values: result.ok
        ? Object.fromEntries(
            Object.keys(result.input).map((k) => [
              k,
              (result.request as Record<string, unknown>)[k],
            ]),
          )
        : result.input,
    }));
    const saved = await repo.update(id, { mapping, status: 'checked', errorCount: refused });
    return {
      import: serializeImport(saved!),
      validCount: results.length - refused,
      errors,
      duplicates: duplicatesFound,
      preview,
    };
  }

  /**
   * Starts the run: the mapping is saved, the flow created with the import marked running in
   * one transaction (a second run meets 'running' and is refused), then queued.
   */
  async function run(
    actor: TActor,
    id: string,
    mapping: TImportMapping,
    startFlow: TStartFlow,
  ): Promise<TImport> {
    const found = await requireImport(actor, id);
    requireKindAllowed(actor, found.kind);
    requireMapping(found, mapping);
    const { row, flow } = await db.transaction(async (tx) => {
      const locked = await repo.findWithRows(id, tx, true);
      if (!locked || (locked.status !== 'uploaded' && locked.status !== 'checked'))
        throw conflict(M.notRunnable);
      const flow = await startFlow.create(
        {
          importId: id,
          kind: locked.kind,
          fileName: locked.fileName,
          rows: locked.rowCount,
          actor,
        },
        tx,
      );
      const row = await repo.update(id, { mapping, status: 'running', flowId: flow.id }, tx);
      return { row: row!, flow };
    });
    await startFlow.enqueue(flow);
    return serializeImport(row);
  }

  /**
   * The run itself (the flow's one stage): each valid row through the candidates or needs
   * service as the person who started it, so audit, history, live events and duplicate keys
   * happen as for a form. Rows already saved (a run resumed after a restart) are passed over;
   * a candidate whose e-mail is already in the pool is skipped, never merged into.
   */
  async function saveRows(
    importId: string,
    report: (done: number, total: number) => Promise<boolean>,
  ): Promise<TImportRunResult> {
    const imp = await repo.findWithRows(importId);
    if (!imp) throw new PermanentJobError(M.notFound);
    // A run retried after its import was undone would bring the records back.
    if (imp.undoneAt) throw new PermanentJobError(M.alreadyUndone);
    const user = imp.createdBy ? await users.findById(imp.createdBy) : undefined;
    if (!user) throw forbidden();
    const actor: TActor = {
      id: user.id,
      role: user.role as TRole,
      name: user.name,
      email: user.email,
    };
    const kind = imp.kind;
    const saved = new Set((await repo.records(importId)).map((r) => r.row));
    const results = imp.rows.map((cells) => importRowToRequest(kind, imp.mapping, cells));
    const emails = results.flatMap((r) =>
      r.ok && kind === 'candidates'
        ? [(r.request as TCreateCandidateRequest).email.toLowerCase()]
        : [],
    );
    const holders = kind === 'candidates' ? await repo.emailHolders(emails) : new Map();
    const out: TImportRunResult = { created: 0, skipped: 0, refused: 0 };
    const every = Math.max(1, Math.floor(results.length / 50));
    for (const [i, result] of results.entries()) {
      if (i % every === 0 && !(await report(i, results.length))) break;
      const row = rowNumber(i);
      if (saved.has(row)) {
        out.created += 1;
        continue;
      }
      if (!result.ok) {
        out.refused += 1;
        continue;
      }
      if (kind === 'candidates') {
        const request = result.request as TCreateCandidateRequest;
        const email = request.email.toLowerCase();
        if (holders.has(email)) {
          out.skipped += 1;
          continue;
        }
        const { candidate, merged } = await candidates.create(actor, request);
        holders.set(email, { id: candidate.id, name: candidate.name });
        if (merged) {
          out.skipped += 1;
          continue;
        }
        await repo.addRecord({ importId, row, entityId: candidate.id, version: candidate.version });
      } else {
        const request = result.request as TCreateNeedRequest;
        // A Sales user's needs are theirs: they own what they import, as what they create.
        const consultants = can.ownNeeds(actor.role) ? [actor.id] : request.consultants;
        const need = await needs.create(actor, { ...request, consultants });
        await repo.addRecord({ importId, row, entityId: need.id, version: need.version });
      }
      out.created += 1;
    }
    return out;
  }

  /** The run ended (completed, failed or cancelled): the import says so. */
  async function finish(importId: string, status: 'done' | 'failed') {
    await repo.update(importId, { status, finishedAt: new Date() });
  }

  /** The run was queued again (a retry in Flow Administration): running, unless undone. */
  async function resume(importId: string) {
    const found = await repo.find(importId);
    if (found && !found.undoneAt)
      await repo.update(importId, { status: 'running', finishedAt: null });
  }

  /**
   * Removes every record the import created, through the services (audited as 'import_undone',
   * announced live). A whole import or nothing: a record changed since the import (edited, or
   * linked to a need or candidate) makes the undo refuse, naming it, so no work is lost.
   */
  async function undo(actor: TActor, id: string): Promise<TImport> {
    const found = await requireImport(actor, id);
    if (found.undoneAt) throw conflict(M.alreadyUndone);
    if (found.status !== 'done' && found.status !== 'failed') throw conflict(M.notUndoable);
    const records = await repo.records(id);
    const ids = records.map((r) => r.entityId);
    const now = await repo.recordsNow(found.kind, ids);
    const byId = new Map(now.map((n) => [n.id, n]));
    const changed = records.flatMap((r) => {
      const current = byId.get(r.entityId);
      return current && (current.version !== r.version || current.linked) ? [current.name] : [];
    });
    if (changed.length > 0)
      throw conflict(
        M.changedSince(changed.slice(0, NAMED_MAX), Math.max(0, changed.length - NAMED_MAX)),
      );
    const claimed = await repo.claimUndo(id);
    if (!claimed) throw conflict(M.alreadyUndone);
    for (const record of records) {
      if (!byId.has(record.entityId)) continue;
      try {
        if (found.kind === 'candidates') await candidates.removeImported(actor, record.entityId);
        else await needs.removeImported(actor, record.entityId);
      } catch (err) {
        // Removed by someone else meanwhile: nothing left to undo for that row.
        if (!(err instanceof AppError && err.status === 404)) throw err;
      }
    }
    const row = await repo.update(id, { status: 'undone' });
    return serializeImport(row!);
  }

  return { upload, list, get, check, run, saveRows, finish, resume, undo };
}

/** How the service starts a run's flow (the jobs platform, given by the module). */
export type TStartFlow = {
  create: (
    input: { importId: string; kind: string; fileName: string; rows: number; actor: TActor },
    tx: TExecutor,
  ) => Promise<TFlowRow>;
  enqueue: (flow: TFlowRow) => Promise<void>;
};

export type TImportsService = ReturnType<typeof createImportsService>;
