import { z } from 'zod';
import { ZUuid } from '../common/uuid.ts';
import { ZDuplicateReason } from '../duplicates/duplicate.schema.ts';

/**
 * Imports of needs and candidates from CSV or XLSX (another tool's export or a spreadsheet):
 *
 *   POST /api/v1/imports               multipart: file (.csv or .xlsx) + kind → 201 ImportUpload
 *   GET  /api/v1/imports               the caller's imports (Admin: all), newest first → Import[]
 *   GET  /api/v1/imports/{id}          → Import
 *   POST /api/v1/imports/{id}/check    ImportMappingRequest → ImportCheck (dry run: nothing saved)
 *   POST /api/v1/imports/{id}/run      ImportMappingRequest → 202 Import (a background flow)
 *   POST /api/v1/imports/{id}/undo     → Import (every record the import created is removed)
 *
 * The upload keeps the parsed rows with the import; a check validates every row through the
 * same schemas as the forms (so errors read as the forms' messages) and finds duplicates; a run
 * saves the valid rows through the candidates / needs services, row by row, with its progress in
 * Flow Administration, and skips the rows the check refused.
 */

export const IMPORT_KINDS = ['candidates', 'needs'] as const;
export const ZImportKind = z.enum(IMPORT_KINDS);
export type TImportKind = z.infer<typeof ZImportKind>;

/**
 * The fields a column can feed, per kind. `firstName` and `lastName` are joined into `name`;
 * `skills` (and a need's `jdRequiredSkills`) is split on commas, semicolons, bars and line breaks;
 * `cv1stExperienceCompany` is the current employer. Everything else is the form's field.
 */
export const IMPORT_FIELDS = {
  candidates: [
    'name',
    'firstName',
    'lastName',
    'email',
    'phone',
    'linkedinUrl',
    'skills',
    'expectedTjm',
    'consultantDailyCost',
    'cvRole',
    'cvExperienceYears',
    'cvCity',
    'cvCountry',
    'cvAvailability',
    'poolKind',
    'missionEndDate',
    'legalBasis',
    'consentGivenAt',
    'lastContactAt',
    'cv1stExperienceCompany',
  ],
  needs: [
    'title',
    'client',
    'tjm',
    'priority',
    'quantity',
    'category',
    'description',
    'jdLocation',
    'jdStartDate',
    'jdDuration',
    'jdRemoteDays',
    'jdCompany',
    'jdRequiredSkills',
    'jdSeniority',
    'jdExperienceYears',
    'orderClients',
    'orderClientsEmail',
  ],
} as const satisfies Record<TImportKind, readonly string[]>;
export type TImportField = (typeof IMPORT_FIELDS)[TImportKind][number];
export const ZImportField = z.enum([...IMPORT_FIELDS.candidates, ...IMPORT_FIELDS.needs]);

export const IMPORT_LIMITS = {
  /** Bytes of the uploaded file. */
  fileMax: 10 * 1024 * 1024,
  rowsMax: 20_000,
  columnsMax: 100,
  /** Rows shown as they would be saved, in the upload answer and the check. */
  previewRows: 10,
} as const;

export const IMPORT_STATUSES = [
  'uploaded',
  'checked',
  'running',
  'done',
  'failed',
  'undone',
] as const;
export const ZImportStatus = z.enum(IMPORT_STATUSES);

export const IMPORT_MESSAGES = {
  notFound: 'Import not found',
  kindInvalid: 'Choose what the file holds: candidates or needs',
  fileMissing: 'Choose a CSV or XLSX file to import',
  fileType: 'Only CSV and XLSX files can be imported',
  // Written out (the French catalogue reads literal text): IMPORT_LIMITS says the same.
  fileTooLarge: 'The file is larger than 10 MB',
  fileEmpty: 'The file has no rows under its header row',
  fileUnreadable: 'The file could not be read as CSV or XLSX',
  tooManyRows: 'The file has more than 20,000 rows: split it',
  tooManyColumns: 'The file has more than 100 columns',
  mappingLength: 'The mapping must give one field (or none) for each column',
  mappingTwice: (field: string) => `Two columns are mapped to ${field}`,
  mappingMissing: (field: string) => `Map a column to ${field}`,
  mappingField: (field: string) => `${field} cannot be imported in this kind of file`,
  notRunnable: 'This import has already been run',
  notUndoable: 'Only a finished import can be undone',
  alreadyUndone: 'This import was already undone',
  /** Undo removes a whole import or nothing: records changed since are named. */
  changedSince: (names: readonly string[], more: number) => {
    const shown = names.join(', ');
    const listed = more > 0 ? `${shown} and ${more} more` : shown;
    return `Some records were changed since the import, so nothing was undone: ${listed}`;
  },
  emailTaken: (name: string) => `Skipped: ${name} already has this e-mail in the pool`,
  sameEmailInFile: (row: number) => `Skipped: row ${row} has the same e-mail`,
  sameAsRow: (row: number, why: string) => `This may be the same person as row ${row} (${why})`,
  /** A run's end, in Flow Administration. */
  runSummary: (created: number, skipped: number, refused: number) =>
    `${created} created, ${skipped} skipped (already in the pool), ${refused} refused (errors)`,
} as const;

/** One column's field, or null for a column left out; index by index with the headers. */
export const ZImportMapping = z.array(ZImportField.nullable()).max(IMPORT_LIMITS.columnsMax);
export type TImportMapping = z.infer<typeof ZImportMapping>;

export const ZImportMappingRequest = z.object({ mapping: ZImportMapping }).meta({
  id: 'ImportMappingRequest',
  description: "Each column's field, or null to leave it out.",
});
export type TImportMappingRequest = z.infer<typeof ZImportMappingRequest>;

export const ZImport = z
  .object({
    id: z.string(),
    kind: ZImportKind,
    fileName: z.string(),
    status: ZImportStatus,
    rowCount: z.number().int(),
    /** Rows the last check refused (null before a check). */
    errorCount: z.number().int().nullable(),
    /** Records saved so far by the run. */
    createdCount: z.number().int(),
    headers: z.array(z.string()),
    mapping: ZImportMapping,
    flowId: z.string().nullable().meta({ description: 'The run in Flow Administration.' }),
    createdBy: z.string().nullable(),
    createdAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
    undoneAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Import' });
export type TImport = z.infer<typeof ZImport>;
export const ZImports = z.array(ZImport);

/** A row as it would be saved: the form's field names and values after parsing. */
export const ZImportPreviewRow = z.object({
  row: z.number().int().meta({ description: "The file's row number (the header is row 1)." }),
  values: z.record(z.string(), z.unknown()),
});

/** The upload's answer: the columns, the guessed mapping and the first rows raw. */
export const ZImportUpload = z
  .object({
    import: ZImport,
    /** The first rows as the file has them, cell by cell. */
    sample: z.array(z.array(z.string())),
  })
  .meta({ id: 'ImportUpload' });
export type TImportUpload = z.infer<typeof ZImportUpload>;

export const ZImportRowError = z.object({
  row: z.number().int(),
  field: z.string().nullable(),
  message: z.string().meta({ description: "In the form's words: 'Invalid email format'." }),
});
export type TImportRowError = z.infer<typeof ZImportRowError>;

/** A row that may be somebody already in the pool, or another row of the same file. */
export const ZImportDuplicate = z.object({
  row: z.number().int(),
  candidateId: z.string().nullable(),
  otherRow: z.number().int().nullable(),
  reasons: z.array(ZDuplicateReason).min(1),
  message: z.string().meta({ description: "'This may be Karim Benali (same phone)'." }),
});
export type TImportDuplicate = z.infer<typeof ZImportDuplicate>;

/** The dry run: every row's errors, the duplicates found and the first rows as saved. */
export const ZImportCheck = z
  .object({
    import: ZImport,
    validCount: z.number().int(),
    errors: z.array(ZImportRowError),
    duplicates: z.array(ZImportDuplicate),
    preview: z.array(ZImportPreviewRow),
  })
  .meta({ id: 'ImportCheck' });
export type TImportCheck = z.infer<typeof ZImportCheck>;

export const ZImportIdParams = z.object({ id: ZUuid(IMPORT_MESSAGES.notFound) });
