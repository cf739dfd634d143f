import { z } from 'zod';
import { ZCvAnalysis } from './cv-analysis.schema.ts';
import { ZJdAnalysis } from './jd-analysis.schema.ts';

/**
 * Reviewed imports (docs/decisions/0012-reviewed-imports.md): the screens ask for a preview of a dropped document, show
 * what was read with where it was read, and create or update the record through the ordinary
 * routes once a person confirms. Nothing in this file writes anything.
 */

export const DOCUMENT_KINDS = ['jd', 'cv'] as const;
export const ZDocumentKind = z.enum(DOCUMENT_KINDS);
export type TDocumentKind = z.infer<typeof ZDocumentKind>;

/** What the text looks like: a job description, a CV, or neither with any confidence. */
export const ZDetectedKind = z.enum(['jd', 'cv', 'unknown']);
export type TDetectedKind = z.infer<typeof ZDetectedKind>;

/** The fields a review shows for a new need, in the order it shows them. */
export const NEED_REVIEW_FIELDS = [
  'title',
  'client',
  'orderClientName',
  'orderClientEmail',
  'tjm',
  'startDate',
  'duration',
  'remoteDays',
  'location',
  'seniority',
  'experienceYears',
  'company',
  'team',
  'projectName',
  'education',
  'description',
  'requiredSkills',
  'desiredSkills',
  'softSkills',
  'responsibilities',
] as const;

/** The fields a review shows for a new candidate, in the order it shows them. */
export const CANDIDATE_REVIEW_FIELDS = [
  'name',
  'email',
  'phone',
  'role',
  'city',
  'postalCode',
  'country',
  'experienceYears',
  'availability',
  'education',
  'hardSkills',
  'softSkills',
  'languages',
] as const;

export type TNeedReviewField = (typeof NEED_REVIEW_FIELDS)[number];
export type TCandidateReviewField = (typeof CANDIDATE_REVIEW_FIELDS)[number];

/**
 * One extracted value and its provenance. `value` is null when the document did not say (the
 * review leaves the field empty and marks it unknown: never a made-up "Unknown client").
 * `source` is the document line the value was read from, as the document has it; `line` its
 * 1-based number in the extracted text. Lists carry the line of their first item. `section` is
 * the part of the document that line belongs to, named by the nearest heading above it
 * ('header' before the first heading; null without a line), so a person can judge the evidence:
 * a skill read under "Interests" is not one read under "Skills".
 */
export const ZReviewField = z
  .object({
    key: z.string(),
    value: z.union([z.string(), z.number(), z.array(z.string())]).nullable(),
    source: z.string().nullable(),
    line: z.number().int().positive().nullable(),
    section: z.string().nullable().meta({
      description:
        "The document section of `line`: 'header', 'experience', 'skills', 'education', 'languages', 'required', 'desired'...",
    }),
  })
  .meta({ id: 'ReviewField' });
export type TReviewField = z.infer<typeof ZReviewField>;

/** How a document's text was had: its text layer, or OCR of a scan's pictures. */
export const ZReadBy = z.enum(['text', 'ocr']);
export type TReadBy = z.infer<typeof ZReadBy>;

/**
 * The answer for one file of `POST /api/v1/analysisIA/files/analyze` with `preview=true`.
 * `readable: false` means no text could be taken from the file (a scan, an empty or broken
 * file): `message` says so and `fields` is empty. `kindMismatch` is true when the text looks like
 * the other kind than the one asked for (a CV dropped as a job description): the screen asks the
 * person what to do. `analysis` is the full analysis object the record will keep once confirmed.
 */
export const ZDocumentPreview = z
  .object({
    filename: z.string(),
    expectedKind: ZDocumentKind,
    detectedKind: ZDetectedKind,
    kindMismatch: z.boolean(),
    readable: z.boolean(),
    message: z.string().nullable(),
    readBy: ZReadBy.nullable().meta({
      description:
        "How the text was read: 'text' from the file's text layer, 'ocr' from a scan's pictures (check every field); null when nothing was read.",
    }),
    fields: z.array(ZReviewField),
    analysis: z.union([ZJdAnalysis, ZCvAnalysis]).nullable(),
  })
  .meta({ id: 'DocumentPreview' });
export type TDocumentPreview = z.infer<typeof ZDocumentPreview>;

export const ZDocumentPreviewResponse = z
  .object({ previews: z.array(ZDocumentPreview).meta({ description: 'One per file, in order.' }) })
  .meta({
    id: 'DocumentPreviewResponse',
    description: 'The review of the files sent with `preview=true`; nothing was written.',
  });
export type TDocumentPreviewResponse = z.infer<typeof ZDocumentPreviewResponse>;

/** Said on the review when no text came out of the file. */
export const UNREADABLE_DOCUMENT_MESSAGE =
  'The text of this file could not be read (a scanned image, an empty or damaged file). Fill the fields by hand or try another file.';

/** Said on the review when a CV was dropped where a job description was expected, or the reverse. */
export function getKindMismatchMessage(expected: TDocumentKind, detected: TDetectedKind): string {
  const name = (k: TDetectedKind) => (k === 'cv' ? 'a CV' : 'a job description');
  return `This file looks like ${name(detected)}, not ${name(expected)}.`;
}

/** The most positions one e-mail or call for tender becomes. */
export const MAX_POSITIONS_PER_TEXT = 10;

/** The largest .eml or .msg file read as a client's e-mail. */
export const MAX_EMAIL_FILE_BYTES = 8 * 1024 * 1024;
/** The largest call for tender (PDF, DOCX or DOC) read as needs. */
export const MAX_TENDER_FILE_BYTES = 20 * 1024 * 1024;

const base64File = (message: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9+/=\s]*$/, message)
    .optional();

/**
 * `POST /api/v1/analysisIA/text/preview`: a client's e-mail, pasted (`text`), as the .eml file a
 * mail program saves (`eml`) or the .msg file Outlook saves (`msg`), or a call for tender
 * (`document` with its `fileName`), read as job descriptions, one per position, without writing
 * anything. Files are sent in base64; their size is checked once decoded (413).
 */
export const ZPreviewTextRequest = z
  .object({
    text: z
      .string()
      .max(500_000, 'The text must be at most 500000 characters')
      .optional()
      .meta({ description: "The e-mail's text as pasted." }),
    eml: base64File('eml must be the .eml file in base64').meta({
      description: 'An .eml file (RFC 822), base64, at most 8 MB.',
    }),
    msg: base64File('msg must be the .msg file in base64').meta({
      description: 'An Outlook .msg file, base64, at most 8 MB.',
    }),
    document: base64File('document must be the file in base64').meta({
      description:
        'A call for tender (PDF, DOCX or DOC), base64, at most 20 MB; read like a dropped job description (same reader, limits and OCR), then split into its lots or profiles.',
    }),
    fileName: z
      .string()
      .trim()
      .max(255, 'fileName must be at most 255 characters')
      .optional()
      .meta({ description: "The document's file name; its extension must match its content." }),
  })
  .refine(
    (body) =>
      [body.text, body.eml, body.msg, body.document].filter((value) => value?.trim()).length === 1,
    {
      message:
        "Paste the e-mail's text, or send its .eml or .msg file, or a call for tender (one of text, eml, msg or document)",
    },
  )
  .refine((body) => !body.document?.trim() || Boolean(body.fileName), {
    message:
      "fileName is required with document: the tender's file name, ending in .pdf, .docx or .doc",
    path: ['fileName'],
  })
  .meta({ id: 'PreviewTextRequest' });
export type TPreviewTextRequest = z.infer<typeof ZPreviewTextRequest>;
