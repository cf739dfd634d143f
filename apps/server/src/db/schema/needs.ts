import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, searchText, ts, updatedAt, version } from './columns.ts';
import { users } from './users.ts';

export const needs = pgTable(
  'needs',
  {
    id: id(),
    title: text('title').notNull(),
    client: text('client').notNull(),
    priority: text('priority').notNull().default('P2'),
    description: text('description'),
    category: text('category'),
    quantity: integer('quantity').notNull().default(1),
    consultants: jsonb('consultants').$type<string[]>().notNull().default([]),
    orderClients: jsonb('order_clients').$type<string[]>().notNull().default([]),
    orderClientsEmail: jsonb('order_clients_email').$type<string[]>().notNull().default([]),
    column: text('column').notNull().default('NO_CANDIDATE'),
    /** Where Unfreeze / Disable Push return to. */
    previousColumn: text('previous_column'),
    progressPct: integer('progress_pct').notNull().default(0),
    tjm: doublePrecision('tjm'),
    jobDescriptionFile: text('job_description_file'),
    opportunitySalesforceUrl: text('opportunity_salesforce_url'),
    opportunitySalesforceId: text('opportunity_salesforce_id'),
    opportunityCreatedAt: ts('opportunity_created_at'),
    missionSalesforceUrl: text('mission_salesforce_url'),
    missionCreatedAt: ts('mission_created_at'),
    propositionSalesforceId: text('proposition_salesforce_id'),
    propositionSalesforceUrl: text('proposition_salesforce_url'),
    propositionCreatedAt: ts('proposition_created_at'),
    jdS3Url: text('jd_s3_url'),
    jdAnalysisS3Url: text('jd_analysis_s3_url'),
    jdAnalysisStatus: text('jd_analysis_status'),
    jdAnalysis: jsonb('jd_analysis').$type<Record<string, unknown>>(),
    jdSeniority: text('jd_seniority'),
    jdTeam: text('jd_team'),
    jdProjectName: text('jd_project_name'),
    jdCompany: text('jd_company'),
    jdLocation: text('jd_location'),
    jdEducation: text('jd_education'),
    jdExperienceYears: integer('jd_experience_years'),
    jdStartDate: text('jd_start_date'),
    jdDuration: text('jd_duration'),
    jdRemoteDays: integer('jd_remote_days'),
    jdResponsibilities: jsonb('jd_responsibilities').$type<string[]>().notNull().default([]),
    jdRequiredSkills: jsonb('jd_required_skills').$type<string[]>().notNull().default([]),
    jdDesiredSkills: jsonb('jd_desired_skills').$type<string[]>().notNull().default([]),
    jdSoftSkills: jsonb('jd_soft_skills').$type<string[]>().notNull().default([]),
    /** Fields a person typed or corrected (API names): an analysis never replaces them. */
    manualFields: jsonb('manual_fields').$type<string[]>().notNull().default([]),
    /** Title, client and description folded for search (the list's search and the export's). */
    searchText: searchText(['title', 'client', 'description']),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('needs_column_idx').on(t.column),
    index('needs_updated_at_idx').on(t.updatedAt),
    index('needs_created_at_idx').on(t.createdAt),
    index('needs_client_idx').on(t.client),
    // The needs list sorts by title, case-insensitively, then id, by default: a page is read from
    // the index in order (lower(title) alone left the planner sorting every need of the first
    // titles, a cost that grew with the table).
    index('needs_title_order_idx').on(sql`lower(${t.title})`, t.id),
    index('needs_consultants_idx').using('gin', t.consultants),
    // Trigrams serve the search's '%text%' patterns (pg_trgm on both drivers).
    index('needs_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
