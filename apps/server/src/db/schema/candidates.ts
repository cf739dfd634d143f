import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ownerUuid, searchText, ts, updatedAt, version } from './columns.ts';
import { needs } from './needs.ts';

export const candidates = pgTable(
  'candidates',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    cvUrl: text('cv_url'),
    cvFileKey: text('cv_file_key'),
    cvFileName: text('cv_file_name'),
    expectedTjm: doublePrecision('expected_tjm'),
    salesforceId: text('salesforce_id'),
    linkedinUrl: text('linkedin_url'),
    cvRole: text('cv_role'),
    cvExperienceYears: text('cv_experience_years'),
    cvTrigramme: text('cv_trigramme'),
    cvCity: text('cv_city'),
    cvPostalCode: text('cv_postal_code'),
    cvCountry: text('cv_country'),
    cvAvailability: text('cv_availability'),
    cvEducation: text('cv_education'),
    cvAnalysisStatus: text('cv_analysis_status'),
    cvAnalysis: jsonb('cv_analysis').$type<Record<string, unknown>>(),
    cvHardSkillsJson: text('cv_hard_skills_json'),
    cvSoftSkillsJson: text('cv_soft_skills_json'),
    cvKeyStrengthsJson: text('cv_key_strengths_json'),
    cvLanguagesJson: text('cv_languages_json'),
    cvMissingSkillsJson: text('cv_missing_skills_json'),
    cv1stExperienceTitle: text('cv1st_experience_title'),
    cv1stExperienceCompany: text('cv1st_experience_company'),
    cv1stExperienceStartDate: text('cv1st_experience_start_date'),
    cv1stExperienceEndDate: text('cv1st_experience_end_date'),
    cv1stExperienceLocation: text('cv1st_experience_location'),
    cv1stExperienceResponsibilitiesJson: text('cv1st_experience_responsibilities_json'),
    cv2ndExperienceTitle: text('cv2nd_experience_title'),
    cv2ndExperienceCompany: text('cv2nd_experience_company'),
    cv2ndExperienceStartDate: text('cv2nd_experience_start_date'),
    cv2ndExperienceEndDate: text('cv2nd_experience_end_date'),
    cv2ndExperienceLocation: text('cv2nd_experience_location'),
    cv3rdExperienceTitle: text('cv3rd_experience_title'),
    cv3rdExperienceCompany: text('cv3rd_experience_company'),
    cv3rdExperienceStartDate: text('cv3rd_experience_start_date'),
    cv3rdExperienceEndDate: text('cv3rd_experience_end_date'),
    cv3rdExperienceLocation: text('cv3rd_experience_location'),
    relevanceScore: doublePrecision('relevance_score'),
    scoreJustification: text('score_justification'),
    scoreJobId: text('score_job_id'),
    scoredAt: ts('scored_at'),
    /** What the consultant costs a day; margin = billed TJM − cost. Never shown to Recruiters. */
    consultantDailyCost: doublePrecision('consultant_daily_cost'),
    /** 'external', or one of the firm's consultants: 'employee', 'freelance' (docs/pool-and-matches.md). */
    poolKind: text('pool_kind').notNull().default('external'),
    /** The end of a consultant's current mission as typed (a sold mission's end wins over it). */
    missionEndDate: date('mission_end_date', { mode: 'string' }),
    /** GDPR legal basis of holding this profile: 'consent' or 'legitimate_interest'. */
    legalBasis: text('legal_basis').notNull().default('legitimate_interest'),
    /** When the candidate consented to be kept (null: no consent to keep). */
    consentGivenAt: ts('consent_given_at'),
    /** Last contact with the candidate (retention counts from it under consent). */
    lastContactAt: ts('last_contact_at'),
    /** When the profile is erased unless renewed; null while a process is open under legitimate interest. */
    retentionDeadline: ts('retention_deadline'),
    /** When the owner was warned of the coming deadline (once per deadline). */
    retentionWarnedAt: ts('retention_warned_at'),
    /** Fields a person typed or corrected (API names): an analysis never replaces them. */
    manualFields: jsonb('manual_fields').$type<string[]>().notNull().default([]),
    /** Name, e-mail, role, trigramme and skills folded for search (spec 001: what search covers). */
    searchText: searchText(['name', 'email', 'cv_role', 'cv_trigramme', 'skills::text']),
    /**
     * Duplicate keys (domain duplicate-keys.ts), written by the repository beside the fields they
     * come from: the mailbox as its provider reads it, E.164, `linkedin.com/in/<slug>`, the
     * folded name for trigram similarity.
     */
    emailKey: text('email_key'),
    phoneKey: text('phone_key'),
    linkedinKey: text('linkedin_key'),
    nameKey: text('name_key').notNull().default(''),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('candidates_email_lower_idx').on(sql`lower(${t.email})`),
    index('candidates_email_key_idx').on(t.emailKey),
    index('candidates_phone_key_idx').on(t.phoneKey),
    index('candidates_linkedin_key_idx').on(t.linkedinKey),
    index('candidates_name_key_trgm_idx').using('gin', t.nameKey.op('gin_trgm_ops')),
    // The candidates page's orders: newest update (the default), name, creation (read backwards
    // for the descending ones); a page is then an index range, not a sort of the whole table.
    index('candidates_updated_at_idx').on(t.updatedAt),
    index('candidates_name_idx').on(t.name),
    index('candidates_created_at_idx').on(t.createdAt),
    index('candidates_retention_deadline_idx').on(t.retentionDeadline),
    index('candidates_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('candidates_pool_kind_idx')
      .on(t.poolKind)
      .where(sql`${t.poolKind} <> 'external'`),
  ],
);

/** The need and the candidate a row is about; deleting either deletes the row. */
export const pairColumns = () => ({
  needId: ownerUuid('need_id', () => needs.id),
  candidateId: ownerUuid('candidate_id', () => candidates.id),
});

/**
 * The keys of a table with one row per pair: the pair itself, and `<table>_candidate_idx` to find
 * a candidate's rows (the primary key serves a need's).
 */
export const pairKeys =
  (table: string) => (t: { needId: AnyPgColumn; candidateId: AnyPgColumn }) => [
    primaryKey({ columns: [t.needId, t.candidateId] }),
    index(`${table}_candidate_idx`).on(t.candidateId),
  ];

export const needCandidates = pgTable(
  'need_candidates',
  {
    ...pairColumns(),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
  },
  pairKeys('need_candidates'),
);

export const scores = pgTable(
  'scores',
  {
    ...pairColumns(),
    score: doublePrecision('score').notNull(),
    justification: text('justification').notNull(),
    scoreJobId: text('score_job_id'),
    scoredAt: ts('scored_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  pairKeys('scores'),
);

/** 'Not the same person': a pair never proposed again. Stored once, smaller id first. */
export const duplicateDismissals = pgTable(
  'duplicate_dismissals',
  {
    candidateA: ownerUuid('candidate_a', () => candidates.id),
    candidateB: ownerUuid('candidate_b', () => candidates.id),
    actorId: uuid('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.candidateA, t.candidateB] }),
    index('duplicate_dismissals_b_idx').on(t.candidateB),
  ],
);

/**
 * A merge of two candidates, kept so that the merged id redirects to the kept one and the merge
 * can be undone for 30 days: the merged row and what it owned, the kept fields it replaced, and
 * the ids of every row it moved. Deleting the kept candidate (an erasure) deletes this too.
 */
export const candidateMerges = pgTable(
  'candidate_merges',
  {
    id: id(),
    keptId: ownerUuid('kept_id', () => candidates.id),
    mergedId: uuid('merged_id').notNull(),
    mergedName: text('merged_name').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    actorId: uuid('actor_id'),
    createdAt: createdAt(),
    undoneAt: ts('undone_at'),
    undoneBy: uuid('undone_by'),
  },
  (t) => [
    index('candidate_merges_merged_idx').on(t.mergedId),
    index('candidate_merges_kept_idx').on(t.keptId),
  ],
);
