import crypto from 'node:crypto';
import { MAX_ANALYSIS_FILE_BYTES } from '@staffing/analyzer';
import {
  can,
  candidatePatchFromCvAnalysis,
  cvAnalysisEmail,
  ZCvAnalysis,
  type TAnalyzeTextResult,
  type TAnalyzeUploadResult,
  type TAnalyzeUploadsResponse,
  type TDocumentPreview,
  type TDocumentPreviewResponse,
  type TPreviewTextRequest,
} from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { checkDocument } from '../files/check-document.ts';
import { contentTypeOf } from '../files/content-disposition.ts';
import type { TAnalysisStarter } from '../files/analysis-starter.ts';
import { keyPrefix, makeObjectKey } from '../files/object-keys.ts';
import { createStoredFilesRepository } from '../files/stored-files.repository.ts';
import { FLOW_CATEGORY, type TFlowRow } from '../jobs/flows.repository.ts';
import { safePublishAll } from '../jobs/job-events.ts';
import type { TLiveEvent } from '../realtime/event-bus.ts';
import { nameFromFilename, titleFromFilename } from './apply-analysis.ts';
import {
  JOB_TYPES,
  UNKNOWN_CLIENT,
  type TAnalysisDeps,
  type TCvPayload,
  type TJdPayload,
} from './analysis.jobs.ts';
import { contentHash, createDocumentReviewsRepository } from './document-reviews.repository.ts';
import { previewDocument } from './preview-document.ts';
import { previewClientText } from './preview-text.ts';

export type TUploadedFile = { filename: string; bytes: Buffer };
export type TFileType = 'jd' | 'cv';

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

export function createAnalysisService(deps: TAnalysisDeps) {
  const { db, bus, storage, analyzer, readText, runner, needs, candidates } = deps;
  const stored = createStoredFilesRepository(db);
  const reviews = createDocumentReviewsRepository(db);

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
  ): Promise<TAnalyzeUploadResult> {
    const id = needId ?? crypto.randomUUID();
    const objectKey = makeObjectKey(keyPrefix.jd(id), ext);
    await storage.put(objectKey, file.bytes, contentTypeOf(objectKey));
    let released: string[] = [];
    let flow: TFlowRow;
    let events: TLiveEvent[];
    try {
      ({ flow, events } = await db.transaction(async (tx) => {
        if (needId) {
          const changed = await needs.commands.change(
            tx,
            actor.id,
            needId,
            'jd_upload',
            () => ({
              jdS3Url: objectKey,
              jobDescriptionFile: file.filename,
              jdAnalysisStatus: 'PENDING',
            }),
            { audit: { source: JOB_TYPES.jd } },
          );
          const owner = { ownerType: 'need', ownerId: needId, kind: 'jd' } as const;
          released = await stored.replace(
            { ...owner, key: objectKey, filename: file.filename },
            tx,
          );
          const created = await queueJd(
            actor,
            needId,
            changed.need.title,
            { objectKey, filename: file.filename, createdNeed: false },
            tx,
          );
          return { flow: created, events: changed.events };
        }
        const title = titleFromFilename(file.filename);
        const made = await needs.commands.create(
          tx,
          actor.id,
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
          { audit: { source: JOB_TYPES.jd, jobDescriptionFile: file.filename } },
        );
        await stored.record(
          { ownerType: 'need', ownerId: id, kind: 'jd', key: objectKey, filename: file.filename },
          tx,
        );
        const created = await queueJd(
          actor,
          id,
          title,
          { objectKey, filename: file.filename, createdNeed: true, placeholderTitle: title },
          tx,
        );
        return { flow: created, events: made.events };
      }));
    } catch (err) {
      await storage.delete(objectKey).catch(() => {});
      throw err;
    }
    for (const key of released) await storage.delete(key).catch(() => {});
    await safePublishAll(bus, events);
    await runner.enqueue(flow);
    return { entity_id: flow.id, need_id: id, filename: file.filename, status: 'PENDING' };
  }

  async function startCvUpload(
    actor: TActor,
    file: TUploadedFile,
    ext: string,
    needId: string | undefined,
    needTitle?: string,
  ): Promise<TAnalyzeUploadResult> {
    const id = crypto.randomUUID();
    const objectKey = makeObjectKey(keyPrefix.cv(id), ext);
    await storage.put(objectKey, file.bytes, contentTypeOf(objectKey));
    const name = nameFromFilename(file.filename);
    let flow: TFlowRow;
    const events: TLiveEvent[] = [];
    try {
      flow = await db.transaction(async (tx) => {
        // The same command as a manual add: create (no e-mail yet, so no merge before the
        // analysis reads one), link, identified step, audit records, live events.
        const made = await candidates.commands.createOrMerge(
          tx,
          actor.id,
          {
            id,
            name,
            cvUrl: objectKey,
            cvFileKey: objectKey,
            cvFileName: file.filename,
            cvAnalysisStatus: 'PENDING',
          },
          needId,
          { source: JOB_TYPES.cv },
        );
        events.push(...made.events);
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
            needName: needTitle ?? null,
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
    await safePublishAll(bus, events);
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
      const { flow, events } = await db.transaction(async (tx) => {
        const changed = await needs.commands.change(
          tx,
          actor.id,
          needId,
          'update_analysis',
          () => ({ jdAnalysisStatus: 'PENDING' }),
          { audit: { source: JOB_TYPES.jd } },
        );
        return {
          flow: await queueJd(
            actor,
            needId,
            changed.need.title,
            { objectKey, filename, createdNeed: false },
            tx,
          ),
          events: changed.events,
        };
      });
      await safePublishAll(bus, events);
      await runner.enqueue(flow);
      return { flowId: flow.id };
    },
    async startCvAnalysis(actor, { candidateId, objectKey, filename }) {
      const { flow, events } = await db.transaction(async (tx) => {
        const started = await candidates.commands.applyAnalysis(
          tx,
          actor.id,
          candidateId,
          { cvAnalysisStatus: 'PENDING' },
          { source: JOB_TYPES.cv },
        );
        const payload: TCvPayload = { objectKey, filename, createdCandidate: false };
        const created = await runner.create(
          {
            type: JOB_TYPES.cv,
            category: FLOW_CATEGORY.analysis,
            payload,
            candidateId,
            candidateName: started.row.name,
            candidateEmail: started.row.email,
            createdBy: actor.id,
            message: filename,
          },
          tx,
        );
        return { flow: created, events: started.events };
      });
      await safePublishAll(bus, events);
      await runner.enqueue(flow);
      return { flowId: flow.id };
    },
    async reviewedCvChanges(tx, candidateId, bytes) {
      const sha256 = contentHash(bytes);
      const kept = await reviews.find(sha256, 'cv', tx);
      const parsed = kept ? ZCvAnalysis.safeParse(kept.analysis) : undefined;
      const candidate = parsed?.success ? await candidates.repo.findById(candidateId, tx) : null;
      if (!parsed?.success || !candidate) return null;
      await reviews.forget(sha256, 'cv', tx);
      // The same write the CV job would make for an uploaded CV (no merge, no need).
      const email = cvAnalysisEmail(parsed.data);
      const holder = email ? await candidates.repo.findByEmail(email, tx) : undefined;
      return candidatePatchFromCvAnalysis(parsed.data, candidate, {
        isPlaceholderName: false,
        emailHeldByOther: holder !== undefined && holder.id !== candidate.id,
      });
    },
  };

  return {
    ...starter,

    /**
     * `POST /analysisIA/files/analyze` with `preview=true` (docs/decisions/0012-reviewed-imports.md):
     * each file read and analysed for the review, synchronously; no record, stored file, flow or
     * audit record is written. The screens create or update the record through the ordinary
     * routes once the person confirms.
     */
    async previewUploads(
      actor: TActor,
      input: { files: TUploadedFile[]; types: TFileType[] },
    ): Promise<TDocumentPreviewResponse> {
      assertCanAnalyze(actor);
      input.types.forEach((type) => requireFor(actor, type));
      const previews: TDocumentPreview[] = [];
      for (const [index, file] of input.files.entries())
        previews.push(
          await previewDocument({ analyzer, readText, reviews }, file, input.types[index]!),
        );
      return { previews };
    },

    /**
     * `POST /analysisIA/files/analyze`: every file is checked before anything is written, so a
     * refused file creates no record; then each gets its record, its stored copy and its job.
     */
    async analyzeUploads(
      actor: TActor,
      input: { files: TUploadedFile[]; types: TFileType[]; needId?: string },
    ): Promise<TAnalyzeUploadsResponse> {
      assertCanAnalyze(actor);
      input.types.forEach((type) => requireFor(actor, type));
      const need = input.needId ? await needs.repo.findById(input.needId) : undefined;
      if (input.needId && !need) throw notFound('Need not found');
      const checked: string[] = [];
      for (const file of input.files)
        checked.push(await checkDocument(file.bytes, file.filename, MAX_ANALYSIS_FILE_BYTES));
      const results: TAnalyzeUploadResult[] = [];
      for (const [index, file] of input.files.entries()) {
        const type = input.types[index]!;
        results.push(
          type === 'jd'
            ? await startJdUpload(actor, file, checked[index]!, input.needId)
            : await startCvUpload(actor, file, checked[index]!, input.needId, need?.title),
        );
      }
      return { results };
    },

    /** `POST /analysisIA`: the analysis of a pasted text, answered at once. */
    /**
     * `POST /analysisIA/text/preview`: a client's e-mail or a call for tender read as needs, one
     * per position, nothing written.
     */
    async previewText(
      actor: TActor,
      input: TPreviewTextRequest,
    ): Promise<TDocumentPreviewResponse> {
      assertCanAnalyze(actor);
      requireFor(actor, 'jd');
      return previewClientText({ analyzer, readText }, input);
    },

    async analyzeText(
      actor: TActor,
      input: { text: string; type: TFileType },
    ): Promise<TAnalyzeTextResult> {
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
