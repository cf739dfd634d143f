import {
  checkStepCreation,
  checkStepDates,
  ErrorCode,
  getAllowedStepTypes,
  getStepDetailKey,
  isDeletableStep,
  isEditableStep,
  pickStepDetail,
  STEP_COMMENTS,
  STEP_RULE_MESSAGES,
  STEP_SOURCES,
  validateStepDetails,
  type TCreateStepRequest,
  type TErrorCode,
  type TStep,
  type TStepType,
  type TUpdateStepRequest,
} from '@staffing/domain';
import type { TDb, TExecutor } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { auditDiff, deleteAudited, writeAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { liveEvent, type TEventBus } from '../realtime/event-bus.ts';
import {
  assertCanMutateSteps,
  CANDIDATE_API_MESSAGES as M,
  isUniqueViolation,
} from './candidate-access.ts';
import { recomputeRetention, type TRetentionConfig } from './candidate-retention.ts';
import { createStepsRepository, type TStepRow } from './steps.repository.ts';
import { serializeStep } from './steps.serializer.ts';

export const STEP_API_MESSAGES = {
  notEditable: 'Only Candidate Sent, Candidate Interview, GO/NOGO and Sale steps can be edited',
  notDeletable: 'Only Candidate Sent, Candidate Interview, GO/NOGO and Sale steps can be deleted',
  pairRequired: 'needId and candidateId are required',
} as const;

/** Source written on the steps the server adds by itself. */
export const SYSTEM_STEP_SOURCE = STEP_SOURCES.system;

const PAIR_TYPE_INDEX = 'steps_pair_type_idx';

export function duplicateStepError(type: string): AppError {
  return new AppError(ErrorCode.DUPLICATE_STEP, STEP_RULE_MESSAGES.duplicate(type));
}

/**
 * The CANDIDATE_IDENTIFIED step of a candidate just created for (or linked to) a need, by hand or
 * from a CV, written in the caller's transaction with its audit record. The caller publishes
 * step_created (`stepEvent`) after commit.
 */
export async function addIdentifiedStep(
  tx: TExecutor,
  pair: { needId: string; candidateId: string },
  actorId: string | null,
): Promise<TStepRow> {
  const repo = createStepsRepository(tx);
  const row = await repo.insert(
    {
      ...pair,
      type: 'CANDIDATE_IDENTIFIED',
      status: 'COMPLETED',
      comment: STEP_COMMENTS.candidateCreated,
      source: SYSTEM_STEP_SOURCE,
    },
    tx,
  );
  await writeAudit(tx, {
    entityType: 'step',
    entityId: row.id,
    action: 'create',
    actorId,
    changes: { ...pair, type: row.type },
  });
  return row;
}

export function stepEvent(
  eventType: 'step_created' | 'step_updated' | 'step_deleted',
  step: TStep,
) {
  return liveEvent(eventType, step.id, {
    step,
    need_id: step.needId,
    candidate_id: step.candidateId,
  });
}

type TDetailBody = Pick<
  TCreateStepRequest,
  'detailCandidateSent' | 'detailCandidateInterview' | 'detailGoNoGo' | 'detailSale'
>;

function ruleError(
  check: { code: string; message: string; field?: string },
  extra?: Record<string, unknown>,
): AppError {
  return new AppError(check.code as TErrorCode, check.message, undefined, {
    ...(check.field ? { field: check.field } : {}),
    ...extra,
  });
}

export function createStepsService(deps: {
  db: TDb;
  bus: TEventBus;
  /** GDPR retention durations (config): a step can end a process, so move the deadline. */
  retention?: TRetentionConfig;
}) {
  const { db, bus } = deps;
  const repo = createStepsRepository(db);

  async function assertPair(needId: string, candidateId: string, tx: TExecutor = db, lock = false) {
    if (!(await repo.findNeed(needId, tx))) throw notFound(M.needNotFound);
    if (!(await repo.candidateExists(candidateId, tx))) throw notFound(M.candidateNotFound);
    if (!(await repo.isLinked(needId, candidateId, tx, lock))) throw notFound(M.notAssociated);
  }

  async function findStep(id: string): Promise<TStepRow> {
    const row = await repo.findById(id);
    if (!row) throw notFound(M.stepNotFound);
    return row;
  }

  return {
    repo,

    async listForPair(needId: string, candidateId: string): Promise<TStep[]> {
      await assertPair(needId, candidateId);
      return (await repo.listForPair(needId, candidateId)).map(serializeStep);
    },

    async list(filter: { needId?: string; candidateId?: string }): Promise<TStep[]> {
      return (await repo.list(filter)).map(serializeStep);
    },

    async latest(needId: string, candidateId: string): Promise<TStep> {
      await assertPair(needId, candidateId);
      const row = await repo.latestForPair(needId, candidateId);
      if (!row) throw notFound(M.noSteps);
      return serializeStep(row);
    },

    async create(
      actor: TActor,
      needId: string,
      candidateId: string,
      input: TCreateStepRequest,
    ): Promise<TStep> {
      assertCanMutateSteps(actor);
      const now = new Date();
      const key = getStepDetailKey(input.type);
      const detail = key ? ((input as TDetailBody)[key] ?? null) : null;
      // Quick No Go: the client sends only the decision and an optional reason.
      const isNoGo =
        input.type === 'GO_NOGO' && (detail as { decision?: string } | null)?.decision === 'NO_GO';
      const comment = input.comment ?? (isNoGo ? STEP_COMMENTS.quickNoGo : null);
      let row: TStepRow;
      try {
        row = await db.transaction(async (tx) => {
          await assertPair(needId, candidateId, tx, true);
          const existing = await repo.listForPair(needId, candidateId, tx);
          const existingTypes = existing.map((s) => s.type as TStepType);
          const check = checkStepCreation(
            existing.map((s) => ({ type: s.type as TStepType })),
            input,
            now,
          );
          if (!check.ok)
            throw ruleError(
              check,
              check.code === ErrorCode.STEP_NOT_ALLOWED
                ? { allowed: getAllowedStepTypes(existingTypes) }
                : undefined,
            );
          const created = await repo.insert(
            {
              needId,
              candidateId,
              type: input.type,
              status: input.status ?? 'COMPLETED',
              date: input.date ? new Date(input.date) : now,
              comment,
              propositionUrl: input.propositionUrl ?? null,
              missionUrl: input.missionUrl ?? null,
              meta: input.meta ?? null,
              detail: detail ? (detail as Record<string, unknown>) : null,
            },
            tx,
          );
          await writeAudit(tx, {
            entityType: 'step',
            entityId: created.id,
            action: 'create',
            actorId: actor.id,
            changes: { needId, candidateId, type: input.type },
          });
          await recomputeRetention(tx, candidateId, deps.retention);
          return created;
        });
      } catch (err) {
        // Two requests racing past the rule check: the partial unique index decides.
        if (isUniqueViolation(err, PAIR_TYPE_INDEX)) throw duplicateStepError(input.type);
        throw err;
      }
      const step = serializeStep(row);
      await bus.publish(stepEvent('step_created', step));
      return step;
    },

    async update(actor: TActor, id: string, input: TUpdateStepRequest): Promise<TStep> {
      assertCanMutateSteps(actor);
      const existing = await findStep(id);
      const type = existing.type as TStepType;
      if (!isEditableStep(type))
        throw new AppError(ErrorCode.VALIDATION, STEP_API_MESSAGES.notEditable);

      const changes: Record<string, unknown> = {};
      if (input.status !== undefined) changes.status = input.status;
      if (input.date !== undefined) changes.date = new Date(input.date);
      if (input.comment !== undefined) changes.comment = input.comment;
      if (input.propositionUrl !== undefined) changes.propositionUrl = input.propositionUrl;
      if (input.missionUrl !== undefined) changes.missionUrl = input.missionUrl;
      if (input.meta !== undefined) changes.meta = input.meta;
      const picked = pickStepDetail(type, input);
      if (picked) {
        const merged = {
          ...(existing.detail ?? {}),
          ...stripUndefined(picked.detail as Record<string, unknown>),
        };
        const required = validateStepDetails(type, merged, 'edit');
        if (!required.ok) throw ruleError(required);
        // Past/future checks belong to creation (an old step keeps its old dates); an edit
        // must still keep its dates in order.
        const dates = checkStepDates(type, merged, new Date());
        if (!dates.ok && dates.code === ErrorCode.INVALID_DATE_SEQUENCE) throw ruleError(dates);
        changes.detail = merged;
      }
      if (Object.keys(changes).length === 0) return serializeStep(existing);

      const row = await db.transaction(async (tx) => {
        const updated = await repo.update(id, changes, tx);
        if (!updated) throw notFound(M.stepNotFound);
        await writeAudit(tx, {
          entityType: 'step',
          entityId: id,
          action: 'update',
          actorId: actor.id,
          changes: {
            ...changes,
            type: existing.type,
            diff: auditDiff(existing, updated, Object.keys(changes)),
          },
        });
        await recomputeRetention(tx, updated.candidateId, deps.retention);
        return updated;
      });
      const step = serializeStep(row);
      await bus.publish(stepEvent('step_updated', step));
      return step;
    },

    async remove(actor: TActor, id: string): Promise<void> {
      assertCanMutateSteps(actor);
      const existing = await findStep(id);
      if (!isDeletableStep(existing.type as TStepType))
        throw new AppError(ErrorCode.VALIDATION, STEP_API_MESSAGES.notDeletable);
      await db.transaction(async (tx) => {
        await deleteAudited(tx, actor, 'step', id, {
          remove: () => repo.delete(id, tx),
          missing: () => notFound(M.stepNotFound),
          changes: () => ({
            type: existing.type,
            needId: existing.needId,
            candidateId: existing.candidateId,
          }),
        });
        await recomputeRetention(tx, existing.candidateId, deps.retention);
      });
      await bus.publish(stepEvent('step_deleted', serializeStep(existing)));
    },
  };
}

function stripUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

export type TStepsService = ReturnType<typeof createStepsService>;
