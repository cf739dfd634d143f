import { findDescription, findJobTitle, numberLines, type Analyzer } from '@staffing/analyzer';
import { z } from 'zod';
import {
  canAnalysisFill,
  JD_FLAT_TO_ANALYSIS_KEY,
  keepFillableByAnalysis,
  NEED_ANALYSED_FIELDS,
  needFieldsFromJdAnalysis,
  ZCvAnalysis,
  ZJdAnalysis,
  type TJdAnalysis,
} from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import { serializeCandidate } from '../candidates/candidates.serializer.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';
import { keyPrefix } from '../files/object-keys.ts';
import type { TStorage } from '../files/storage.ts';
import { createStoredFilesRepository } from '../files/stored-files.repository.ts';
import { defineJob, permanentIfGone } from '../jobs/job-definition.ts';
import { FLOW_CATEGORY } from '../jobs/flows.repository.ts';
import type { TFlowRow } from '../jobs/flows.repository.ts';
import type { TJobs } from '../jobs/jobs.ts';
import { publishJobEvent, safePublishAll, type TJobEventType } from '../jobs/job-events.ts';
import { commitStageOnce } from '../jobs/stage-commit.ts';
import { serializeNeed } from '../needs/needs.serializer.ts';
import type { TNeedsService } from '../needs/needs.service.ts';
import type { TEventBus, TLiveEvent } from '../realtime/event-bus.ts';
import { guessJobTitle } from './apply-analysis.ts';
import type { TReadText } from './document-text.ts';
import { createApplyCv, ZCvApplied } from './apply-cv.ts';
import { createDocumentReviewsRepository } from './document-reviews.repository.ts';
import { extractStage, isPermanent, reviewedOr, ZExtracted } from './extract-stage.ts';

export const JOB_TYPES = { jd: 'jd_analysis', cv: 'cv_analysis' } as const;
export const UNKNOWN_CLIENT = 'Unknown client';

/** A job description to read: the stored upload, and whether its need was made for it. */
export const ZJdPayload = z.object({
  objectKey: z.string(),
  filename: z.string(),
  createdNeed: z.boolean(),
  placeholderTitle: z.string().optional(),
});
export type TJdPayload = z.infer<typeof ZJdPayload>;
/** A CV to read: the stored upload, and whether its candidate was made for it. */
export const ZCvPayload = z.object({
  objectKey: z.string(),
  filename: z.string(),
  createdCandidate: z.boolean(),
  placeholderName: z.string().optional(),
});
export type TCvPayload = z.infer<typeof ZCvPayload>;

/** Three attempts, 5 s apart at first; one stage may take 15 minutes (a slow AI endpoint). */
const ANALYSIS_RUN = {
  category: FLOW_CATEGORY.analysis,
  retry: { attempts: 3, backoffSeconds: 5 },
  timeoutSeconds: 15 * 60,
} as const;

/** What the analysis jobs and the analysis service (its routes' side) work with. */
export type TAnalysisDeps = {
  db: TDb;
  bus: TEventBus;
  storage: TStorage;
  analyzer: Analyzer;
  /** Reads the stored upload's text off the main thread, within the reading limits. */
  readText: TReadText;
  runner: TJobs;
  /** The owning modules: every write to a need, candidate or step goes through their commands. */
  needs: Pick<TNeedsService, 'commands' | 'repo'>;
  candidates: Pick<TCandidatesService, 'commands' | 'repo'>;
};

/** What the JD apply stage keeps: the need as it was written. */
const ZJdApplied = z.object({
  needId: z.string(),
  version: z.number(),
  title: z.string(),
  client: z.string(),
  description: z.string().nullable(),
});
type TJdApplied = z.infer<typeof ZJdApplied>;

/**
 * The analysis jobs. Their apply stages write through the needs and candidates commands (the
 * same merge, validation, audit, serialisation and live events as the manual routes) and commit
 * once per flow (`commitStageOnce`): a retried or duplicated apply writes nothing twice.
 */
export function registerAnalysisJobs(deps: TAnalysisDeps) {
  const { db, bus, storage, analyzer, readText, runner, needs, candidates } = deps;
  const stored = createStoredFilesRepository(db);
  const reviews = createDocumentReviewsRepository(db);

  const publishAll = (events: TLiveEvent[]) => safePublishAll(bus, events);
  async function deleteQuietly(keys: string[]) {
    for (const key of keys) await storage.delete(key).catch(() => {});
  }

  const progress =
    (eventType: TJobEventType, entityOf: (flow: TFlowRow) => string | null) =>
    async (flow: TFlowRow, stage: string, pct: number) => {
      const entityId = entityOf(flow);
      if (entityId)
        await publishJobEvent(bus, eventType, entityId, flow.id, {
          progress: pct,
          stage,
          need_id: flow.needId,
          candidate_id: flow.candidateId,
        });
    };

  /** The JD apply: the need's analysis columns, its stored analysis file, one commit per flow. */
  async function applyJd(
    flow: TFlowRow,
    payload: TJdPayload,
    analysis: TJdAnalysis,
    text: string,
  ): Promise<TJdApplied> {
    const needId = flow.needId!;
    // Kept beside the document, as the S3 layout of the earlier system did; named by flow so a
    // retry overwrites it rather than adding a file.
    const analysisKey = `${keyPrefix.jdAnalysis(needId)}/${flow.id.replace(/^flow_/, '')}.json`;
    await storage.put(
      analysisKey,
      Buffer.from(JSON.stringify(analysis, null, 2)),
      'application/json',
    );
    const committed = await commitStageOnce(
      db,
      flow.id,
      'apply',
      async (tx) => {
        const owner = { ownerType: 'need', ownerId: needId, kind: 'jd_analysis' } as const;
        const result = await needs.commands
          .change(
            tx,
            flow.createdBy,
            needId,
            'update_analysis',
            (need) => {
              const manual = need.manualFields ?? [];
              const current = need as unknown as Record<string, unknown>;
              const analysed = needFieldsFromJdAnalysis(analysis, {
                jdS3Url: need.jdS3Url,
                jdAnalysisS3Url: analysisKey,
              });
              // Hand-entered values win (docs/decisions/0012-reviewed-imports.md): the analysis fills
              // only empty fields no person set, and its object keeps the values that stay.
              const patch: Record<string, unknown> = {
                ...keepFillableByAnalysis(analysed, current, manual, NEED_ANALYSED_FIELDS),
                jdAnalysisStatus: 'READY',
              };
              const object = { ...analysed.jdAnalysis };
              for (const [flat, key] of Object.entries(JD_FLAT_TO_ANALYSIS_KEY))
                if (flat in analysed && !(flat in patch) && flat in current)
                  object[key] = current[flat];
              patch.jdAnalysis = object;
              const lines = numberLines(text);
              // A need made from this upload gets a real title and client, unless someone
              // already renamed it.
              if (
                payload.createdNeed &&
                need.title === payload.placeholderTitle &&
                !manual.includes('title')
              )
                patch.title = findJobTitle(lines)?.value ?? guessJobTitle(text, payload.filename);
              if (
                payload.createdNeed &&
                need.client === UNKNOWN_CLIENT &&
                analysis.company &&
                !manual.includes('client')
              )
                patch.client = analysis.company.slice(0, 100);
              // A short summary (the context or mission paragraph), never the whole document.
              if (canAnalysisFill('description', need.description, manual)) {
                const summary = findDescription(lines)?.value;
                if (summary) patch.description = summary;
              }
              return patch;
            },
            { audit: { source: JOB_TYPES.jd, flowId: flow.id } },
          )
          .catch(permanentIfGone);
        const released = await stored.replace({ ...owner, key: analysisKey }, tx);
        return { need: result.need, events: result.events, released };
      },
      ({ need }): TJdApplied => ({
        needId,
        version: need.version,
        title: need.title,
        client: need.client,
        description: need.description,
      }),
      ZJdApplied,
    );
    if (committed.applied) {
      await deleteQuietly(committed.work.released);
      await publishAll(committed.work.events);
    }
    return committed.output;
  }

  const applyCv = createApplyCv({ db, runner, needs, candidates, publishAll, deleteQuietly });

  const jd = defineJob({
    type: JOB_TYPES.jd,
    ...ANALYSIS_RUN,
    isPermanent,
    payload: ZJdPayload,
    outputs: { extract: ZExtracted, analyse: ZJdAnalysis, apply: ZJdApplied },
    stages: [
      extractStage(storage, readText, reviews, 'jd'),
      {
        name: 'analyse',
        role: 'classify',
        progress: 40,
        // A job description is analysed again even after its review (only its text is reused):
        // this run is what the need shows as 'analysis pending', and its analysis the need keeps.
        run: ({ output }) => analyzer.analyzeJobDescription(output('extract').text),
      },
      {
        name: 'apply',
        role: 'apply',
        progress: 80,
        run: ({ flow, payload, output }) =>
          applyJd(flow, payload, output('analyse'), output('extract').text),
      },
    ],
    onProgress: progress('need_analysis_progress', (flow) => flow.needId),
    async onComplete(flow, { analyse: analysis, apply: applied }) {
      const record = await needs.repo.findById(applied.needId);
      if (!record) return;
      const need = serializeNeed(record);
      await publishJobEvent(bus, 'need_analysis_complete', need.id, flow.id, {
        progress: 100,
        need_id: need.id,
        jd_analysis_status: 'READY',
        jd_analysis: analysis,
        need,
      });
    },
    async onError(flow, message) {
      if (flow.needId) {
        const result = await db
          .transaction((tx) =>
            needs.commands.change(
              tx,
              flow.createdBy,
              flow.needId!,
              'update_analysis',
              () => ({ jdAnalysisStatus: 'ERROR' }),
              { audit: { source: JOB_TYPES.jd, flowId: flow.id, error: message } },
            ),
          )
          .catch(() => undefined);
        if (result) await publishAll(result.events);
        await publishJobEvent(
          bus,
          'need_analysis_error',
          flow.needId,
          flow.id,
          { need_id: flow.needId, error: message, jd_analysis_status: 'ERROR' },
          message,
        );
      }
    },
  });

  const cv = defineJob({
    type: JOB_TYPES.cv,
    ...ANALYSIS_RUN,
    isPermanent,
    payload: ZCvPayload,
    outputs: { extract: ZExtracted, analyse: ZCvAnalysis, apply: ZCvApplied },
    stages: [
      extractStage(storage, readText, reviews, 'cv'),
      {
        name: 'analyse',
        role: 'classify',
        progress: 40,
        run: ({ output }) =>
          reviewedOr(reviews, output('extract'), 'cv', ZCvAnalysis, (text) =>
            analyzer.analyzeCv(text),
          ),
      },
      {
        name: 'apply',
        role: 'apply',
        progress: 80,
        run: ({ flow, payload, output }) => applyCv(flow, payload, output('analyse')),
      },
    ],
    onProgress: progress('candidate_analysis_progress', (flow) => flow.candidateId),
    async onComplete(flow, { apply: applied }) {
      const row = await candidates.repo.findById(applied.candidateId);
      if (!row) return;
      const links = await candidates.repo.needLinksFor([row.id]);
      const forNeed = flow.needId ? { needId: flow.needId, status: 'ACTIVE' } : undefined;
      const candidate = serializeCandidate(row, links, forNeed);
      await publishJobEvent(bus, 'candidate_analysis_complete', row.id, flow.id, {
        progress: 100,
        candidate_id: row.id,
        need_id: flow.needId,
        cv_analysis_status: 'READY',
        merged: applied.mergedFrom !== null,
        needsEmailEdit: !row.email,
        candidate,
      });
    },
    async onError(flow, message) {
      if (!flow.candidateId) return;
      const result = await db
        .transaction((tx) =>
          candidates.commands.applyAnalysis(
            tx,
            flow.createdBy,
            flow.candidateId!,
            { cvAnalysisStatus: 'ERROR' },
            { source: JOB_TYPES.cv, flowId: flow.id, error: message },
          ),
        )
        .catch(() => undefined);
      if (result) await publishAll(result.events);
      await publishJobEvent(
        bus,
        'candidate_analysis_error',
        flow.candidateId,
        flow.id,
        {
          candidate_id: flow.candidateId,
          need_id: flow.needId,
          error: message,
          cv_analysis_status: 'ERROR',
        },
        message,
      );
    },
  });

  runner.register(jd);
  runner.register(cv);
  return { jd, cv };
}
