import {
  detectDocumentType,
  extractText,
  isAnalyzerError,
  type Analyzer,
} from '@staffing/analyzer';
import type { TCvAnalysis, TJdAnalysis } from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { keyPrefix } from '../files/object-keys.ts';
import type { TStorage } from '../files/storage.ts';
import { createStoredFilesRepository } from '../files/stored-files.repository.ts';
import {
  PermanentJobError,
  type TFlowRunner,
  type TJobDefinition,
  type TStageContext,
} from '../jobs/flow-runner.ts';
import { FLOW_CATEGORY } from '../jobs/flows.repository.ts';
import type { TFlowRow } from '../jobs/flows.repository.ts';
import { publishJobEvent, safePublish } from '../jobs/job-events.ts';
import { liveEvent, type TEventBus } from '../realtime/event-bus.ts';
import { findMissingSkills } from '../scoring/score-relevance.ts';
import {
  candidateFieldsFromCvAnalysis,
  guessJobTitle,
  needFieldsFromJdAnalysis,
} from './apply-analysis.ts';
import type { TAnalysisRepository, TCandidateRow } from './analysis.repository.ts';

export const JOB_TYPES = { jd: 'jd_analysis', cv: 'cv_analysis' } as const;
export const UNKNOWN_CLIENT = 'Unknown client';

export type TJdPayload = {
  objectKey: string;
  filename: string;
  createdNeed: boolean;
  placeholderTitle?: string;
};
export type TCvPayload = {
  objectKey: string;
  filename: string;
  createdCandidate: boolean;
  placeholderName?: string;
};

const ANALYSIS_QUEUE_SETTINGS = { expireInSeconds: 15 * 60, retryLimit: 2, retryDelaySeconds: 5 };

type TDeps = {
  db: TDb;
  bus: TEventBus;
  storage: TStorage;
  analyzer: Analyzer;
  repo: TAnalysisRepository;
  runner: TFlowRunner;
};

/** A bad document stays bad; only an unreachable AI endpoint is worth another attempt. */
function isPermanent(err: unknown): boolean {
  return isAnalyzerError(err) && err.code !== 'AI_ENDPOINT_FAILED';
}

export function serializeCandidateRow(row: TCandidateRow) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    scoredAt: row.scoredAt ? row.scoredAt.toISOString() : null,
  };
}

function extractStage(storage: TStorage) {
  return {
    name: 'extract',
    progress: 10,
    async run({ flow }: TStageContext) {
      const { objectKey } = flow.payload as { objectKey: string };
      const bytes = await storage.get(objectKey);
      if (!bytes) throw new PermanentJobError('The uploaded file is no longer available');
      const type = await detectDocumentType(bytes, objectKey);
      return { text: await extractText(bytes, type), type };
    },
  };
}

const textOf = (outputs: Record<string, unknown>) => (outputs.extract as { text: string }).text;

export function registerAnalysisJobs(deps: TDeps) {
  const { db, bus, storage, analyzer, repo, runner } = deps;
  const stored = createStoredFilesRepository(db);

  const progress =
    (eventType: string, entityOf: (flow: TFlowRow) => string | null) =>
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

  const jd: TJobDefinition = {
    type: JOB_TYPES.jd,
    queue: 'jd-analysis',
    settings: ANALYSIS_QUEUE_SETTINGS,
    isPermanent,
    stages: [
      extractStage(storage),
      {
        name: 'analyse',
        progress: 40,
        run: async ({ outputs }) => analyzer.analyzeJobDescription(textOf(outputs)),
      },
      {
        name: 'apply',
        progress: 80,
        async run({ flow, outputs }) {
          const payload = flow.payload as TJdPayload;
          const analysis = outputs.analyse as TJdAnalysis;
          const needId = flow.needId!;
          const need = await repo.findNeed(needId);
          if (!need) throw new PermanentJobError('Need not found');
          // Kept beside the document, as the S3 layout of the earlier system did; named by flow so a retry overwrites it.
          const analysisKey = `${keyPrefix.jdAnalysis(needId)}/${flow.id.replace(/^flow_/, '')}.json`;
          await storage.put(
            analysisKey,
            Buffer.from(JSON.stringify(analysis, null, 2)),
            'application/json',
          );
          const patch: Record<string, unknown> = {
            ...needFieldsFromJdAnalysis(analysis, {
              jdS3Url: need.jdS3Url,
              jdAnalysisS3Url: analysisKey,
            }),
            jdAnalysisStatus: 'READY',
          };
          // A need made from this upload gets a real title and client, unless someone already renamed it.
          if (payload.createdNeed && need.title === payload.placeholderTitle)
            patch.title = guessJobTitle(textOf(outputs), payload.filename);
          if (payload.createdNeed && need.client === UNKNOWN_CLIENT && analysis.company)
            patch.client = analysis.company.slice(0, 100);
          if (!need.description) patch.description = textOf(outputs).slice(0, 2000);
          const owner = { ownerType: 'need', ownerId: needId, kind: 'jd_analysis' } as const;
          const { saved, released } = await db.transaction(async (tx) => {
            const row = await repo.updateNeed(needId, patch, tx);
            if (!row) throw new PermanentJobError('Need not found');
            await stored.record({ ...owner, key: analysisKey }, tx);
            const released = await stored.release(owner, analysisKey, tx);
            await writeAudit(tx, {
              entityType: 'need',
              entityId: needId,
              action: 'jd_analysis',
              actorId: flow.createdBy,
              changes: { flowId: flow.id },
            });
            return { saved: row, released };
          });
          for (const key of released) await storage.delete(key).catch(() => {});
          return {
            needId,
            version: saved.version,
            title: saved.title,
            client: saved.client,
            description: saved.description,
          };
        },
      },
    ],
    onProgress: progress('need_analysis_progress', (flow) => flow.needId),
    async onComplete(flow, outputs) {
      const analysis = outputs.analyse as TJdAnalysis;
      const applied = outputs.apply as {
        needId: string;
        version: number;
        title: string;
        client: string;
        description: string | null;
      };
      const need = await repo.findNeed(applied.needId);
      if (!need) return;
      const fields = {
        id: need.id,
        title: need.title,
        client: need.client,
        description: need.description,
        version: need.version,
        jdAnalysisStatus: need.jdAnalysisStatus,
        jdAnalysis: need.jdAnalysis,
        jdAnalysisS3Url: need.jdAnalysisS3Url,
        jdS3Url: need.jdS3Url,
        jobDescriptionFile: need.jobDescriptionFile,
        jdSeniority: need.jdSeniority,
        jdTeam: need.jdTeam,
        jdProjectName: need.jdProjectName,
        jdCompany: need.jdCompany,
        jdLocation: need.jdLocation,
        jdEducation: need.jdEducation,
        jdExperienceYears: need.jdExperienceYears,
        jdResponsibilities: need.jdResponsibilities,
        jdRequiredSkills: need.jdRequiredSkills,
        jdDesiredSkills: need.jdDesiredSkills,
        jdSoftSkills: need.jdSoftSkills,
      };
      await safePublish(bus, liveEvent('need_updated', need.id, fields));
      await publishJobEvent(bus, 'need_analysis_complete', need.id, flow.id, {
        progress: 100,
        need_id: need.id,
        jd_analysis_status: 'READY',
        jd_analysis: analysis,
        need: fields,
      });
    },
    async onError(flow, message) {
      if (!flow.needId) return;
      const row = await repo
        .updateNeed(flow.needId, { jdAnalysisStatus: 'ERROR' })
        .catch(() => undefined);
      if (row)
        await safePublish(
          bus,
          liveEvent('need_updated', row.id, {
            id: row.id,
            jdAnalysisStatus: 'ERROR',
            version: row.version,
          }),
        );
      await publishJobEvent(
        bus,
        'need_analysis_error',
        flow.needId,
        flow.id,
        { need_id: flow.needId, error: message, jd_analysis_status: 'ERROR' },
        message,
      );
    },
  };

  const cv: TJobDefinition = {
    type: JOB_TYPES.cv,
    queue: 'cv-analysis',
    settings: ANALYSIS_QUEUE_SETTINGS,
    isPermanent,
    stages: [
      extractStage(storage),
      {
        name: 'analyse',
        progress: 40,
        run: async ({ outputs }) => analyzer.analyzeCv(textOf(outputs)),
      },
      {
        name: 'apply',
        progress: 80,
        async run({ flow, outputs }) {
          const payload = flow.payload as TCvPayload;
          const analysis = { ...(outputs.analyse as TCvAnalysis) };
          const candidate = await repo.findCandidate(flow.candidateId!);
          if (!candidate) throw new PermanentJobError('Candidate not found');
          const need = flow.needId ? await repo.findNeed(flow.needId) : undefined;
          if (need && need.jdRequiredSkills.length > 0 && analysis.missingskills.length === 0) {
            analysis.missingskills = findMissingSkills(need.jdRequiredSkills, analysis.hardskills);
          }
          const fields: Record<string, unknown> = {
            ...candidateFieldsFromCvAnalysis(analysis),
            cvAnalysisStatus: 'READY',
          };
          const isPlaceholder =
            payload.createdCandidate && candidate.name === payload.placeholderName;
          if (analysis.name && (isPlaceholder || !candidate.name))
            fields.name = analysis.name.slice(0, 200);
          if (analysis.phone && !candidate.phone) fields.phone = analysis.phone;
          const email = analysis.email?.trim() || null;
          const owner = email
            ? await repo.findOtherCandidateByEmail(email, candidate.id)
            : undefined;

          if (owner && payload.createdCandidate) {
            // The CV belongs to someone we already know: fold the new record into theirs (DECISIONS.md).
            const merged = Object.fromEntries(
              Object.entries({
                ...fields,
                cvUrl: candidate.cvUrl,
                cvFileKey: candidate.cvFileKey,
                cvFileName: candidate.cvFileName,
              }).filter(
                ([key, value]) =>
                  value !== null &&
                  value !== undefined &&
                  value !== '' &&
                  !(key === 'name' && owner.name),
              ),
            );
            const cvOwner = { ownerType: 'candidate', ownerId: owner.id, kind: 'cv' } as const;
            const released = await db.transaction(async (tx) => {
              // The CV goes with the merge: the ledger hands it to the existing candidate.
              let released: string[] = [];
              if (candidate.cvFileKey) {
                released = await stored.release(cvOwner, candidate.cvFileKey, tx);
                await stored.reassign(candidate.cvFileKey, owner.id, tx);
              }
              await repo.moveLinks(candidate.id, owner.id, tx);
              await repo.deleteCandidate(candidate.id, tx);
              await repo.updateCandidate(owner.id, merged, tx);
              await writeAudit(tx, {
                entityType: 'candidate',
                entityId: owner.id,
                action: 'cv_analysis_merge',
                actorId: flow.createdBy,
                changes: { mergedFrom: candidate.id, flowId: flow.id },
              });
              return released;
            });
            for (const key of released) await storage.delete(key).catch(() => {});
            await runner.flows.update(flow.id, { candidateId: owner.id });
            return { candidateId: owner.id, mergedFrom: candidate.id };
          }
          if (email && !owner && !candidate.email) fields.email = email;
          await db.transaction(async (tx) => {
            await repo.updateCandidate(candidate.id, fields, tx);
            await writeAudit(tx, {
              entityType: 'candidate',
              entityId: candidate.id,
              action: 'cv_analysis',
              actorId: flow.createdBy,
              changes: { flowId: flow.id },
            });
          });
          return { candidateId: candidate.id, mergedFrom: null };
        },
      },
    ],
    onProgress: progress('candidate_analysis_progress', (flow) => flow.candidateId),
    async onComplete(flow, outputs) {
      const applied = outputs.apply as { candidateId: string; mergedFrom: string | null };
      const row = await repo.findCandidate(applied.candidateId);
      if (!row) return;
      const candidate = serializeCandidateRow(row);
      if (applied.mergedFrom) {
        await safePublish(
          bus,
          liveEvent('candidate_deleted', applied.mergedFrom, {
            id: applied.mergedFrom,
            merged_into: row.id,
            need_id: flow.needId,
          }),
        );
      }
      await safePublish(
        bus,
        liveEvent('candidate_updated', row.id, { ...candidate, need_id: flow.needId }),
      );
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
      const row = await repo
        .updateCandidate(flow.candidateId, { cvAnalysisStatus: 'ERROR' })
        .catch(() => undefined);
      if (row)
        await safePublish(
          bus,
          liveEvent('candidate_updated', row.id, {
            id: row.id,
            cvAnalysisStatus: 'ERROR',
            version: row.version,
            need_id: flow.needId,
          }),
        );
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
  };

  runner.register(jd);
  runner.register(cv);
}

export const ANALYSIS_CATEGORY = FLOW_CATEGORY.analysis;
