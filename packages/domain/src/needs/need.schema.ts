import { z } from 'zod';
import { zPage } from '../common/pagination.schema.ts';
import { INPUT_LIMITS, LIMIT_MESSAGES } from '../common/limits.ts';
import { ZUuid } from '../common/uuid.ts';
import { COLUMN_TO_STATUS, ZJdAnalysisStatus, ZNeedColumn } from './need-column.ts';
import { NEED_MESSAGES } from './need-messages.ts';

// ---- entity -----------------------------------------------------------------------------------

/** The analysis object as the analyzer writes it (keys of spec 000 section 3). */
export const ZNeedJdAnalysis = z
  .object({
    seniority: z.string().nullish(),
    team: z.string().nullish(),
    projectname: z.string().nullish(),
    location: z.string().nullish(),
    education: z.string().nullish(),
    experienceyears: z.union([z.string(), z.number()]).nullish(),
    company: z.string().nullish(),
    requiredskills: z.array(z.string()).nullish(),
    desiredskills: z.array(z.string()).nullish(),
    soft_skills: z.array(z.string()).nullish(),
    responsibilities: z.array(z.string()).nullish(),
    jd_s3_url: z.string().nullish(),
    jd_analysis_s3_url: z.string().nullish(),
  })
  .loose();
export type TNeedJdAnalysis = z.infer<typeof ZNeedJdAnalysis>;

/** A consultant of a need as the server resolves it (a Sales user: name and e-mail). */
export const ZNeedConsultant = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TNeedConsultant = z.infer<typeof ZNeedConsultant>;

const ZStatusName = z.enum(Object.values(COLUMN_TO_STATUS) as [string, ...string[]]);

/** A need as the server sends it (camelCase). `status` is derived from `column`. */
export const ZNeed = z.object({
  id: z.string(),
  title: z.string(),
  client: z.string(),
  // P4 may exist in imported data; it is displayed, never accepted on input (docs/decisions/0002-priorities.md).
  priority: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  quantity: z.number().int(),
  consultants: z.array(z.string()),
  /**
   * The consultants that still exist as users, in the order of `consultants`, resolved by the
   * server in the same query as the page of needs; the first one owns the need.
   */
  consultantUsers: z.array(ZNeedConsultant).optional(),
  candidates: z.array(z.string()),
  orderClients: z.array(z.string()),
  orderClientsEmail: z.array(z.string()),
  column: ZNeedColumn,
  status: ZStatusName,
  previousColumn: ZNeedColumn.nullable(),
  progressPct: z.number(),
  tjm: z.number().nullable(),
  jobDescriptionFile: z.string().nullable(),
  opportunitySalesforceUrl: z.string().nullable(),
  opportunitySalesforceId: z.string().nullable(),
  opportunityCreatedAt: z.string().nullable(),
  missionSalesforceUrl: z.string().nullable(),
  missionCreatedAt: z.string().nullable(),
  propositionSalesforceId: z.string().nullable(),
  propositionSalesforceUrl: z.string().nullable(),
  propositionCreatedAt: z.string().nullable(),
  jdS3Url: z.string().nullable(),
  jdAnalysisS3Url: z.string().nullable(),
  jdAnalysisStatus: ZJdAnalysisStatus.nullable(),
  jdAnalysis: ZNeedJdAnalysis.nullable(),
  jdSeniority: z.string().nullable(),
  jdTeam: z.string().nullable(),
  jdProjectName: z.string().nullable(),
  jdCompany: z.string().nullable(),
  jdLocation: z.string().nullable(),
  jdEducation: z.string().nullable(),
  jdExperienceYears: z.number().nullable(),
  jdStartDate: z.string().nullable(),
  jdDuration: z.string().nullable(),
  jdRemoteDays: z.number().int().nullable(),
  jdResponsibilities: z.array(z.string()),
  jdRequiredSkills: z.array(z.string()),
  jdDesiredSkills: z.array(z.string()),
  jdSoftSkills: z.array(z.string()),
  /**
   * The fields a person typed or corrected (API names): an analysis never replaces them
   * (NEED_ANALYSED_FIELDS / CANDIDATE_ANALYSED_FIELDS). Always sent by the server.
   */
  manualFields: z.array(z.string()).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Optimistic concurrency: incremented on every write; a PATCH may send the version it read. */
  version: z.number().int(),
  /** Linked candidates, counted by the server (the urgency score needs it). */
  candidateCount: z.number().int(),
});
export type TNeed = z.infer<typeof ZNeed>;
// Named, so the API document and the generated client share one `Need` schema.
ZNeed.register(z.globalRegistry, {
  id: 'Need',
  description: 'A need (a client job order) as the server sends it.',
});

/** `GET /needs`: one page of needs. */
export const ZNeedPage = zPage(ZNeed).meta({ id: 'NeedPage' });
export type TNeedPage = z.infer<typeof ZNeedPage>;

/** `GET /needs/clients`: the client names in use, for the filters. */
export const ZNeedClients = z.array(z.string());

// ---- PATCH /needs/{id}/column ----------------------------------------------------------------

export const ZMoveNeedRequest = z.object({
  column: ZNeedColumn,
  version: z.number().int().min(0).optional(),
  /**
   * Linked candidates the move must not give its step to (Confirm Move lets the person untick
   * them). Left out, every candidate the column rule names gets it, as before.
   */
  skipCandidateIds: z
    .array(ZUuid(NEED_MESSAGES.skipCandidateInvalid))
    .max(
      INPUT_LIMITS.idListMax,
      LIMIT_MESSAGES.tooManyItems('skipCandidateIds', INPUT_LIMITS.idListMax),
    )
    .optional(),
});
export type TMoveNeedRequest = z.infer<typeof ZMoveNeedRequest>;

/**
 * PATCH /needs/{id}/column's answer: the need as it now is, and the ids of the steps the move
 * gave its linked candidates, so that an Undo removes exactly those.
 */
export const ZMovedNeed = ZNeed.extend({ addedStepIds: z.array(z.string()) });
export type TMovedNeed = z.infer<typeof ZMovedNeed>;
ZMoveNeedRequest.register(z.globalRegistry, {
  examples: [
    { column: 'CANDIDATE_SENT', version: 3 },
    {
      column: 'CANDIDATE_SENT',
      version: 3,
      skipCandidateIds: ['3f1c2b9e-5d2a-4c1e-9a7b-2e4d6f8a0b1c'],
    },
  ],
});
