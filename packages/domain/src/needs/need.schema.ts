import { z } from 'zod';
import { blankToNull, blankToUndefined, filterList, textToNumber } from '../common/form-input.ts';
import { zPage } from '../common/pagination.schema.ts';
import {
  boundedArray,
  checkConsultantIds,
  INPUT_LIMITS,
  isWithinJsonLimit,
  LIMIT_MESSAGES,
} from '../common/limits.ts';
import { ZUuid } from '../common/uuid.ts';
import { camelizeKeys, cleanStringList } from './case-keys.ts';
import {
  COLUMN_TO_STATUS,
  NEED_COLUMNS,
  ZJdAnalysisStatus,
  ZNeedColumn,
  ZPriority,
  type TNeedColumn,
} from './need-column.ts';

/** Every message of the needs area (spec 000 sections 5 and 8), so server, web and tests agree. */
export const NEED_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooShort: 'Title must be at least 3 characters',
  clientRequired: 'Client is required',
  clientTooShort: 'Client must be at least 2 characters',
  tjmPositive: 'TJM must be a positive number',
  tjmGreaterThanZero: 'TJM must be greater than 0',
  titleLength: 'Title is required and must be between 1-200 characters',
  clientLength: 'Client is required and must be between 1-100 characters',
  descriptionTooLong: 'Description must be less than 2000 characters',
  categoryTooLong: 'Category must be less than 100 characters',
  quantityMin: 'Quantity must be at least 1',
  progressRange: 'Progress must be between 0-100',
  tjmNotNegative: 'TJM must be greater than or equal to 0',
  priorityInvalid: 'Priority must be P1, P2, or P3',
  columnInvalid: 'Invalid column selection',
  skipCandidateInvalid: 'skipCandidateIds must hold candidate ids',
  experienceYearsRange: 'Experience years must be between 0 and 50',
  // Server 422 details of PATCH /needs/{id} (section 8).
  titleEmpty: 'Title cannot be empty',
  clientEmpty: 'Client cannot be empty',
  noValidUpdates: 'No valid updates provided',
  // What the edit form shows for those server details.
  noChanges: 'No changes were made to update',
  invalidStatus: 'Invalid status selection',
  validationFallback: 'Validation error occurred',
  fixErrors: 'Please fix the validation errors before submitting.',
  needNotFound: 'Need not found',
  serverError: 'Server error occurred. Please try again.',
  updateFailed: 'Failed to update need',
  selectNeedToDuplicate: 'Please select a need to duplicate',
  hardDeleteConfirmWord: 'DELETE',
  deleteConfirm: 'Are you sure you want to delete this need? This action cannot be undone.',
  hardDeleteForbidden: 'Admin privileges required for permanent deletion',
} as const;

export const NEED_LIMITS = {
  titleMax: 200,
  clientMax: 100,
  descriptionMax: 2000,
  categoryMax: 100,
  titleMinOnCreate: 3,
  clientMinOnCreate: 2,
  experienceYearsMax: 50,
  defaultPageSize: 100,
  maxPageSize: 1000,
} as const;

// ---- small input helpers --------------------------------------------------------------------

/** Optional free text: trimmed, blank becomes null. */
const optionalText = (max: number, message: string) =>
  z.preprocess(blankToNull, z.string().trim().max(max, message).nullable()).optional();

/**
 * Skill-like list: trimmed, empty values and duplicates dropped (spec 000 section 5); at most
 * `listMax` entries of `listItemMax` characters.
 */
export const makeCleanStringList = (field: string) =>
  z
    .preprocess((v) => (typeof v === 'string' ? [v] : (v ?? [])), boundedArray(field))
    .transform((v) => cleanStringList(v));
export const ZCleanStringList = makeCleanStringList('list');

const ZOrderClientName = z
  .string()
  .max(INPUT_LIMITS.nameMax, LIMIT_MESSAGES.tooLong('Order client name', INPUT_LIMITS.nameMax));
const ZOrderClientEmail = z
  .string()
  .max(INPUT_LIMITS.emailMax, LIMIT_MESSAGES.tooLong('Order client email', INPUT_LIMITS.emailMax));
const ZOrderClientInput = z.union([
  ZOrderClientName,
  z.object({ name: ZOrderClientName.nullish(), email: ZOrderClientEmail.nullish() }),
]);
const ZOrderClients = z
  .array(ZOrderClientInput)
  .max(INPUT_LIMITS.listMax, LIMIT_MESSAGES.tooManyItems('orderClients', INPUT_LIMITS.listMax))
  .nullish();
const ZOrderClientsEmail = z
  .array(ZOrderClientEmail.nullable())
  .max(INPUT_LIMITS.listMax, LIMIT_MESSAGES.tooManyItems('orderClientsEmail', INPUT_LIMITS.listMax))
  .nullish();

/**
 * Order clients travel as names with a parallel list of e-mails ('' where none). An order client
 * needs a name; duplicate names are ignored (the first one keeps its e-mail).
 */
export function normaliseOrderClients(
  names: readonly (string | { name?: string | null; email?: string | null })[],
  emails: readonly (string | null | undefined)[] = [],
): { orderClients: string[]; orderClientsEmail: string[] } {
  const orderClients: string[] = [];
  const orderClientsEmail: string[] = [];
  names.forEach((entry, i) => {
    const name = (typeof entry === 'string' ? entry : (entry.name ?? '')).trim();
    const email = (typeof entry === 'string' ? emails[i] : (entry.email ?? emails[i])) ?? '';
    if (!name || orderClients.includes(name)) return;
    orderClients.push(name);
    orderClientsEmail.push(email.trim());
  });
  return { orderClients, orderClientsEmail };
}

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

// ---- shared request fields -------------------------------------------------------------------

const ZExperienceYears = z
  .preprocess(
    textToNumber,
    z
      .number({ message: NEED_MESSAGES.experienceYearsRange })
      .int(NEED_MESSAGES.experienceYearsRange)
      .min(0, NEED_MESSAGES.experienceYearsRange)
      .max(NEED_LIMITS.experienceYearsMax, NEED_MESSAGES.experienceYearsRange)
      .nullable(),
  )
  .optional();

const jdFields = {
  jdSeniority: optionalText(200, 'Seniority must be less than 200 characters'),
  jdTeam: optionalText(200, 'Team must be less than 200 characters'),
  jdProjectName: optionalText(200, 'Project name must be less than 200 characters'),
  jdCompany: optionalText(200, 'Company must be less than 200 characters'),
  jdLocation: optionalText(200, 'Location must be less than 200 characters'),
  jdEducation: optionalText(500, 'Education must be less than 500 characters'),
  jdExperienceYears: ZExperienceYears,
  jdResponsibilities: makeCleanStringList('jdResponsibilities').optional(),
  jdRequiredSkills: makeCleanStringList('jdRequiredSkills').optional(),
  jdDesiredSkills: makeCleanStringList('jdDesiredSkills').optional(),
  jdSoftSkills: makeCleanStringList('jdSoftSkills').optional(),
};

/** The flattened job-description fields as requests carry them (also read by PATCH /needs/{id}/analysis). */
export const ZNeedJdFieldsInput = z.object(jdFields);

const urlText = optionalText(2000, 'URL must be less than 2000 characters');
const crmFields = {
  opportunitySalesforceUrl: urlText,
  opportunitySalesforceId: optionalText(100, 'Salesforce id must be less than 100 characters'),
  opportunityCreatedAt: optionalText(40, 'Invalid date'),
  missionSalesforceUrl: urlText,
  missionCreatedAt: optionalText(40, 'Invalid date'),
  propositionSalesforceId: optionalText(100, 'Salesforce id must be less than 100 characters'),
  propositionSalesforceUrl: urlText,
  propositionCreatedAt: optionalText(40, 'Invalid date'),
};

/** Fields the duplicate variant carries over from the source need. */
const jdFileFields = {
  jdS3Url: urlText,
  jdAnalysisS3Url: urlText,
  jdAnalysisStatus: z.preprocess(blankToNull, ZJdAnalysisStatus.nullable()).optional(),
  jdAnalysis: ZNeedJdAnalysis.refine(isWithinJsonLimit, LIMIT_MESSAGES.tooLarge('jdAnalysis'))
    .nullable()
    .optional(),
  jobDescriptionFile: urlText,
};

const toIdArray = (v: unknown) => (v == null ? [] : typeof v === 'string' ? v.split(',') : v);
/** Linked candidate ids: at most `idListMax`; entries that are not UUIDs are ignored (as before). */
const ZIdList = z
  .preprocess(toIdArray, boundedArray('candidates', INPUT_LIMITS.idListMax, INPUT_LIMITS.idMax))
  .transform((v) => cleanStringList(v));
/**
 * Consultant ids: UUIDs, at most `consultantsMax` (the server also checks that each one is a
 * Sales user).
 */
const ZConsultantIds = z
  .preprocess(toIdArray, boundedArray('consultants', INPUT_LIMITS.listMax, INPUT_LIMITS.idMax))
  .transform((v) => cleanStringList(v))
  .superRefine((ids, ctx) => {
    const message = checkConsultantIds(ids);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

// ---- POST /needs ----------------------------------------------------------------------------

const ZCreateNeedBody = z.object({
  title: z.preprocess(
    (v) => v ?? '',
    z
      .string({ message: NEED_MESSAGES.titleRequired })
      .trim()
      .min(1, NEED_MESSAGES.titleRequired)
      .min(NEED_LIMITS.titleMinOnCreate, NEED_MESSAGES.titleTooShort)
      .max(NEED_LIMITS.titleMax, NEED_MESSAGES.titleLength),
  ),
  client: z.preprocess(
    (v) => v ?? '',
    z
      .string({ message: NEED_MESSAGES.clientRequired })
      .trim()
      .min(1, NEED_MESSAGES.clientRequired)
      .min(NEED_LIMITS.clientMinOnCreate, NEED_MESSAGES.clientTooShort)
      .max(NEED_LIMITS.clientMax, NEED_MESSAGES.clientLength),
  ),
  priority: z.preprocess(blankToUndefined, ZPriority.default('P2')),
  description: optionalText(NEED_LIMITS.descriptionMax, NEED_MESSAGES.descriptionTooLong).transform(
    (v) => v ?? null,
  ),
  category: optionalText(NEED_LIMITS.categoryMax, NEED_MESSAGES.categoryTooLong).transform(
    (v) => v ?? null,
  ),
  quantity: z.preprocess(
    (v) => blankToUndefined(textToNumber(v)),
    z
      .number({ message: NEED_MESSAGES.quantityMin })
      .int(NEED_MESSAGES.quantityMin)
      .min(1, NEED_MESSAGES.quantityMin)
      .default(1),
  ),
  consultants: ZConsultantIds,
  candidates: ZIdList,
  orderClients: ZOrderClients,
  orderClientsEmail: ZOrderClientsEmail,
  column: z.preprocess(blankToUndefined, ZNeedColumn.default('NO_CANDIDATE')),
  progressPct: z.preprocess(
    (v) => blankToUndefined(textToNumber(v)),
    z
      .number({ message: NEED_MESSAGES.progressRange })
      .min(0, NEED_MESSAGES.progressRange)
      .max(100, NEED_MESSAGES.progressRange)
      .default(0),
  ),
  tjm: z.preprocess(
    textToNumber,
    z.number({ message: NEED_MESSAGES.tjmPositive }).positive(NEED_MESSAGES.tjmPositive),
  ),
  ...jdFields,
  ...crmFields,
  ...jdFileFields,
});

// Shown in the API reference (and checked against the schema by the server's contract test).
ZCreateNeedBody.register(z.globalRegistry, {
  examples: [
    {
      title: 'Senior Java developer',
      client: 'ACME',
      priority: 'P1',
      tjm: 650,
      quantity: 1,
      description: 'Backend work on the payments platform, Paris, 3 days on site.',
    },
  ],
});

/** Manual and duplicate bodies of `POST /needs`, camelCase or snake_case. */
export const ZCreateNeedRequest = z.preprocess(
  camelizeKeys,
  ZCreateNeedBody.transform(({ orderClients, orderClientsEmail, ...rest }) => ({
    ...rest,
    ...normaliseOrderClients(orderClients ?? [], orderClientsEmail ?? []),
  })),
);
export type TCreateNeedRequest = z.infer<typeof ZCreateNeedRequest>;
export type TCreateNeedInput = z.input<typeof ZCreateNeedBody>;

// ---- PATCH /needs/{id} -----------------------------------------------------------------------

type TUpdateMessages = { titleEmpty: string; clientEmpty: string };

function makeUpdateNeedBody(messages: TUpdateMessages) {
  return z.object({
    title: z
      .string({ message: messages.titleEmpty })
      .trim()
      .min(1, messages.titleEmpty)
      .max(NEED_LIMITS.titleMax, NEED_MESSAGES.titleLength)
      .optional(),
    client: z
      .string({ message: messages.clientEmpty })
      .trim()
      .min(1, messages.clientEmpty)
      .max(NEED_LIMITS.clientMax, NEED_MESSAGES.clientLength)
      .optional(),
    description: optionalText(NEED_LIMITS.descriptionMax, NEED_MESSAGES.descriptionTooLong),
    category: optionalText(NEED_LIMITS.categoryMax, NEED_MESSAGES.categoryTooLong),
    quantity: z
      .preprocess(
        textToNumber,
        z
          .number({ message: NEED_MESSAGES.quantityMin })
          .int(NEED_MESSAGES.quantityMin)
          .min(1, NEED_MESSAGES.quantityMin),
      )
      .optional(),
    priority: ZPriority.optional(),
    column: ZNeedColumn.optional(),
    progressPct: z
      .preprocess(
        textToNumber,
        z
          .number({ message: NEED_MESSAGES.progressRange })
          .min(0, NEED_MESSAGES.progressRange)
          .max(100, NEED_MESSAGES.progressRange),
      )
      .optional(),
    tjm: z
      .preprocess(
        textToNumber,
        z
          .number({ message: NEED_MESSAGES.tjmNotNegative })
          .min(0, NEED_MESSAGES.tjmNotNegative)
          .nullable(),
      )
      .optional(),
    consultants: ZConsultantIds.optional(),
    orderClients: ZOrderClients,
    orderClientsEmail: ZOrderClientsEmail,
    ...jdFields,
    ...crmFields,
    ...jdFileFields,
    /** The version the client last read; a mismatch is a STALE_UPDATE conflict. */
    version: z.preprocess(textToNumber, z.number().int().min(0)).optional(),
  });
}

function makeUpdateNeedSchema(messages: TUpdateMessages, requireChanges: boolean) {
  return z.preprocess(
    camelizeKeys,
    makeUpdateNeedBody(messages)
      .transform(({ orderClients, orderClientsEmail, ...rest }) => {
        // Updates carry only the fields that are defined (spec 000 section 5).
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(rest)) if (v !== undefined) out[k] = v;
        if (orderClients)
          Object.assign(out, normaliseOrderClients(orderClients, orderClientsEmail ?? []));
        else if (orderClientsEmail)
          out.orderClientsEmail = orderClientsEmail.map((e) => (e ?? '').trim());
        return out as Omit<typeof rest, never> & {
          orderClients?: string[];
          orderClientsEmail?: string[];
        };
      })
      .superRefine((v, ctx) => {
        if (!requireChanges) return;
        if (!Object.keys(v).some((k) => k !== 'version'))
          ctx.addIssue({ code: 'custom', message: NEED_MESSAGES.noValidUpdates });
      }),
  );
}

/** Body of `PATCH /needs/{id}` as the server checks it: its first issue is the 422 detail. */
export const ZUpdateNeedRequest = makeUpdateNeedSchema(
  { titleEmpty: NEED_MESSAGES.titleEmpty, clientEmpty: NEED_MESSAGES.clientEmpty },
  true,
);
export type TUpdateNeedRequest = z.infer<typeof ZUpdateNeedRequest>;

/** The same fields as the Edit Need dialog checks them, with the form's own messages. */
export const ZEditNeedForm = makeUpdateNeedSchema(
  { titleEmpty: NEED_MESSAGES.titleLength, clientEmpty: NEED_MESSAGES.clientLength },
  false,
);
export type TEditNeedForm = z.infer<typeof ZEditNeedForm>;

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

// ---- GET /needs ------------------------------------------------------------------------------

export const NEED_SORT_FIELDS = [
  'title',
  'client',
  'priority',
  'column',
  'status',
  'quantity',
  'tjm',
  'progressPct',
  'createdAt',
  'updatedAt',
] as const;
export const NEED_SCOPES = ['active', 'finished', 'all'] as const;

const STATUS_TO_COLUMN_INPUT: Record<string, TNeedColumn> = Object.fromEntries([
  ...NEED_COLUMNS.map((c) => [c.toLowerCase(), c] as const),
  ...NEED_COLUMNS.map((c) => [COLUMN_TO_STATUS[c], c] as const),
]);

/** A status filter value: a column (`SALE`) or its front-end name (`sold`), any case. */
const ZStatusFilter = z.string().transform((v, ctx) => {
  const column =
    STATUS_TO_COLUMN_INPUT[v.trim().toLowerCase().replace(/_/g, '-')] ??
    STATUS_TO_COLUMN_INPUT[v.trim().toLowerCase()];
  if (!column) {
    ctx.addIssue({ code: 'custom', message: `Invalid column: ${v}` });
    return z.NEVER;
  }
  return column;
});

const ZFilterValue = z
  .string()
  .max(INPUT_LIMITS.searchMax, LIMIT_MESSAGES.tooLong('Filter value', INPUT_LIMITS.searchMax));

export const ZNeedListQuery = z.preprocess(
  camelizeKeys,
  z
    .object({
      page: z.coerce.number().int().min(1, 'page must be at least 1').default(1),
      size: z.coerce
        .number()
        .int()
        .min(1, 'size must be at least 1')
        .max(NEED_LIMITS.maxPageSize, `size must be at most ${NEED_LIMITS.maxPageSize}`)
        .default(NEED_LIMITS.defaultPageSize),
      search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
      priorities: filterList('priorities', ZFilterValue),
      clients: filterList('clients', ZFilterValue),
      statuses: filterList('statuses', ZFilterValue.pipe(ZStatusFilter)),
      consultant: z.preprocess(
        blankToUndefined,
        z
          .string()
          .trim()
          .max(INPUT_LIMITS.idMax, LIMIT_MESSAGES.tooLong('consultant', INPUT_LIMITS.idMax))
          .optional(),
      ),
      consultantId: z.preprocess(
        blankToUndefined,
        z
          .string()
          .trim()
          .max(INPUT_LIMITS.idMax, LIMIT_MESSAGES.tooLong('consultantId', INPUT_LIMITS.idMax))
          .optional(),
      ),
      sortBy: z.preprocess(blankToUndefined, z.enum(NEED_SORT_FIELDS).optional()),
      sortOrder: z.preprocess(
        (v) => (typeof v === 'string' && v ? v.toLowerCase() : undefined),
        z.enum(['asc', 'desc']).optional(),
      ),
      /** active: workflow + Frozen/Push columns; finished: SALE, CANCELED, DELETED. */
      scope: z.preprocess(blankToUndefined, z.enum(NEED_SCOPES).default('all')),
    })
    .transform(({ consultantId, ...q }) => ({ ...q, consultant: q.consultant ?? consultantId })),
);
export type TNeedListQuery = z.infer<typeof ZNeedListQuery>;

/** Default sort: the needs list by title ascending, Finished Needs by updatedAt descending. */
export function getDefaultNeedSort(scope: TNeedListQuery['scope']): {
  sortBy: (typeof NEED_SORT_FIELDS)[number];
  sortOrder: 'asc' | 'desc';
} {
  return scope === 'finished'
    ? { sortBy: 'updatedAt', sortOrder: 'desc' }
    : { sortBy: 'title', sortOrder: 'asc' };
}

// ---- GET /exports/needs.csv ------------------------------------------------------------------

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Without an explicit `scope` the list shows active needs (everything not sold, canceled or
 * deleted); a `statuses` filter alone searches every column, so `statuses=sold` finds sold needs.
 */
export function withDefaultNeedScope(raw: unknown): unknown {
  if (!isPlainObject(raw)) return raw;
  const scope = raw.scope;
  if (typeof scope === 'string' && scope.trim()) return raw;
  const hasStatuses = raw.statuses !== undefined && raw.statuses !== '';
  return { ...raw, scope: hasStatuses ? 'all' : 'active' };
}

/** C0 control characters and DEL (NUL among them), which no filter value ever needs. */
function hasControlCharacter(value: string): boolean {
  return [...value].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r') || code === 0x7f;
  });
}

/** The spec's parameters of the export as the web sends them (the list's filters also work). */
export type TNeedsExportParams = {
  consultant_id?: string;
  client?: string;
  priority?: string;
  search?: string;
};

/**
 * `GET /exports/needs.csv`: the spec's parameters (consultant_id, consultantId, client, priority,
 * search) plus every filter of the list; paging parameters are ignored, the export is whole.
 */
export const ZNeedsExportQuery = z
  .preprocess((raw) => {
    if (!isPlainObject(raw)) return raw;
    const { page: _page, size: _size, client, priority, ...rest } = raw;
    return withDefaultNeedScope({
      ...rest,
      clients: rest.clients ?? client,
      priorities: rest.priorities ?? priority,
    });
  }, ZNeedListQuery)
  .superRefine((query, ctx) => {
    // Filter text goes into the first query: a control character (NUL among them) is refused
    // here, naming the parameter, rather than by the database once the file has started.
    const texts: [string, unknown][] = [
      ['search', query.search],
      ['consultant', query.consultant],
      ...(query.priorities ?? []).map((v): [string, unknown] => ['priority', v]),
      ...(query.clients ?? []).map((v): [string, unknown] => ['client', v]),
    ];
    for (const [field, value] of texts)
      if (typeof value === 'string' && hasControlCharacter(value)) {
        ctx.addIssue({ code: 'custom', path: [field], message: `${field}: Invalid character` });
        return;
      }
  });
export type TNeedsExportQuery = z.infer<typeof ZNeedsExportQuery>;
