import {
  isPlausibleDate,
  applyJdChange,
  can,
  ErrorCode,
  getColumnChange,
  getDefaultNeedSort,
  getProgressAfterMove,
  isUuid,
  JD_FLAT_KEYS,
  LIMIT_MESSAGES,
  markManualFields,
  NEED_ANALYSED_FIELDS,
  NEED_MESSAGES,
  toPage,
  type TCreateNeedRequest,
  type TJdFlatFields,
  type TMoveNeedRequest,
  type TMovedNeed,
  type TNeed,
  type TNeedColumn,
  withoutServerWrittenJdKeys,
  type TUpdateNeedAnalysisRequest,
  type TUpdateNeedRequest,
} from '@staffing/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb, TExecutor } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError, badInput, forbidden, notFound } from '../../lib/errors.ts';
import { readIfMatch } from '../../lib/if-match.ts';
import type { TFilesService } from '../files/files.service.ts';
import { liveEvent, type TEventBus, type TLiveEvent } from '../realtime/event-bus.ts';
import { createNeedsCountCache } from './needs-count-cache.ts';
import {
  createNeedsRepository,
  type TNeedFilter,
  type TNeedInsert,
  type TNeedRow,
} from './needs.repository.ts';
import type { TNeedsListQuery } from './needs.schemas.ts';
import { serializeNeed } from './needs.serializer.ts';

export const NEEDS_MUTATION_FORBIDDEN = 'You do not have permission to modify needs';
export const NEED_STALE_UPDATE =
  'This need was changed by someone else. Reload it to see the latest version.';

/** Called after a need's column change has committed (docs/decisions/0004-column-steps.md). */
export type TColumnChangedHook = (args: {
  needId: string;
  from: TNeedColumn;
  to: TNeedColumn;
  actor: TActor;
  /** Linked candidates the person moving the need left out (Confirm Move). */
  skipCandidateIds?: readonly string[] | undefined;
  /** The ids of the steps it wrote, when it tells them (Undo removes exactly those). */
}) => Promise<string[] | void>;

export type TNeedsServiceDeps = {
  db: TDb;
  bus: TEventBus;
  log?: Pick<FastifyBaseLogger, 'error'>;
  onColumnChanged?: TColumnChangedHook;
  /** The stored files, registered after this service (read when a need is hard deleted). */
  files?: () => Pick<TFilesService, 'releaseNeedFiles' | 'removeStored'> | undefined;
};

/** The versions a write was based on: body `version` and/or the `If-Match` header. */
export type TExpectedVersion = { version?: number; ifMatch?: string | string[] };

// Fields copied as they are from a request to the row.
const PLAIN_FIELDS = [
  'title',
  'client',
  'priority',
  'description',
  'category',
  'quantity',
  'tjm',
  'consultants',
  'orderClients',
  'orderClientsEmail',
  'jobDescriptionFile',
  'opportunitySalesforceUrl',
  'opportunitySalesforceId',
  'missionSalesforceUrl',
  'propositionSalesforceId',
  'propositionSalesforceUrl',
  'jdAnalysisStatus',
] as const;
const DATE_FIELDS = ['opportunityCreatedAt', 'missionCreatedAt', 'propositionCreatedAt'] as const;

/** Recruiters read needs but never change them. */
export function requireMutate(actor: TActor) {
  if (!can.mutateNeeds(actor.role)) throw forbidden(NEEDS_MUTATION_FORBIDDEN);
}

function requireNeedId(id: string) {
  if (!isUuid(id)) throw notFound(NEED_MESSAGES.needNotFound);
}

/** What a write sets, worked out from the need as it is (only reads through `tx`). */
type TBuildChange = (
  row: TNeedRow,
  tx: TExecutor,
) => Partial<TNeedInsert> | Promise<Partial<TNeedInsert>>;

/** Tries of an unlocked write before it takes the row's lock instead. */
const OPTIMISTIC_ATTEMPTS = 3;

function assertVersion(row: TNeedRow, expected: TExpectedVersion) {
  const versions = [expected.version, readIfMatch(expected.ifMatch, 'need')].filter(
    (v): v is number => v !== undefined,
  );
  if (versions.some((v) => v !== row.version))
    throw new AppError(ErrorCode.STALE_UPDATE, NEED_STALE_UPDATE, 409, {
      currentVersion: row.version,
    });
}

function toDate(field: string, value: string | null): Date | null {
  if (value === null) return null;
  const d = new Date(value);
  if (!isPlausibleDate(d)) throw badInput(`${field}: Invalid date`);
  return d;
}

function isSameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
  }
  if (typeof a === 'object' || typeof b === 'object')
    return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

type TFieldInput = Partial<
  Record<(typeof PLAIN_FIELDS)[number] | (typeof DATE_FIELDS)[number], unknown>
> &
  Partial<TJdFlatFields> & { jdAnalysis?: Record<string, unknown> | null };

/** Row values for the plain, date and job-description fields a request carries. */
function buildFieldValues(
  input: TFieldInput,
  current: TNeedRow | null,
  options: { createObject: boolean },
): Partial<TNeedInsert> {
  const values: Record<string, unknown> = {};
  for (const key of PLAIN_FIELDS) if (input[key] !== undefined) values[key] = input[key];
  for (const key of DATE_FIELDS)
    if (input[key] !== undefined) values[key] = toDate(key, input[key] as string | null);

  const jdChange: Partial<TJdFlatFields> & { jdAnalysis?: Record<string, unknown> | null } = {};
  for (const key of JD_FLAT_KEYS)
    if (input[key] !== undefined) Object.assign(jdChange, { [key]: input[key] });
  if (input.jdAnalysis !== undefined) jdChange.jdAnalysis = input.jdAnalysis;
  const base = current ?? EMPTY_JD;
  const jd = applyJdChange(
    { ...base, jdAnalysis: base.jdAnalysis ?? null },
    withoutServerWrittenJdKeys(jdChange),
    options,
  );
  Object.assign(values, jd.flat);
  if (jd.jdAnalysis !== undefined) values.jdAnalysis = jd.jdAnalysis;
  return values as Partial<TNeedInsert>;
}

const EMPTY_JD: TJdFlatFields & { jdAnalysis: Record<string, unknown> | null } = {
  jdSeniority: null,
  jdTeam: null,
  jdProjectName: null,
  jdCompany: null,
  jdLocation: null,
  jdEducation: null,
  jdExperienceYears: null,
  jdResponsibilities: [],
  jdRequiredSkills: [],
  jdDesiredSkills: [],
  jdSoftSkills: [],
  jdS3Url: null,
  jdAnalysisS3Url: null,
  jdAnalysis: null,
};

/**
 * The manual fields after a person's write (docs/decisions/0012-reviewed-imports.md): the analysed fields
 * the request set, including those it set through the analysis object.
 */
function manualAfter(
  row: TNeedRow | null,
  input: TFieldInput,
  values: Partial<TNeedInsert>,
): string[] {
  const written: Record<string, unknown> = { ...input };
  if (input.jdAnalysis) {
    for (const key of JD_FLAT_KEYS)
      if (written[key] === undefined && key in values)
        written[key] = values[key as keyof TNeedInsert];
  }
  return markManualFields(
    row?.manualFields ?? [],
    written,
    NEED_ANALYSED_FIELDS,
    row ? (row as unknown as Record<string, unknown>) : undefined,
  );
}

/** The need alone: only the column route answers the steps a move added. */
function withoutAddedSteps({ addedStepIds: _added, ...need }: TMovedNeed): TNeed {
  return need;
}

/** Column, remembered column and progress after a move (progress follows the stage unless sent). */
function buildColumnValues(
  row: TNeedRow,
  to: TNeedColumn,
  explicitProgress?: number,
): Partial<TNeedInsert> {
  const from = row.column as TNeedColumn;
  if (from === to) return explicitProgress === undefined ? {} : { progressPct: explicitProgress };
  const change = getColumnChange(from, to, (row.previousColumn as TNeedColumn | null) ?? null);
  return {
    column: change.column,
    previousColumn: change.previousColumn,
    progressPct: Math.round(getProgressAfterMove(to, row.progressPct, explicitProgress)),
  };
}

export function createNeedsService(deps: TNeedsServiceDeps) {
  const { db, bus } = deps;
  const repo = createNeedsRepository(db);
  const totals = createNeedsCountCache({ bus });

  /**
   * Consultants must be existing Sales users. On an update only the ids being added are checked,
   * so a need naming a former consultant can still be edited.
   */
  async function assertConsultants(
    ids: readonly string[] | undefined,
    kept: readonly string[],
    tx: TExecutor,
  ) {
    const added = (ids ?? []).filter((id) => !kept.includes(id));
    if (added.length === 0) return;
    const sales = await repo.salesUserIds(added, tx);
    const unknown = added.find((id) => !sales.has(id));
    if (unknown) throw badInput(LIMIT_MESSAGES.unknownConsultant(unknown));
  }
  const onColumnChanged: TColumnChangedHook = deps.onColumnChanged ?? (async () => {});

  async function runColumnHook(args: Parameters<TColumnChangedHook>[0]): Promise<string[]> {
    try {
      return (await onColumnChanged(args)) ?? [];
    } catch (err) {
      // The move has committed; a failed propagation is only logged (spec 000 section 4).
      deps.log?.error(
        { err, needId: args.needId, from: args.from, to: args.to },
        'column change propagation failed',
      );
      return [];
    }
  }

  /** The serialised need (with its candidates) as the caller's transaction sees it. */
  async function serializeIn(row: TNeedRow, tx: TExecutor): Promise<TNeed> {
    const [record] = await repo.withCandidateIds([row], tx);
    return serializeNeed(record!);
  }

  /**
   * Transaction-aware commands: every write to a need, by a route or by a job, goes through
   * these. They write the rows and the audit record in the caller's transaction and return the
   * live events to publish once it has committed. Access rules are the caller's (a route checks
   * the actor's role, a job acts for whoever started it).
   */
  const commands = {
    /** A new need, its audit record and need_created {need}. */
    async create(
      tx: TExecutor,
      actorId: string | null,
      values: TNeedInsert,
      options: { candidateIds?: string[]; audit?: Record<string, unknown> } = {},
    ): Promise<{ need: TNeed; events: TLiveEvent[] }> {
      await assertConsultants(values.consultants ?? [], [], tx);
      const created = await repo.insert(values, tx);
      if (options.candidateIds?.length)
        await repo.linkExistingCandidates(created.id, options.candidateIds, tx);
      await writeAudit(tx, {
        entityType: 'need',
        entityId: created.id,
        action: 'create',
        actorId,
        changes: {
          title: created.title,
          client: created.client,
          column: created.column,
          ...options.audit,
        },
      });
      const need = await serializeIn(created, tx);
      return { need, events: [liveEvent('need_created', need.id, { need })] };
    },

    /**
     * One write to an existing need: lock, check the version, apply what really changed with its
     * audit record; need_updated {changed fields, version, updatedAt, need} to publish.
     */
    async change(
      tx: TExecutor,
      actorId: string | null,
      id: string,
      action: string,
      build: TBuildChange,
      options: { expected?: TExpectedVersion; audit?: Record<string, unknown> } = {},
    ) {
      const row = await repo.findForUpdate(id, tx);
      if (!row) throw notFound(NEED_MESSAGES.needNotFound);
      const result = await applyChange(tx, actorId, row, action, build, options, false);
      if (!result) throw notFound(NEED_MESSAGES.needNotFound);
      return result;
    },
  };

  /**
   * Checks the version the caller names, builds the values from `row` and writes what really
   * changed. `guarded`: `row` was read without a lock, so the write applies only while the need is
   * still at the version read, and null says another write came first.
   */
  async function applyChange(
    tx: TExecutor,
    actorId: string | null,
    row: TNeedRow,
    action: string,
    build: TBuildChange,
    options: { expected?: TExpectedVersion; audit?: Record<string, unknown> },
    guarded: boolean,
  ) {
    assertVersion(row, options.expected ?? {});
    const values = await build(row, tx);
    // An undefined value is not written (drizzle leaves the column as it is): not a change.
    const changed = Object.keys(values).filter(
      (k) =>
        values[k as keyof TNeedInsert] !== undefined &&
        !isSameValue(values[k as keyof TNeedInsert], row[k as keyof TNeedRow]),
    ) as (keyof TNeedInsert)[];
    if (changed.length === 0) {
      const need = await serializeIn(row, tx);
      return { before: row, after: row, changed, need, events: [] as TLiveEvent[] };
    }
    const update = Object.fromEntries(changed.map((k) => [k, values[k]]));
    // The record says what was written: `to` is the value sent to the database, which reads
    // back the same (the audit's jsonb orders object keys as the need's own jsonb columns do).
    const after = await repo.update(
      row.id,
      update,
      {
        entityType: 'need',
        entityId: row.id,
        action,
        actorId,
        changes: {
          ...Object.fromEntries(
            changed.map((k) => [k, { from: row[k as keyof TNeedRow], to: update[k] }]),
          ),
          ...options.audit,
        },
      },
      tx,
      guarded ? row.version : undefined,
    );
    if (!after) return null;
    const need = serializeNeed(after);
    const payload: Record<string, unknown> = {};
    for (const key of changed) payload[key] = need[key as keyof TNeed];
    if (changed.includes('column')) payload.status = need.status;
    Object.assign(payload, { version: need.version, updatedAt: need.updatedAt, need });
    return {
      before: row,
      after,
      changed,
      need,
      events: [liveEvent('need_updated', row.id, payload)],
    };
  }

  /**
   * A route's write: read, build, write only if nobody wrote in between, else read again. Two
   * round trips where a locked transaction takes four (the PATCH → need_updated figure), with the
   * same outcome: writes apply one after the other, and a stale version the caller names is 409.
   */
  async function changeOptimistically(
    actor: TActor,
    id: string,
    expected: TExpectedVersion,
    action: string,
    build: TBuildChange,
  ) {
    for (let attempt = 1; ; attempt++) {
      const row = await repo.findForChange(id);
      if (!row) throw notFound(NEED_MESSAGES.needNotFound);
      const result = await applyChange(db, actor.id, row, action, build, { expected }, true);
      if (result) return result;
      // Writes to one need this close together are rare; a need written on and on is locked.
      if (attempt === OPTIMISTIC_ATTEMPTS)
        return db.transaction((tx) =>
          commands.change(tx, actor.id, id, action, build, { expected }),
        );
    }
  }

  /**
   * A route's write to an existing need; the column hook runs after the event is published and
   * its steps' ids come back with the need.
   */
  async function mutate(
    actor: TActor,
    id: string,
    expected: TExpectedVersion,
    action: string,
    build: TBuildChange,
    skipCandidateIds?: readonly string[],
  ): Promise<TMovedNeed> {
    requireMutate(actor);
    requireNeedId(id);
    const result = await changeOptimistically(actor, id, expected, action, build);
    for (const event of result.events) await bus.publish(event);
    if (!result.changed.includes('column')) return { ...result.need, addedStepIds: [] };
    const addedStepIds = await runColumnHook({
      needId: id,
      from: result.before.column as TNeedColumn,
      to: result.after.column as TNeedColumn,
      actor,
      skipCandidateIds,
    });
    return { ...result.need, addedStepIds };
  }

  return {
    repo,
    commands,

    async list(_actor: TActor, query: TNeedsListQuery) {
      const filter: TNeedFilter = {
        search: query.search,
        priorities: query.priorities,
        clients: query.clients,
        columns: query.statuses,
        consultant: query.consultant,
        scope: query.scope,
      };
      const defaults = getDefaultNeedSort(query.scope);
      const sortBy = query.sortBy ?? defaults.sortBy;
      const sortOrder =
        query.sortOrder ?? (sortBy === defaults.sortBy ? defaults.sortOrder : 'asc');
      // The page and its total in parallel; the total of a filter is remembered until a need changes.
      const [rows, total] = await Promise.all([
        repo.page(filter, { sortBy, sortOrder }, { page: query.page, size: query.size }),
        totals.total(JSON.stringify(filter), () => repo.count(filter)),
      ]);
      return toPage(rows.map(serializeNeed), total, query.page, query.size);
    },

    async get(_actor: TActor, id: string): Promise<TNeed> {
      requireNeedId(id);
      const record = await repo.findById(id);
      if (!record) throw notFound(NEED_MESSAGES.needNotFound);
      return serializeNeed(record);
    },

    async listClients(_actor: TActor): Promise<string[]> {
      return repo.uniqueClients();
    },

    async create(actor: TActor, input: TCreateNeedRequest): Promise<TNeed> {
      requireMutate(actor);
      const fieldValues = buildFieldValues(input as TFieldInput, null, { createObject: false });
      const values: TNeedInsert = {
        ...fieldValues,
        title: input.title,
        client: input.client,
        priority: input.priority,
        quantity: input.quantity,
        consultants: input.consultants,
        orderClients: input.orderClients,
        orderClientsEmail: input.orderClientsEmail,
        column: input.column,
        progressPct: Math.round(input.progressPct),
        tjm: input.tjm,
        createdBy: actor.id,
        manualFields: manualAfter(null, input as TFieldInput, fieldValues),
      };
      const { need, events } = await db.transaction((tx) =>
        commands.create(tx, actor.id, values, { candidateIds: input.candidates.filter(isUuid) }),
      );
      for (const event of events) await bus.publish(event);
      return need;
    },

    /** PATCH /needs/{id}: the changed fields, possibly a column change from the edit dialog. */
    async update(
      actor: TActor,
      id: string,
      input: TUpdateNeedRequest,
      ifMatch?: string | string[],
    ): Promise<TNeed> {
      const { version, column, progressPct, ...fields } = input;
      const changed = mutate(actor, id, { version, ifMatch }, 'update', async (row, tx) => {
        await assertConsultants(fields.consultants, row.consultants, tx);
        const values = buildFieldValues(fields as TFieldInput, row, { createObject: false });
        values.manualFields = manualAfter(row, fields as TFieldInput, values);
        // Only e-mails sent: keep them parallel to the names already stored.
        if (values.orderClientsEmail && !values.orderClients) {
          const names = row.orderClients;
          values.orderClientsEmail = names.map((_n, i) => values.orderClientsEmail![i] ?? '');
        }
        if (column !== undefined)
          Object.assign(values, buildColumnValues(row, column, progressPct));
        else if (progressPct !== undefined) values.progressPct = Math.round(progressPct);
        return values;
      });
      return withoutAddedSteps(await changed);
    },

    /** PATCH /needs/{id}/column: board moves and process actions (Freeze remembers, Unfreeze forgets). */
    async move(
      actor: TActor,
      id: string,
      input: TMoveNeedRequest,
      ifMatch?: string | string[],
    ): Promise<TMovedNeed> {
      return mutate(
        actor,
        id,
        { version: input.version, ifMatch },
        'move',
        (row) => buildColumnValues(row, input.column),
        input.skipCandidateIds,
      );
    },

    /** PATCH /needs/{id}/analysis: the analysis object and the flattened fields, kept in sync. */
    async updateAnalysis(
      actor: TActor,
      id: string,
      input: TUpdateNeedAnalysisRequest,
      ifMatch?: string | string[],
    ): Promise<TNeed> {
      const { version, ...fields } = input;
      const changed = mutate(actor, id, { version, ifMatch }, 'update_analysis', (row) => {
        const values = buildFieldValues(fields as TFieldInput, row, { createObject: true });
        values.manualFields = manualAfter(row, fields as TFieldInput, values);
        return values;
      });
      return withoutAddedSteps(await changed);
    },

    /** Permanent deletion, Admin only; soft deletion is a move to DELETED. */
    async hardDelete(actor: TActor, id: string): Promise<void> {
      if (!can.hardDeleteNeed(actor.role)) throw forbidden(NEED_MESSAGES.hardDeleteForbidden);
      requireNeedId(id);
      const files = deps.files?.();
      const keys = await db.transaction(async (tx) => {
        const released = (await files?.releaseNeedFiles(tx, id)) ?? [];
        const deleted = await repo.delete(id, tx);
        if (!deleted) throw notFound(NEED_MESSAGES.needNotFound);
        await writeAudit(tx, {
          entityType: 'need',
          entityId: id,
          action: 'hard_delete',
          actorId: actor.id,
          changes: { title: deleted.title, client: deleted.client, column: deleted.column },
        });
        return released;
      });
      await files?.removeStored(keys);
      await bus.publish(liveEvent('need_deleted', id, { id }));
    },
  };
}
export type TNeedsService = ReturnType<typeof createNeedsService>;
