import type { TExecutor, TSandboxDb as TDb } from './sandbox-crm.storage.ts';
import { createSandboxCrmRepository, type TSandboxRecordRow } from './sandbox-crm.repository.ts';
import { newSandboxId } from './sandbox-ids.ts';
import {
  EXTERNAL_KEY_FIELD,
  findSandboxField,
  findSandboxObject,
  findSandboxObjectById,
  type TSandboxObject,
} from './sandbox-objects.ts';
import {
  checkSandboxRecord,
  normaliseSandboxValues,
  referencesOf,
  SANDBOX_MESSAGES,
  SandboxCrmError,
} from './sandbox-record-rules.ts';
import { parseSoql, type TSoqlValue } from './sandbox-soql.ts';

export type TSandboxWriteOptions = {
  /** Sforce-Duplicate-Rule-Header allowSave=true: save despite the duplicate rule. */
  allowDuplicates?: boolean;
};

export type TSandboxSaved = { id: string; created: boolean; row: TSandboxRecordRow };

/** A record as the sandbox hands it out: every field of its object, by API name. */
export type TSandboxRecordView = {
  object: TSandboxObject;
  id: string;
  values: Record<string, unknown>;
};

const QUERY_ROWS_MAX = 2000;

export const notFoundError = () =>
  new SandboxCrmError('NOT_FOUND', SANDBOX_MESSAGES.notFound, [], 404);

/** Salesforce's date-time form (`2026-11-24T21:30:00.000+0000`). */
export function toSalesforceDateTime(at: Date): string {
  return at.toISOString().replace('Z', '+0000');
}

/**
 * The embedded sandbox CRM: one service behind its REST surface, its web pages and the
 * in-process connector, so all three save the same way with the same rules and refusals.
 */
export function createSandboxCrmService(deps: {
  db: TDb;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  /** The in-process connector is no page save or REST write: the faults do not slow it. */
  faults?: boolean;
}) {
  const { db } = deps;
  const repo = createSandboxCrmRepository(db);
  const now = deps.now ?? (() => new Date());
  // Slow saves end early when the app closes, so a long fault never holds up a shutdown.
  const sleeping = new Set<() => void>();
  const sleep =
    deps.sleep ??
    ((ms: number) =>
      new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          sleeping.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        sleeping.add(wake);
      }));

  function objectOf(name: string): TSandboxObject {
    const object = findSandboxObject(name);
    if (!object)
      throw new SandboxCrmError('NOT_FOUND', `sObject type '${name}' is not supported.`, [], 404);
    return object;
  }

  function view(object: TSandboxObject, row: TSandboxRecordRow): TSandboxRecordView {
    const values: Record<string, unknown> = {};
    for (const field of object.fields) values[field.name] = row.fields[field.name] ?? null;
    values.Id = row.id;
    values.CreatedDate = toSalesforceDateTime(row.createdAt);
    values.LastModifiedDate = toSalesforceDateTime(row.updatedAt);
    values[EXTERNAL_KEY_FIELD] = row.externalKey;
    return { object, id: row.id, values };
  }

  /** Every lookup names an existing record of its object: INVALID_CROSS_REFERENCE_KEY if not. */
  async function checkReferences(
    object: TSandboxObject,
    values: Record<string, unknown>,
    tx: TExecutor,
  ) {
    for (const { field, id } of referencesOf(object, values)) {
      const target = await repo.findRecord(id, tx);
      if (!target || target.object !== field.referenceTo)
        throw new SandboxCrmError(
          'INVALID_CROSS_REFERENCE_KEY',
          SANDBOX_MESSAGES.crossReference(field.label),
          [field.name],
        );
    }
  }

  /** The duplicate rule: a new opportunity named like an existing one is refused. */
  async function checkDuplicates(
    object: TSandboxObject,
    merged: Record<string, unknown>,
    options: TSandboxWriteOptions,
    tx: TExecutor,
  ) {
    if (object.name !== 'Opportunity' || options.allowDuplicates) return;
    const name = merged.Name;
    if (typeof name === 'string' && (await repo.findByName(object.name, name, tx)))
      throw new SandboxCrmError('DUPLICATES_DETECTED', SANDBOX_MESSAGES.duplicate);
  }

  function externalKeyOf(values: Record<string, unknown>): string | null {
    const key = values[EXTERNAL_KEY_FIELD];
    return typeof key === 'string' ? key : null;
  }

  /** An External Key names one record of its object: a key another record holds is refused. */
  async function checkKeyFree(object: TSandboxObject, key: string, tx: TExecutor) {
    const taken = await repo.findByExternalKey(object.name, key, tx);
    if (taken)
      throw new SandboxCrmError(
        'DUPLICATE_VALUE',
        `duplicate value found: ${EXTERNAL_KEY_FIELD} duplicates value on record with id: ${taken.id}`,
        [EXTERNAL_KEY_FIELD],
      );
  }

  async function createIn(
    tx: TExecutor,
    objectName: string,
    input: Record<string, unknown>,
    options: TSandboxWriteOptions,
  ): Promise<TSandboxSaved> {
    const object = objectOf(objectName);
    const values = normaliseSandboxValues(object, input);
    checkSandboxRecord(object, values, values, now());
    await checkReferences(object, values, tx);
    const key = externalKeyOf(values);
    if (key) await checkKeyFree(object, key, tx);
    await checkDuplicates(object, values, options, tx);
    const { [EXTERNAL_KEY_FIELD]: _key, ...fields } = values;
    const row = await repo.insert(
      { id: newSandboxId(object.name), object: object.name, externalKey: key, fields },
      tx,
    );
    return { id: row.id, created: true, row };
  }

  async function upsertIn(
    tx: TExecutor,
    objectName: string,
    externalIdField: string,
    externalKey: string,
    input: Record<string, unknown>,
    options: TSandboxWriteOptions,
  ): Promise<TSandboxSaved> {
    const object = objectOf(objectName);
    const keyField = findSandboxField(object, externalIdField);
    if (!keyField?.externalId)
      throw new SandboxCrmError(
        'NOT_FOUND',
        `Provided external ID field does not exist or is not accessible: ${externalIdField}`,
        [],
        404,
      );
    const { [EXTERNAL_KEY_FIELD]: _ignored, ...values } = normaliseSandboxValues(object, input);
    const existing = await repo.findByExternalKey(object.name, externalKey, tx);
    const merged = { ...(existing?.fields ?? {}), ...values };
    checkSandboxRecord(object, merged, values, now());
    await checkReferences(object, values, tx);
    // An upsert that finds its own record never meets the duplicate rule.
    if (!existing) await checkDuplicates(object, merged, options, tx);
    const row = await repo.upsertByExternalKey(
      { id: newSandboxId(object.name), object: object.name, externalKey, fields: values },
      tx,
    );
    return { id: row.id, created: row.inserted, row };
  }

  async function findIn(tx: TExecutor, object: TSandboxObject, id: string) {
    const row = await repo.findRecord(id, tx);
    if (!row || row.object !== object.name) throw notFoundError();
    return row;
  }

  async function updateIn(
    tx: TExecutor,
    objectName: string,
    id: string,
    input: Record<string, unknown>,
  ): Promise<TSandboxSaved> {
    const object = objectOf(objectName);
    const existing = await findIn(tx, object, id);
    const values = normaliseSandboxValues(object, input);
    const { [EXTERNAL_KEY_FIELD]: newKey, ...fields } = values;
    const merged = { ...existing.fields, ...fields };
    checkSandboxRecord(object, merged, fields, now());
    await checkReferences(object, fields, tx);
    const key = newKey === undefined ? existing.externalKey : (newKey as string | null);
    if (key && key !== existing.externalKey) await checkKeyFree(object, key, tx);
    const row = await repo.updateFields(id, { externalKey: key, fields: merged }, tx);
    return { id, created: false, row: row! };
  }

  async function deleteIn(tx: TExecutor, objectName: string, id: string) {
    const object = objectOf(objectName);
    await findIn(tx, object, id);
    await repo.deleteRecord(id, tx);
  }

  /** A slow save, while the fault is set: the write waits before it starts. */
  async function slowDown() {
    if (deps.faults === false) return;
    const delay = await repo.takeSaveDelay();
    if (delay > 0) await sleep(delay);
  }

  async function write<T>(run: (tx: TExecutor) => Promise<T>): Promise<T> {
    await slowDown();
    return db.transaction((tx) => run(tx));
  }

  function matches(op: '=' | '!=', wanted: TSoqlValue) {
    return (value: unknown) => {
      const same =
        typeof wanted === 'string' && typeof value === 'string'
          ? value.toLowerCase() === wanted.toLowerCase()
          : (value ?? null) === wanted;
      return op === '=' ? same : !same;
    };
  }

  return {
    objectOf,
    view,
    slowDown,
    create: (object: string, values: Record<string, unknown>, options: TSandboxWriteOptions = {}) =>
      write((tx) => createIn(tx, object, values, options)),
    upsert: (
      object: string,
      externalIdField: string,
      externalKey: string,
      values: Record<string, unknown>,
      options: TSandboxWriteOptions = {},
    ) => write((tx) => upsertIn(tx, object, externalIdField, externalKey, values, options)),
    update: (object: string, id: string, values: Record<string, unknown>) =>
      write((tx) => updateIn(tx, object, id, values)),
    remove: (object: string, id: string) => write((tx) => deleteIn(tx, object, id)),
    /** The writes of one composite request, inside the caller's transaction. */
    inTransaction: {
      create: createIn,
      upsert: upsertIn,
      update: updateIn,
      remove: deleteIn,
    },
    write,

    async get(objectName: string, id: string, tx: TExecutor = db): Promise<TSandboxRecordView> {
      const object = objectOf(objectName);
      return view(object, await findIn(tx, object, id));
    },
    async getByExternalKey(
      objectName: string,
      externalIdField: string,
      key: string,
    ): Promise<TSandboxRecordView> {
      const object = objectOf(objectName);
      if (!findSandboxField(object, externalIdField)?.externalId) throw notFoundError();
      const row = await repo.findByExternalKey(object.name, key);
      if (!row) throw notFoundError();
      return view(object, row);
    },
    /** The record an id names, whatever its object (record pages, lookups). */
    async findAny(id: string): Promise<TSandboxRecordView | null> {
      const row = await repo.findRecord(id);
      const object = row ? findSandboxObject(row.object) : findSandboxObjectById(id);
      return row && object ? view(object, row) : null;
    },
    async list(objectName: string, q: string | undefined, limit = 200) {
      const object = objectOf(objectName);
      const rows = await repo.listRecords(object.name, { q, limit });
      return rows.map((row) => view(object, row));
    },

    /** The small SOQL subset of sandbox-soql.ts, answered as Salesforce's query resource. */
    async query(soql: string, tx: TExecutor = db) {
      const parsed = parseSoql(soql);
      const object = objectOf(parsed.object);
      const fieldOf = (name: string) => {
        const field = findSandboxField(object, name);
        if (!field)
          throw new SandboxCrmError(
            'INVALID_FIELD',
            SANDBOX_MESSAGES.noSuchColumn(name, object.name),
          );
        return field.name;
      };
      const selected = parsed.fields.map(fieldOf);
      const filters = parsed.where.map((w) => ({
        field: fieldOf(w.field),
        test: matches(w.op, w.value),
      }));
      // An equality on Id or the External ID narrows the rows in SQL; the rest is filtered here.
      const exactOn = (name: string) => {
        const w = parsed.where.find(
          (c) => c.op === '=' && typeof c.value === 'string' && fieldOf(c.field) === name,
        );
        return w ? (w.value as string) : undefined;
      };
      const rows = await repo.listRecords(
        object.name,
        {
          limit: QUERY_ROWS_MAX,
          exact: { id: exactOn('Id'), externalKey: exactOn(EXTERNAL_KEY_FIELD) },
        },
        tx,
      );
      let views = rows
        .map((row) => view(object, row))
        .filter((v) => filters.every((f) => f.test(v.values[f.field])));
      if (parsed.orderBy) {
        const field = fieldOf(parsed.orderBy.field);
        const sign = parsed.orderBy.direction === 'DESC' ? -1 : 1;
        views = views.sort((a, b) => {
          const x = a.values[field];
          const y = b.values[field];
          if (x === y) return 0;
          if (x === null || x === undefined) return 1;
          if (y === null || y === undefined) return -1;
          return (x < y ? -1 : 1) * sign;
        });
      } else {
        views = views.reverse();
      }
      if (parsed.limit !== null) views = views.slice(0, parsed.limit);
      return {
        object,
        fields: selected,
        records: views,
      };
    },

    async faults() {
      const row = await repo.readSettings();
      return { saveDelayMs: row.saveDelayMs, count: row.saveDelayCount };
    },
    async setFaults(input: { saveDelayMs: number; count: number }) {
      const row = await repo.writeFaults({
        saveDelayMs: input.saveDelayMs,
        saveDelayCount: input.count,
      });
      return { saveDelayMs: row.saveDelayMs, count: row.saveDelayCount };
    },
    countApiCall: () => repo.countApiCall(),
    /** For reads outside a transaction. */
    repoExecutor: db as TExecutor,
    /** Wakes every slow save now (the app is closing). */
    wakeSleepers: () => {
      for (const wake of [...sleeping]) wake();
    },
    repo,
  };
}

export type TSandboxCrmService = ReturnType<typeof createSandboxCrmService>;
