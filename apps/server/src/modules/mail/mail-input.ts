import { detectLanguage, type TMailLanguage, type TMailNeed } from '@staffing/analyzer';
import {
  CV_MAIL_MESSAGES,
  getCvMailEntryErrors,
  toMailAvailability,
  toMailTjm,
} from '@staffing/domain';
import type { needs } from '../../db/schema/index.ts';
import { badInput } from '../../lib/errors.ts';
import type { TCvMailPayload } from './mail-job-schemas.ts';

export const MAIL_JOB_TYPES = { cv: 'cv_mail', need: 'need_mail' } as const;
export const MAIL_MESSAGES = {
  keyRequired: 'job_analysis_key is required',
  jobKeyInvalid: 'job_analysis_key must be a need id or the key of its analysis file',
  cvKeyInvalid: 'cv_analysis_keys must hold candidate ids or the keys of their files',
  notFound: 'Failed to retrieve generated email',
  needNotFound: 'Failed to retrieve generated need email',
  attachmentInvalid: 'attachments must name dossiers generated for the selected candidates',
} as const;

/**
 * docs/decisions/0011-analysis-api.md: a key is a record id, or the key of a file the server stored for that record.
 * A file key is resolved through the ledger of stored files, so it names its true owner and
 * only a file of the expected kind counts; an id read out of a made-up path is not trusted.
 */
export const KEY_KINDS = {
  need: { ownerType: 'need', kinds: ['jd', 'jd_analysis'] },
  candidate: { ownerType: 'candidate', kinds: ['cv'] },
} as const;

export type TCvMailInput = {
  jobAnalysisKey: string;
  cvAnalysisKeys: string[];
  cvDetails: Record<string, { tjm?: unknown; availability?: unknown } | undefined>;
  /** Dossier file ids (optional: the spec's request has none). */
  attachments?: string[];
};

/** `idOf` maps each key of the request to its record id (null when it names none). */
export function checkCvMailInput(
  input: TCvMailInput,
  idOf: (key: string, of: keyof typeof KEY_KINDS) => string | null,
) {
  if (!input.jobAnalysisKey?.trim()) throw badInput(MAIL_MESSAGES.keyRequired);
  const needId = idOf(input.jobAnalysisKey, 'need');
  if (!needId) throw badInput(MAIL_MESSAGES.jobKeyInvalid);
  const keys = (input.cvAnalysisKeys ?? []).filter((k) => typeof k === 'string' && k.trim());
  if (keys.length === 0) throw badInput(CV_MAIL_MESSAGES.selectCandidate);
  const chosen: TCvMailPayload['candidates'] = [];
  for (const key of keys) {
    const id = idOf(key, 'candidate');
    if (!id) throw badInput(MAIL_MESSAGES.cvKeyInvalid);
    const details = input.cvDetails?.[key] ?? input.cvDetails?.[id] ?? {};
    // The dialog's own rules and messages; the first refusal is the answer.
    const refusal = Object.values(getCvMailEntryErrors(details))[0];
    const tjm = toMailTjm(details.tjm);
    if (refusal || tjm === null) throw badInput(refusal ?? CV_MAIL_MESSAGES.tjmRequired);
    const availability = toMailAvailability(details.availability);
    if (!chosen.some((c) => c.id === id))
      chosen.push({ id, tjm, availability: availability.slice(0, 200) });
  }
  return { needId, candidates: chosen };
}

export function mailNeed(row: typeof needs.$inferSelect): TMailNeed {
  return {
    title: row.title,
    client: row.client,
    description: row.description,
    seniority: row.jdSeniority,
    experienceYears: row.jdExperienceYears,
    location: row.jdLocation,
    requiredSkills: row.jdRequiredSkills,
    desiredSkills: row.jdDesiredSkills,
    responsibilities: row.jdResponsibilities,
  };
}

/** "Subject: …" / "Objet : …", a blank line, the body: a written mail split for a mailto. */
export function splitMail(content: string): { subject: string; body: string } {
  const [first = '', ...rest] = content.split('\n');
  const match = /^(?:Subject|Objet)\s*:\s*(.*)$/i.exec(first.trim());
  if (!match) return { subject: '', body: content.trim() };
  return { subject: match[1]!.trim(), body: rest.join('\n').trim() };
}

/** The need's own language: its description, title and responsibilities decide. */
export function needLanguage(need: TMailNeed): TMailLanguage {
  return detectLanguage([need.title, need.description ?? '', ...need.responsibilities].join('\n'));
}
