import { z } from 'zod';
import { INPUT_LIMITS, LIMIT_MESSAGES } from '../common/limits.ts';

/** The dossier's languages: the firm sends French or English dossiers. */
export const DOSSIER_LANGUAGES = ['fr', 'en'] as const;
export const ZDossierLanguage = z.enum(DOSSIER_LANGUAGES, {
  message: 'Language must be fr or en',
});
export type TDossierLanguage = z.infer<typeof ZDossierLanguage>;

export const DOSSIER_FORMATS = ['docx', 'pdf'] as const;
export const ZDossierFormat = z.enum(DOSSIER_FORMATS, { message: 'Format must be docx or pdf' });
export type TDossierFormat = z.infer<typeof ZDossierFormat>;

const line = (field: string) =>
  z.string().max(INPUT_LIMITS.nameMax, LIMIT_MESSAGES.tooLong(field, INPUT_LIMITS.nameMax));
const text = (field: string) =>
  z.string().max(INPUT_LIMITS.textMax, LIMIT_MESSAGES.tooLong(field, INPUT_LIMITS.textMax));
const list = (field: string) =>
  z
    .array(
      z
        .string()
        .max(INPUT_LIMITS.listItemMax, LIMIT_MESSAGES.itemTooLong(field, INPUT_LIMITS.listItemMax)),
    )
    .max(INPUT_LIMITS.listMax, LIMIT_MESSAGES.tooManyItems(field, INPUT_LIMITS.listMax));

/** A family of skills as the dossier groups them ('Technical skills', 'Asked for this need'...). */
export const ZDossierSkillGroup = z.object({
  family: line('family'),
  skills: list('skills'),
});

export const ZDossierExperience = z.object({
  title: line('title'),
  company: line('company'),
  startDate: line('startDate'),
  endDate: line('endDate'),
  location: line('location'),
  responsibilities: list('responsibilities'),
  /** It uses a skill the need asks for: the template shows it highlighted. */
  highlighted: z.boolean(),
});

/**
 * What a dossier says, before anonymisation: what the person edits in the browser and what is
 * kept per candidate, need and language so a regeneration reuses every edit.
 */
export const ZDossierContent = z.object({
  name: line('name'),
  title: line('title'),
  summary: text('summary'),
  experienceYears: line('experienceYears'),
  skillGroups: z.array(ZDossierSkillGroup).max(20, LIMIT_MESSAGES.tooManyItems('skillGroups', 20)),
  experiences: z.array(ZDossierExperience).max(30, LIMIT_MESSAGES.tooManyItems('experiences', 30)),
  education: text('education'),
  languages: list('languages'),
});
export type TDossierContent = z.infer<typeof ZDossierContent>;
export type TDossierExperience = z.infer<typeof ZDossierExperience>;

export const MASKED_FIELDS = ['name', 'email', 'phone', 'address', 'photo', 'employer'] as const;
export type TMaskedField = (typeof MASKED_FIELDS)[number];

/** One thing anonymisation hid, listed to the person before export. */
export const ZMaskedItem = z.object({
  field: z.enum(MASKED_FIELDS),
  /** What was there (null for a photo, which the record never holds as text). */
  original: z.string().nullable(),
  /** What the dossier says instead (null: removed). */
  replacement: z.string().nullable(),
});
export type TMaskedItem = z.infer<typeof ZMaskedItem>;

export const ZDossierOptions = z.object({
  anonymise: z.boolean().default(false),
  /** Employers become 'a major French bank' style labels (only when anonymising). */
  maskEmployers: z.boolean().default(false),
});
export type TDossierOptions = z.infer<typeof ZDossierOptions>;

const ZNeedRef = z.uuid({ message: 'needId must be a valid UUID' }).nullable().optional();

export const ZDossierDraftQuery = z.object({
  needId: z.uuid({ message: 'needId must be a valid UUID' }).optional(),
  language: ZDossierLanguage.optional(),
});

/** A candidate's dossier draft: the stored edits, or the content built from the record. */
export const ZDossierDraft = z.object({
  candidateId: z.uuid(),
  needId: z.uuid().nullable(),
  language: ZDossierLanguage,
  content: ZDossierContent,
  /** 0 while nothing is saved; a PUT sends the version it read. */
  version: z.number().int(),
  /** Saved edits exist: regeneration uses them rather than the record. */
  edited: z.boolean(),
  updatedAt: z.string().nullable(),
  /** What anonymisation (with employers masked) would hide, for the preview. */
  masked: z.array(ZMaskedItem),
});
export type TDossierDraft = z.infer<typeof ZDossierDraft>;

export const ZDossierDraftSave = z.object({
  needId: ZNeedRef,
  language: ZDossierLanguage,
  content: ZDossierContent,
  version: z.number().int().min(0),
});
export type TDossierDraftSave = z.infer<typeof ZDossierDraftSave>;

export const ZDossierGenerateRequest = z.object({
  needId: ZNeedRef,
  language: ZDossierLanguage,
  format: ZDossierFormat.default('docx'),
  anonymise: z.boolean().default(false),
  maskEmployers: z.boolean().default(false),
});
export type TDossierGenerateRequest = z.infer<typeof ZDossierGenerateRequest>;

/** A generated dossier, stored with the candidate. */
export const ZDossierFile = z.object({
  fileId: z.string(),
  candidateId: z.uuid(),
  filename: z.string(),
  format: ZDossierFormat,
  createdAt: z.string(),
});
export type TDossierFile = z.infer<typeof ZDossierFile>;

export const ZDossierGenerated = ZDossierFile.extend({
  downloadUrl: z.string(),
  masked: z.array(ZMaskedItem),
});
export type TDossierGenerated = z.infer<typeof ZDossierGenerated>;

export const ZDossierFileList = z.object({ items: z.array(ZDossierFile) });

export const ZDossierCapabilities = z.object({
  /** LibreOffice is installed: PDF dossiers can be made. */
  pdf: z.boolean(),
  /** An Admin uploaded the firm's template (otherwise the default one is used). */
  customTemplate: z.boolean(),
  templateFilename: z.string().nullable(),
});
export type TDossierCapabilities = z.infer<typeof ZDossierCapabilities>;

export const ZDossierTemplateUpload = z.object({
  filename: z
    .string({ message: 'filename is required' })
    .trim()
    .min(1, 'filename is required')
    .max(255, LIMIT_MESSAGES.tooLong('filename', 255)),
  /** The .docx bytes in base64 (at most MAX_DOSSIER_TEMPLATE_BYTES once decoded). */
  contentBase64: z
    .string({ message: 'contentBase64 is required' })
    .min(1, 'contentBase64 is required')
    .max(7_000_000, 'The dossier template must be at most 5 MB'),
});
export type TDossierTemplateUpload = z.infer<typeof ZDossierTemplateUpload>;
