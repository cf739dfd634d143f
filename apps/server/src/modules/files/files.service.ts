import { MAX_ANALYSIS_FILE_BYTES, MAX_CARD_CV_FILE_BYTES } from '@staffing/analyzer';
import {
  can,
  type TCompletedCvUpload,
  type TCompletedJdUpload,
  type TCvDownloadUrl,
  type TPresignedUpload,
  getCvDownloadName,
  toSafeFileNamePart,
} from '@staffing/domain';
import type { TDb, TExecutor } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { AppError, badInput, forbidden, notFound } from '../../lib/errors.ts';
import { safePublishAll } from '../jobs/job-events.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';
import type { TNeedsService } from '../needs/needs.service.ts';
import type { TEventBus } from '../realtime/event-bus.ts';
import type { TAnalysisStarter } from './analysis-starter.ts';
import { checkDocument, tooLarge, unsupportedType } from './check-document.ts';
import { contentTypeOf } from './content-disposition.ts';
import { createFilesRepository } from './files.repository.ts';
import {
  cleanUploadName,
  extensionOf,
  isDocumentExtension,
  isValidObjectKey,
  keyPrefix,
  makeObjectKey,
} from './object-keys.ts';
import type { TFileTokenSigner } from './signed-token.ts';
import { createStoredFilesRepository } from './stored-files.repository.ts';
import type { TStorage, TUploadMethod } from './storage.ts';

export const FILE_MESSAGES = {
  noJd: 'No job description for this need',
  noJdAnalysis: 'No job description analysis for this need',
  noCv: 'No CV available for this candidate',
  needNotFound: 'Need not found',
  candidateNotFound: 'Candidate not found',
  uploadMissing: 'The uploaded file was not found. Please upload it again.',
  wrongKey: 'This upload does not belong to this record',
  recruiterUpload: 'Recruiters cannot upload or delete files',
  recruiterCv: 'Recruiters cannot download CVs',
  recruiterJdAnalysis: 'Recruiters cannot download the job description analysis',
} as const;

export type TDownload = { bytes: Buffer; filename: string };
type TUploadInput = { objectKey: string; filename: string };

type TDeps = {
  db: TDb;
  bus: TEventBus;
  storage: TStorage;
  signer: TFileTokenSigner;
  analysis: TAnalysisStarter;
  /** The owning modules: need and candidate rows are written through their commands only. */
  needs: Pick<TNeedsService, 'commands'>;
  candidates: Pick<TCandidatesService, 'commands'>;
};

function requireMutate(actor: TActor) {
  if (!can.mutateNeeds(actor.role)) throw forbidden(FILE_MESSAGES.recruiterUpload);
}

function documentExtension(filename: string): string {
  const ext = extensionOf(filename);
  if (!isDocumentExtension(ext)) throw unsupportedType();
  return ext;
}

export function createFilesService(deps: TDeps) {
  const { db, bus, storage, signer, analysis, needs, candidates } = deps;
  const repo = createFilesRepository(db);
  const stored = createStoredFilesRepository(db);
  const jdOf = (needId: string) => ({
    ownerType: 'need' as const,
    ownerId: needId,
    kind: 'jd' as const,
  });
  const cvOf = (candidateId: string) => ({
    ownerType: 'candidate' as const,
    ownerId: candidateId,
    kind: 'cv' as const,
  });

  /**
   * Checks an upload to complete: its key under the owner's `prefix`, its name cleaned, and its
   * bytes in storage (a refused upload is removed again).
   */
  async function checkUpload(input: TUploadInput, prefix: string, maxBytes: number) {
    const { objectKey } = input;
    if (!isValidObjectKey(objectKey) || !objectKey.startsWith(`${prefix}/`))
      throw badInput(FILE_MESSAGES.wrongKey);
    const filename = cleanUploadName(input.filename, { max: 200, fallback: '' });
    const size = await storage.size(objectKey);
    if (size === null) throw badInput(FILE_MESSAGES.uploadMissing);
    try {
      if (size > maxBytes) throw tooLarge(maxBytes);
      const bytes = await storage.get(objectKey);
      if (!bytes) throw badInput(FILE_MESSAGES.uploadMissing);
      const type = await checkDocument(bytes, filename, maxBytes);
      if (type !== extensionOf(objectKey)) throw unsupportedType();
      return { filename, bytes };
    } catch (err) {
      await storage.delete(objectKey).catch(() => {});
      throw err;
    }
  }

  /** Where to send a document's bytes: a new key under the owner's `prefix`, of its type. */
  function presignDocument(
    prefix: string,
    maxBytes: number,
    input: { filename: string; method: TUploadMethod },
    baseUrl: string,
  ): Promise<TPresignedUpload> {
    return storage.presignUpload({
      objectKey: makeObjectKey(prefix, documentExtension(input.filename)),
      method: input.method,
      maxBytes,
      contentType: contentTypeOf(input.filename),
      baseUrl,
    });
  }

  /** Deletes objects the ledger has just released (after the transaction committed). */
  async function removeQuietly(keys: readonly string[]) {
    for (const key of keys) if (isValidObjectKey(key)) await storage.delete(key).catch(() => {});
  }

  /** The bytes of the owner's current file, found through the ledger only. */
  async function ownedBytes(owner: ReturnType<typeof jdOf> | ReturnType<typeof cvOf>) {
    const file = await stored.current(owner);
    if (!file || !isValidObjectKey(file.key)) return null;
    const bytes = await storage.get(file.key);
    return bytes ? { file, bytes } : null;
  }

  return {
    repo,

    async presignJd(
      actor: TActor,
      needId: string,
      input: { filename: string; method: TUploadMethod },
      baseUrl: string,
    ): Promise<TPresignedUpload> {
      requireMutate(actor);
      if (!(await repo.findNeed(needId))) throw notFound(FILE_MESSAGES.needNotFound);
      return presignDocument(keyPrefix.jd(needId), MAX_ANALYSIS_FILE_BYTES, input, baseUrl);
    },

    async completeJd(
      actor: TActor,
      needId: string,
      input: TUploadInput,
    ): Promise<TCompletedJdUpload> {
      requireMutate(actor);
      const need = await repo.findNeed(needId);
      if (!need) throw notFound(FILE_MESSAGES.needNotFound);
      const { filename } = await checkUpload(input, keyPrefix.jd(needId), MAX_ANALYSIS_FILE_BYTES);
      const { events, released } = await db.transaction(async (tx) => {
        const changed = await needs.commands.change(tx, actor.id, needId, 'jd_upload', () => ({
          jdS3Url: input.objectKey,
          jobDescriptionFile: filename,
        }));
        const file = { ...jdOf(needId), key: input.objectKey, filename };
        const released = await stored.replace(file, tx);
        return { events: changed.events, released };
      });
      await removeQuietly(released);
      await safePublishAll(bus, events);
      const { flowId } = await analysis.startJdAnalysis(actor, {
        needId,
        objectKey: input.objectKey,
        filename,
      });
      return {
        objectKey: input.objectKey,
        filename,
        jdS3Url: input.objectKey,
        jobDescriptionFile: filename,
        jdAnalysisStatus: 'PENDING',
        entity_id: flowId,
        job_id: flowId,
      };
    },

    async jdFile(_actor: TActor, needId: string): Promise<TDownload> {
      const need = await repo.findNeed(needId);
      if (!need) throw notFound(FILE_MESSAGES.needNotFound);
      const owned = await ownedBytes(jdOf(needId));
      if (!owned) throw notFound(FILE_MESSAGES.noJd);
      const ext = extensionOf(owned.file.key);
      const given = owned.file.filename ?? need.jobDescriptionFile;
      const name = given && extensionOf(given) === ext ? given : `job_description.${ext}`;
      return { bytes: owned.bytes, filename: name };
    },

    async deleteJd(actor: TActor, needId: string) {
      requireMutate(actor);
      const need = await repo.findNeed(needId);
      if (!need) throw notFound(FILE_MESSAGES.needNotFound);
      if (!(await stored.current(jdOf(needId)))) throw notFound(FILE_MESSAGES.noJd);
      const { events, released } = await db.transaction(async (tx) => {
        const changed = await needs.commands.change(tx, actor.id, needId, 'jd_delete', () => ({
          jdS3Url: null,
          jobDescriptionFile: null,
        }));
        const released = await stored.release(jdOf(needId), undefined, tx);
        return { events: changed.events, released };
      });
      await removeQuietly(released);
      await safePublishAll(bus, events);
    },

    async jdAnalysisFile(actor: TActor, needId: string): Promise<TDownload> {
      if (!can.downloadCv(actor.role)) throw forbidden(FILE_MESSAGES.recruiterJdAnalysis);
      const need = await repo.findNeed(needId);
      if (!need) throw notFound(FILE_MESSAGES.needNotFound);
      if (!need.jdAnalysis) throw notFound(FILE_MESSAGES.noJdAnalysis);
      const filename = `JD_analysis_${toSafeFileNamePart(need.title) || 'need'}.json`;
      return { bytes: Buffer.from(JSON.stringify(need.jdAnalysis, null, 2)), filename };
    },

    async presignCv(
      actor: TActor,
      candidateId: string,
      input: { filename: string; method: TUploadMethod },
      baseUrl: string,
    ): Promise<TPresignedUpload> {
      requireMutate(actor);
      if (!(await repo.findCandidate(candidateId))) throw notFound(FILE_MESSAGES.candidateNotFound);
      return presignDocument(keyPrefix.cv(candidateId), MAX_CARD_CV_FILE_BYTES, input, baseUrl);
    },

    async completeCv(
      actor: TActor,
      candidateId: string,
      input: TUploadInput & { analyze: boolean },
    ): Promise<TCompletedCvUpload> {
      requireMutate(actor);
      const candidate = await repo.findCandidate(candidateId);
      if (!candidate) throw notFound(FILE_MESSAGES.candidateNotFound);
      const prefix = keyPrefix.cv(candidateId);
      const { filename, bytes } = await checkUpload(input, prefix, MAX_CARD_CV_FILE_BYTES);
      const values = { cvUrl: input.objectKey, cvFileKey: input.objectKey, cvFileName: filename };
      const { events, released, reviewed } = await db.transaction(async (tx) => {
        // A CV its review already read is not read again: its analysis goes in this one write.
        const reviewed = input.analyze
          ? await analysis.reviewedCvChanges(tx, candidateId, bytes)
          : null;
        const audit = { cvFileName: filename, ...(reviewed ? { analysis: 'reviewed' } : {}) };
        const changes = { ...reviewed, ...values };
        const updated = await candidates.commands.update(
          tx,
          actor.id,
          candidateId,
          'cv_upload',
          changes,
          { audit },
        );
        const file = { ...cvOf(candidateId), key: input.objectKey, filename };
        const released = await stored.replace(file, tx);
        return { events: updated.events, released, reviewed: reviewed !== null };
      });
      await removeQuietly(released);
      await safePublishAll(bus, events);
      const flowId =
        input.analyze && !reviewed
          ? (
              await analysis.startCvAnalysis(actor, {
                candidateId,
                objectKey: input.objectKey,
                filename,
              })
            ).flowId
          : null;
      return {
        objectKey: input.objectKey,
        filename,
        ...values,
        cvAnalysisStatus: flowId ? 'PENDING' : undefined,
        entity_id: flowId,
        job_id: flowId,
      };
    },

    async cvDownloadUrl(
      actor: TActor,
      candidateId: string,
      baseUrl: string,
    ): Promise<TCvDownloadUrl> {
      if (!can.downloadCv(actor.role)) throw forbidden(FILE_MESSAGES.recruiterCv);
      const candidate = await repo.findCandidate(candidateId);
      if (!candidate) throw notFound(FILE_MESSAGES.candidateNotFound);
      const key = (await stored.current(cvOf(candidateId)))?.key;
      if (!key || !isValidObjectKey(key) || (await storage.size(key)) === null)
        throw notFound(FILE_MESSAGES.noCv);
      return {
        downloadUrl: await storage.downloadUrl(
          key,
          getCvDownloadName(candidate.name, key),
          baseUrl,
        ),
      };
    },

    async cvFile(actor: TActor, candidateId: string): Promise<TDownload> {
      if (!can.downloadCv(actor.role)) throw forbidden(FILE_MESSAGES.recruiterCv);
      const candidate = await repo.findCandidate(candidateId);
      if (!candidate) throw notFound(FILE_MESSAGES.candidateNotFound);
      const owned = await ownedBytes(cvOf(candidateId));
      if (!owned) throw notFound(FILE_MESSAGES.noCv);
      return {
        bytes: owned.bytes,
        filename: getCvDownloadName(candidate.name, owned.file.key),
      };
    },

    async deleteCv(actor: TActor, candidateId: string) {
      requireMutate(actor);
      const candidate = await repo.findCandidate(candidateId);
      if (!candidate) throw notFound(FILE_MESSAGES.candidateNotFound);
      // Only a file this candidate owns in the ledger: never the key its cvUrl happens to hold.
      if (!(await stored.current(cvOf(candidateId)))) throw notFound(FILE_MESSAGES.noCv);
      const values = { cvUrl: null, cvFileKey: null, cvFileName: null };
      const { events, released } = await db.transaction(async (tx) => {
        const updated = await candidates.commands.update(
          tx,
          actor.id,
          candidateId,
          'cv_delete',
          values,
        );
        const released = await stored.release(cvOf(candidateId), undefined, tx);
        return { events: updated.events, released };
      });
      await removeQuietly(released);
      await safePublishAll(bus, events);
    },

    /**
     * GDPR access export: every file the candidate owns, with its bytes (null when the object is
     * gone from storage).
     */
    async candidateFiles(candidateId: string) {
      const rows = await stored.listOwned({ ownerType: 'candidate', ownerId: candidateId });
      const out: { key: string; kind: string; filename: string | null; bytes: Buffer | null }[] =
        [];
      for (const row of rows)
        out.push({
          key: row.key,
          kind: row.kind,
          filename: row.filename,
          bytes: isValidObjectKey(row.key) ? await storage.get(row.key) : null,
        });
      return out;
    },

    /** A candidate's removal: forgets its files in the caller's tx; `removeStored` the keys after. */
    releaseCandidateFiles: (tx: TExecutor, candidateId: string): Promise<string[]> =>
      stored.releaseAll({ ownerType: 'candidate', ownerId: candidateId }, tx),

    /** A need's hard delete: forgets its files (JD, analysis) in the caller's transaction. */
    releaseNeedFiles: (tx: TExecutor, needId: string): Promise<string[]> =>
      stored.releaseAll({ ownerType: 'need', ownerId: needId }, tx),

    /** Deletes released objects from storage (after the transaction committed). */
    removeStored: removeQuietly,

    /** The local driver's upload endpoint: the signed token names the key and the limit. */
    async acceptUpload(token: string, bytes: Buffer) {
      const claims = signer.verify(token, 'upload');
      if (!claims) throw new AppError('FORBIDDEN', 'This upload link is invalid or has expired');
      await checkDocument(bytes, claims.key, claims.max);
      await storage.put(claims.key, bytes, contentTypeOf(claims.key));
      return { objectKey: claims.key };
    },

    uploadLimit(token: string): number | null {
      return signer.verify(token, 'upload')?.max ?? null;
    },

    async signedDownload(token: string): Promise<TDownload> {
      const claims = signer.verify(token, 'download');
      if (!claims) throw new AppError('FORBIDDEN', 'This download link is invalid or has expired');
      const bytes = await storage.get(claims.key);
      if (!bytes) throw notFound('File not found');
      return { bytes, filename: claims.name };
    },
  };
}

export type TFilesService = ReturnType<typeof createFilesService>;
