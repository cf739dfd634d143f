import crypto from 'node:crypto';
import { MAX_ANALYSIS_FILE_BYTES, type Analyzer } from '@staffing/analyzer';
import { can } from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { writeAudit } from '../../lib/audit.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { checkDocument } from '../files/check-document.ts';
import { contentTypeOf } from '../files/content-disposition.ts';
import type { TAnalysisStarter } from '../files/files.service.ts';
import { keyPrefix, makeObjectKey } from '../files/object-keys.ts';
import type { TStorage } from '../files/storage.ts';
import { createStoredFilesRepository } from '../files/stored-files.repository.ts';
import type { TFlowRunner } from '../jobs/flow-runner.ts';
import { FLOW_CATEGORY, type TFlowRow } from '../jobs/flows.repository.ts';
import { safePublish } from '../jobs/job-events.ts';
import { liveEvent, type TEventBus, type TLiveEvent } from '../realtime/event-bus.ts';
import { nameFromFilename, titleFromFilename } from './apply-analysis.ts';
import { JOB_TYPES, UNKNOWN_CLIENT, type TCvPayload, type TJdPayload } from './analysis.jobs.ts';
import { IDENTIFIED_STEP_COMMENT, type TAnalysisRepository } from './analysis.repository.ts';

export type TUploadedFile = { filename: string; bytes: Buffer };
export type TFileType = 'jd' | 'cv';
export type TAnalyzeResult = {
  entity_id: string;
  need_id?: string;
  candidate_id?: string;
  filename: string;
  status: 'PENDING';
};

type TDeps = {
  db: TDb;
  bus: TEventBus;
  storage: TStorage;
  analyzer: Analyzer;
  repo: TAnalysisRepository;
  runner: TFlowRunner;
};

/** Recruiters are read-only (spec 001 section 6): no AI analysis of any kind. */
export function assertCanAnalyze(actor: TActor) {
  if (!can.runAnalysis(actor.role)) throw forbidden();
}

function requireFor(actor: TActor, type: TFileType) {
  const allowed = type === 'jd' ? can.mutateNeeds(actor.role) : can.mutateCandidates(actor.role);
  if (!allowed)
    throw forbidden(
      type === 'jd'
        ? 'You do not have permission to modify needs'
        : 'You do not have permission to modify candidates',
    );
}

export function createAnalysisService(deps: TDeps) {
  const { db, bus, storage, analyzer, repo, runner } = deps;
  const stored = createStoredFilesRepository(db);

  async function publishAll(events: TLiveEvent[]) {
    for (const event of events) await safePublish(bus, event);
  }

  /** Flow row + PENDING status in the caller's transaction; enqueue after it commits. */
  async function queueJd(
    actor: TActor,
    needId: string,
    needName: string,
    payload: TJdPayload,
    tx: Parameters<Parameters<TDb['transaction']>[0]>[0],
  ) {
    return runner.create(
      {
        type: JOB_TYPES.jd,
        category: FLOW_CATEGORY.analysis,
        payload,
        needId,
        needName,
        createdBy: actor.id,
        message: payload.filename,
      },
      tx,
    );
  }

  async function startJdUpload(
    actor: TActor,
    file: TUploadedFile,
    ext: string,
    needId: string | undefined,
  ): Promise<TAnalyzeResult> {
    const id = needId ?? crypto.randomUUID();
    const objectKey = makeObjectKey(keyPrefix.jd(id), ext);
    await storage.put(objectKey, file.bytes, contentTypeOf(objectKey));
    let released: string[] = [];
    let flow: TFlowRow;
    let event: TLiveEvent;
    try {
      ({ flow, event } = await db.transaction(async (tx) => {
        if (needId) {
          const need = await repo.findNeed(needId, tx);
          if (!need) throw notFound('Need not found');
          const row = (await repo.updateNeed(
            needId,
            { jdS3Url: objectKey, jobDescriptionFile: file.filename, jdAnalysisStatus: 'PENDING' },
            tx,
          ))!;
          const owner = { ownerType: 'need', ownerId: needId, kind: 'jd' } as const;
          await stored.record({ ...owner, key: objectKey, filename: file.filename }, tx);
          released = await stored.release(owner, objectKey, tx);
          await writeAudit(tx, {
            entityType: 'need',
            entityId: needId,
            action: 'jd_upload',
            actorId: actor.id,
            changes: { jobDescriptionFile: file.filename },
          });
          const created = await queueJd(
            actor,
            needId,
            row.title,
            { objectKey, filename: file.filename, createdNeed: false },
            tx,
          );
          return {
            flow: created,
            event: liveEvent('need_updated', needId, {
              id: needId,
              jdS3Url: objectKey,
              jobDescriptionFile: file.filename,
              jdAnalysisStatus: 'PENDING',
              version: row.version,
            }),
          };
        }
        const title = titleFromFilename(file.filename);
        const row = await repo.insertNeed(
          {
            id,
            title,
            client: UNKNOWN_CLIENT,
            consultants: actor.role === 'Sales' ? [actor.id] : [],
            createdBy: actor.id,
            jdS3Url: objectKey,
            jobDescriptionFile: file.filename,
            jdAnalysisStatus: 'PENDING',
          },
          tx,
        );
        await stored.record(
          { ownerType: 'need', ownerId: id, kind: 'jd', key: objectKey, filename: file.filename },
          tx,
        );
        await writeAudit(tx, {
          entityType: 'need',
          entityId: id,
          action: 'create',
          actorId: actor.id,
          changes: { source: 'jd_analysis', jobDescriptionFile: file.filename },
        });
        const created = await queueJd(
          actor,
          id,
          title,
          { objectKey, filename: file.filename, createdNeed: true, placeholderTitle: title },
          tx,
        );
        return {
          flow: created,
          event: liveEvent('need_created', id, {
            id,
            title: row.title,
            client: row.client,
            column: row.column,
            priority: row.priority,
            jdAnalysisStatus: 'PENDING',
          }),
        };
      }));
    } catch (err) {
      await storage.delete(objectKey).catch(() => {});
      throw err;
    }
    for (const key of released) await storage.delete(key).catch(() => {});
    await publishAll([event]);
    await runner.enqueue(flow);
    return { entity_id: flow.id, need_id: id, filename: file.filename, status: 'PENDING' };
  }

  async function startCvUpload(
    actor: TActor,
    file: TUploadedFile,
    ext: string,
    needId: string | undefined,
  ): Promise<TAnalyzeResult> {
    const id = crypto.randomUUID();
    const objectKey = makeObjectKey(keyPrefix.cv(id), ext);
    await storage.put(objectKey, file.bytes, contentTypeOf(objectKey));
    const name = nameFromFilename(file.filename);
    let flow: TFlowRow;
    const events: TLiveEvent[] = [];
    try {
      flow = await db.transaction(async (tx) => {
        const row = await repo.insertCandidate(
          {
            id,
            name,
            cvUrl: objectKey,
            cvFileKey: objectKey,
            cvFileName: file.filename,
            cvAnalysisStatus: 'PENDING',
          },
          tx,
        );
        await stored.record(
          {
            ownerType: 'candidate',
            ownerId: id,
            kind: 'cv',
            key: objectKey,
            filename: file.filename,
          },
          tx,
        );
        events.push(
          liveEvent('candidate_created', id, {
            id,
            name: row.name,
            cvAnalysisStatus: 'PENDING',
            need_id: needId ?? null,
          }),
        );
        if (needId) {
          const step = await repo.linkIdentified(needId, id, IDENTIFIED_STEP_COMMENT, tx);
          // The link and its step get their audit records, as a manual creation writes them.
          await writeAudit(tx, {
            entityType: 'need_candidate',
            entityId: `${needId}:${id}`,
            action: 'link',
            actorId: actor.id,
          });
          if (step) {
            await writeAudit(tx, {
              entityType: 'step',
              entityId: step.id,
              action: 'create',
              actorId: actor.id,
              changes: { needId, candidateId: id, type: step.type },
            });
            events.push(
              liveEvent('step_created', step.id, {
                id: step.id,
                type: step.type,
                needId,
                candidateId: id,
                date: step.date.toISOString(),
                comment: step.comment,
              }),
            );
          }
        }
        await writeAudit(tx, {
          entityType: 'candidate',
          entityId: id,
          action: 'create',
          actorId: actor.id,
          changes: { source: 'cv_analysis', needId: needId ?? null },
        });
        const payload: TCvPayload = {
          objectKey,
          filename: file.filename,
          createdCandidate: true,
          placeholderName: name,
        };
        return runner.create(
          {
            type: JOB_TYPES.cv,
            category: FLOW_CATEGORY.analysis,
            payload,
            needId: needId ?? null,
            candidateId: id,
            candidateName: name,
            createdBy: actor.id,
            message: file.filename,
          },
          tx,
        );
      });
    } catch (err) {
      await storage.delete(objectKey).catch(() => {});
      throw err;
    }
    await publishAll(events);
    await runner.enqueue(flow);
    return {
      entity_id: flow.id,
      candidate_id: id,
      ...(needId ? { need_id: needId } : {}),
      filename: file.filename,
      status: 'PENDING',
    };
  }

  const starter: TAnalysisStarter = {
    async startJdAnalysis(actor, { needId, objectKey, filename }) {
      const { flow, version } = await db.transaction(async (tx) => {
        const row = await repo.updateNeed(needId, { jdAnalysisStatus: 'PENDING' }, tx);
        if (!row) throw notFound('Need not found');
        return {
          flow: await queueJd(
            actor,
            needId,
            row.title,
            { objectKey, filename, createdNeed: false },
            tx,
          ),
          version: row.version,
        };
      });
      await safePublish(
        bus,
        liveEvent('need_updated', needId, { id: needId, jdAnalysisStatus: 'PENDING', version }),
      );
      await runner.enqueue(flow);
      return { flowId: flow.id };
    },
    async startCvAnalysis(actor, { candidateId, objectKey, filename }) {
      const { flow, version } = await db.transaction(async (tx) => {
        const row = await repo.updateCandidate(candidateId, { cvAnalysisStatus: 'PENDING' }, tx);
        if (!row) throw notFound('Candidate not found');
        const payload: TCvPayload = { objectKey, filename, createdCandidate: false };
        const created = await runner.create(
          {
            type: JOB_TYPES.cv,
            category: FLOW_CATEGORY.analysis,
            payload,
            candidateId,
            candidateName: row.name,
            candidateEmail: row.email,
            createdBy: actor.id,
            message: filename,
          },
          tx,
        );
        return { flow: created, version: row.version };
      });
      await safePublish(
        bus,
        liveEvent('candidate_updated', candidateId, {
          id: candidateId,
          cvAnalysisStatus: 'PENDING',
          version,
        }),
      );
      await runner.enqueue(flow);
      return { flowId: flow.id };
    },
  };

  return {
    ...starter,

    /**
     * `POST /analysisIA/files/analyze`: every file is checked before anything is written, so a
     * refused file creates no record; then each gets its record, its stored copy and its job.
     */
    async analyzeUploads(
      actor: TActor,
      input: { files: TUploadedFile[]; types: TFileType[]; needId?: string },
    ) {
      assertCanAnalyze(actor);
      input.types.forEach((type) => requireFor(actor, type));
      if (input.needId && !(await repo.findNeed(input.needId))) throw notFound('Need not found');
      const checked: string[] = [];
      for (const file of input.files)
        checked.push(await checkDocument(file.bytes, file.filename, MAX_ANALYSIS_FILE_BYTES));
      const results: TAnalyzeResult[] = [];
      for (const [index, file] of input.files.entries()) {
        const type = input.types[index]!;
        results.push(
          type === 'jd'
            ? await startJdUpload(actor, file, checked[index]!, input.needId)
            : await startCvUpload(actor, file, checked[index]!, input.needId),
        );
      }
      return { results };
    },

    /** `POST /analysisIA`: the analysis of a pasted text, answered at once. */
    async analyzeText(actor: TActor, input: { text: string; type: TFileType }) {
      assertCanAnalyze(actor);
      const analysis =
        input.type === 'jd'
          ? await analyzer.analyzeJobDescription(input.text)
          : await analyzer.analyzeCv(input.text);
      return { type: input.type, provider: analyzer.name, analysis };
    },
  };
}

export type TAnalysisService = ReturnType<typeof createAnalysisService>;
