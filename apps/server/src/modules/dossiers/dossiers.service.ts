import {
  anonymiseDossier,
  buildDossierContent,
  can,
  DOSSIER_MESSAGES,
  ErrorCode,
  MAX_DOSSIER_TEMPLATE_BYTES,
  toSafeFileNamePart,
  type TDossierCapabilities,
  type TDossierDraft,
  type TDossierDraftSave,
  type TDossierFile,
  type TDossierGenerated,
  type TDossierGenerateRequest,
  type TDossierLanguage,
  type TDossierTemplateUpload,
} from '@staffing/domain';
import type { TDb, TExecutor } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError, badInput, forbidden, notFound } from '../../lib/errors.ts';
import { NOT_FOUND_MESSAGES } from '../../lib/path-params.ts';
import { contentTypeOf } from '../files/content-disposition.ts';
import { isValidObjectKey, keyPrefix, makeObjectKey } from '../files/object-keys.ts';
import type { TStorage } from '../files/storage.ts';
import { createStoredFilesRepository, type TStoredFile } from '../files/stored-files.repository.ts';
import { mailNeed, needLanguage } from '../mail/mail-input.ts';
import { convertDocxToPdf, isPdfAvailable } from './convert-to-pdf.ts';
import { DEFAULT_TEMPLATE_FILENAME, defaultDossierTemplate } from './default-template.ts';
import {
  createDossiersRepository,
  type TDossierKey,
  type TDossierRow,
} from './dossiers.repository.ts';
import { checkDossierTemplate, renderDossierDocx } from './render-dossier.ts';

/** The firm's settings own its template; there is one firm, so one fixed owner id. */
const FIRM_ID = '00000000-0000-0000-0000-000000000000';
const templateOwner = { ownerType: 'firm', ownerId: FIRM_ID, kind: 'dossier_template' } as const;
const dossiersOf = (candidateId: string) =>
  ({ ownerType: 'candidate', ownerId: candidateId, kind: 'dossier' }) as const;

/** The file id clients see: the uuid the server put in the stored key, never the key itself. */
const fileIdOf = (key: string) => /\/([a-z0-9-]+)\.[a-z]+$/.exec(key)?.[1] ?? '';

function toDossierFile(row: TStoredFile): TDossierFile {
  return {
    fileId: fileIdOf(row.key),
    candidateId: row.ownerId,
    filename: row.filename ?? 'dossier',
    format: row.key.endsWith('.pdf') ? 'pdf' : 'docx',
    createdAt: row.createdAt.toISOString(),
  };
}

export function createDossiersService(deps: { db: TDb; storage: TStorage }) {
  const { db, storage } = deps;
  const repo = createDossiersRepository(db);
  const stored = createStoredFilesRepository(db);

  const requireMaker = (actor: TActor) => {
    if (!can.makeDossier(actor.role)) throw forbidden(DOSSIER_MESSAGES.forbidden);
  };
  const requireAdmin = (actor: TActor) => {
    if (!can.manageDossierTemplate(actor.role)) throw forbidden(DOSSIER_MESSAGES.templateForbidden);
  };

  async function loadSubjects(candidateId: string, needId: string | null | undefined) {
    const candidate = await repo.findCandidate(candidateId);
    if (!candidate) throw notFound(NOT_FOUND_MESSAGES.candidate);
    const need = needId ? await repo.findNeed(needId) : null;
    if (needId && !need) throw notFound(NOT_FOUND_MESSAGES.need);
    return { candidate, need: need ?? null };
  }

  async function draftOf(
    candidateId: string,
    query: { needId?: string | null; language?: TDossierLanguage },
  ) {
    const { candidate, need } = await loadSubjects(candidateId, query.needId);
    // The language follows the need's (its description decides), French without a need.
    const language = query.language ?? (need ? needLanguage(mailNeed(need)) : 'fr');
    const key: TDossierKey = { candidateId, needId: need?.id ?? null, language };
    const row = await repo.findDraft(key);
    return { candidate, need, key, row };
  }

  function toDraft(
    subjects: Awaited<ReturnType<typeof draftOf>>,
    /** null: as the record says (after a reset). */
    row: TDossierRow | null | undefined = subjects.row,
  ): TDossierDraft {
    const { candidate, need, key } = subjects;
    const content = row?.content ?? buildDossierContent(candidate, need, key.language);
    return {
      candidateId: key.candidateId,
      needId: key.needId,
      language: key.language,
      content,
      version: row?.version ?? 0,
      edited: !!row,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      masked: anonymiseDossier(
        content,
        candidate,
        { anonymise: true, maskEmployers: true },
        key.language,
      ).masked,
    };
  }

  async function templateBytes(): Promise<{ bytes: Buffer; filename: string; custom: boolean }> {
    const file = await stored.current(templateOwner);
    const bytes = file && isValidObjectKey(file.key) ? await storage.get(file.key) : null;
    if (file && bytes)
      return { bytes, filename: file.filename ?? DEFAULT_TEMPLATE_FILENAME, custom: true };
    return {
      bytes: await defaultDossierTemplate(),
      filename: DEFAULT_TEMPLATE_FILENAME,
      custom: false,
    };
  }

  /** A draft's save or reset is audited on its candidate, naming the need and the language. */
  const auditDraft = (
    tx: TExecutor,
    actor: TActor,
    key: TDossierKey,
    action: 'dossier_save' | 'dossier_reset',
  ) =>
    writeAudit(tx, {
      entityType: 'candidate',
      entityId: key.candidateId,
      action,
      actorId: actor.id,
      changes: { needId: key.needId, language: key.language },
    });

  const stale = () => new AppError(ErrorCode.STALE_UPDATE, DOSSIER_MESSAGES.stale);

  return {
    async getDraft(
      actor: TActor,
      candidateId: string,
      query: { needId?: string; language?: TDossierLanguage },
    ): Promise<TDossierDraft> {
      requireMaker(actor);
      return toDraft(await draftOf(candidateId, query));
    },

    /** Saves the person's edits; the version they read must still be the stored one. */
    async saveDraft(
      actor: TActor,
      candidateId: string,
      input: TDossierDraftSave,
    ): Promise<TDossierDraft> {
      requireMaker(actor);
      const subjects = await draftOf(candidateId, input);
      const row = await db.transaction(async (tx) => {
        const saved =
          input.version === 0
            ? await repo.insertDraft(subjects.key, input.content, actor.id, tx)
            : await repo.updateDraft(subjects.key, input.version, input.content, actor.id, tx);
        if (!saved) throw stale();
        await auditDraft(tx, actor, subjects.key, 'dossier_save');
        return saved;
      });
      return toDraft(subjects, row);
    },

    /** Forgets the edits: the next draft is built from the record again. */
    async resetDraft(
      actor: TActor,
      candidateId: string,
      query: { needId?: string; language?: TDossierLanguage },
    ): Promise<TDossierDraft> {
      requireMaker(actor);
      const subjects = await draftOf(candidateId, query);
      await db.transaction(async (tx) => {
        if (!(await repo.deleteDraft(subjects.key, tx))) return;
        await auditDraft(tx, actor, subjects.key, 'dossier_reset');
      });
      return toDraft(subjects, null);
    },

    /**
     * The dossier as a file in the firm's template, from the saved edits (or the record), stored
     * with the candidate. Anonymisation is applied here only, so the edits stay whole.
     */
    async generate(
      actor: TActor,
      candidateId: string,
      input: TDossierGenerateRequest,
      baseUrl: string,
    ): Promise<TDossierGenerated> {
      requireMaker(actor);
      const subjects = await draftOf(candidateId, input);
      const draft = toDraft(subjects);
      const { content, masked } = anonymiseDossier(
        draft.content,
        subjects.candidate,
        { anonymise: input.anonymise, maskEmployers: input.maskEmployers },
        draft.language,
      );
      const template = await templateBytes();
      const docx = await renderDossierDocx(template.bytes, content, draft.language);
      const bytes = input.format === 'pdf' ? await convertDocxToPdf(docx) : docx;
      const filename = [
        'DC',
        toSafeFileNamePart(content.name) || 'candidate',
        toSafeFileNamePart(subjects.need?.title).slice(0, 40),
        draft.language.toUpperCase(),
      ]
        .filter(Boolean)
        .join('_')
        .concat(`.${input.format}`);
      const key = makeObjectKey(keyPrefix.dossier(candidateId), input.format);
      await storage.put(key, bytes, contentTypeOf(filename));
      await db.transaction(async (tx) => {
        await stored.record({ ...dossiersOf(candidateId), key, filename }, tx);
        await writeAudit(tx, {
          entityType: 'candidate',
          entityId: candidateId,
          action: 'dossier_generate',
          actorId: actor.id,
          changes: {
            needId: draft.needId,
            language: draft.language,
            format: input.format,
            anonymised: input.anonymise,
            masked: masked.map((m) => m.field),
          },
        });
      });
      const row = await stored.find(key);
      return {
        ...toDossierFile(row!),
        downloadUrl: await storage.downloadUrl(key, filename, baseUrl),
        masked,
      };
    },

    async listFiles(actor: TActor, candidateId: string): Promise<{ items: TDossierFile[] }> {
      requireMaker(actor);
      await loadSubjects(candidateId, null);
      const rows = await stored.listOwned({ ownerType: 'candidate', ownerId: candidateId });
      return {
        items: rows
          .filter((r) => r.kind === 'dossier')
          .reverse()
          .map(toDossierFile),
      };
    },

    /** A stored dossier's bytes, found through the candidate that owns it. */
    async file(actor: TActor, candidateId: string, fileId: string) {
      requireMaker(actor);
      const rows = await stored.listOwned({ ownerType: 'candidate', ownerId: candidateId });
      const row = rows.find((r) => r.kind === 'dossier' && fileIdOf(r.key) === fileId);
      const bytes = row && isValidObjectKey(row.key) ? await storage.get(row.key) : null;
      if (!row || !bytes) throw notFound(DOSSIER_MESSAGES.fileNotFound);
      return { bytes, filename: row.filename ?? `dossier.${toDossierFile(row).format}` };
    },

    async capabilities(actor: TActor): Promise<TDossierCapabilities> {
      requireMaker(actor);
      const file = await stored.current(templateOwner);
      return {
        pdf: await isPdfAvailable(),
        customTemplate: !!file,
        templateFilename: file?.filename ?? null,
      };
    },

    /** The template in use (the firm's, or the default one to start a firm's template from). */
    async template(actor: TActor) {
      requireAdmin(actor);
      const { bytes, filename } = await templateBytes();
      return { bytes, filename };
    },

    /** Replaces the firm's template once docxtemplater can read it (422 with its reason otherwise). */
    async putTemplate(actor: TActor, input: TDossierTemplateUpload): Promise<TDossierCapabilities> {
      requireAdmin(actor);
      if (!/^[A-Za-z0-9+/=\s]+$/.test(input.contentBase64))
        throw badInput(DOSSIER_MESSAGES.templateBase64);
      const bytes = Buffer.from(input.contentBase64, 'base64');
      if (bytes.length > MAX_DOSSIER_TEMPLATE_BYTES)
        throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, DOSSIER_MESSAGES.templateTooLarge);
      await checkDossierTemplate(bytes);
      const filename = input.filename.replace(/[\\/]/g, '_');
      const key = makeObjectKey(keyPrefix.dossierTemplate(), 'docx');
      await storage.put(key, bytes, contentTypeOf('x.docx'));
      const released = await db.transaction(async (tx) => {
        await stored.record({ ...templateOwner, key, filename }, tx);
        await writeAudit(tx, {
          entityType: 'dossier_template',
          entityId: FIRM_ID,
          action: 'update',
          actorId: actor.id,
          changes: { filename },
        });
        return stored.release(templateOwner, key, tx);
      });
      for (const k of released) if (isValidObjectKey(k)) await storage.delete(k).catch(() => {});
      return { pdf: await isPdfAvailable(), customTemplate: true, templateFilename: filename };
    },

    /** Back to the default template. */
    async resetTemplate(actor: TActor): Promise<void> {
      requireAdmin(actor);
      const released = await db.transaction(async (tx) => {
        const keys = await stored.release(templateOwner, undefined, tx);
        if (keys.length > 0)
          await writeAudit(tx, {
            entityType: 'dossier_template',
            entityId: FIRM_ID,
            action: 'reset',
            actorId: actor.id,
          });
        return keys;
      });
      for (const k of released) if (isValidObjectKey(k)) await storage.delete(k).catch(() => {});
    },
  };
}

export type TDossiersService = ReturnType<typeof createDossiersService>;
