import { z } from 'zod';
import {
  absentToEmpty,
  blankToNull,
  blankToUndefined,
  requiredText,
  textToNumber,
} from '../common/form-input.ts';
import {
  boundedArray,
  checkConsultantIds,
  INPUT_LIMITS,
  isWithinJsonLimit,
  LIMIT_MESSAGES,
} from '../common/limits.ts';
import { camelizeKeys, cleanStringList } from './case-keys.ts';
import { ZJdAnalysisStatus, ZNeedColumn, ZPriority } from './need-column.ts';
import { NEED_LIMITS, NEED_MESSAGES } from './need-messages.ts';

import { ZNeedJdAnalysis } from './need.schema.ts';

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

// ---- shared request fields -------------------------------------------------------------------

/** An optional whole number from 0 to `max`, as a form types it; one message for any miss. */
const optionalWholeNumber = (max: number, message: string) =>
  z
    .preprocess(
      textToNumber,
      z.number({ message }).int(message).min(0, message).max(max, message).nullable(),
    )
    .optional();

const ZExperienceYears = optionalWholeNumber(
  NEED_LIMITS.experienceYearsMax,
  NEED_MESSAGES.experienceYearsRange,
);
const ZRemoteDays = optionalWholeNumber(NEED_LIMITS.remoteDaysMax, NEED_MESSAGES.remoteDaysRange);

const jdFields = {
  jdSeniority: optionalText(200, 'Seniority must be less than 200 characters'),
  jdTeam: optionalText(200, 'Team must be less than 200 characters'),
  jdProjectName: optionalText(200, 'Project name must be less than 200 characters'),
  jdCompany: optionalText(200, 'Company must be less than 200 characters'),
  jdLocation: optionalText(200, 'Location must be less than 200 characters'),
  jdEducation: optionalText(500, 'Education must be less than 500 characters'),
  jdExperienceYears: ZExperienceYears,
  jdStartDate: optionalText(100, NEED_MESSAGES.startDateTooLong),
  jdDuration: optionalText(100, NEED_MESSAGES.durationTooLong),
  jdRemoteDays: ZRemoteDays,
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
    absentToEmpty,
    requiredText(NEED_MESSAGES.titleRequired)
      .min(NEED_LIMITS.titleMinOnCreate, NEED_MESSAGES.titleTooShort)
      .max(NEED_LIMITS.titleMax, NEED_MESSAGES.titleLength),
  ),
  client: z.preprocess(
    absentToEmpty,
    requiredText(NEED_MESSAGES.clientRequired)
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
    title: requiredText(messages.titleEmpty)
      .max(NEED_LIMITS.titleMax, NEED_MESSAGES.titleLength)
      .optional(),
    client: requiredText(messages.clientEmpty)
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
