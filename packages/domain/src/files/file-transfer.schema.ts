import { z } from 'zod';

/**
 * Documents (a need's job description, a candidate's CV) go up in three steps: presign, send
 * the bytes to `uploadUrl` (a form POST with `fields` and the file, or a PUT of the bytes), then
 * complete with the `objectKey`, which records the file and starts its analysis.
 */
export const UPLOAD_METHODS = ['POST', 'PUT'] as const;
export type TUploadMethod = (typeof UPLOAD_METHODS)[number];

export const ZPresignedUpload = z
  .object({
    method: z.enum(UPLOAD_METHODS),
    uploadUrl: z.string().meta({ description: 'Where to send the bytes, for 15 minutes.' }),
    fields: z
      .record(z.string(), z.string())
      .meta({ description: 'Form fields to send before the file (POST only).' }),
    objectKey: z.string().meta({ description: 'Send it back to complete the upload.' }),
  })
  .meta({ id: 'PresignedUpload' });
export type TPresignedUpload = z.infer<typeof ZPresignedUpload>;

/** What completing any upload answers first: the stored object and the file's name. */
const ZCompletedUpload = z.object({ objectKey: z.string(), filename: z.string() });

/** `POST /needs/{id}/jd/complete`: the job description recorded, its analysis started. */
export const ZCompletedJdUpload = ZCompletedUpload.extend({
  jdS3Url: z.string(),
  jobDescriptionFile: z.string(),
  jdAnalysisStatus: z.literal('PENDING'),
  entity_id: z.string().meta({ description: 'The analysis flow.' }),
  job_id: z.string().meta({ description: 'The same flow id as entity_id.' }),
}).meta({ id: 'CompletedJdUpload' });
export type TCompletedJdUpload = z.infer<typeof ZCompletedJdUpload>;

/** `POST /candidates/{id}/cv/complete`: the CV recorded; analysed unless `analyze: false`. */
export const ZCompletedCvUpload = ZCompletedUpload.extend({
  cvUrl: z.string(),
  cvFileKey: z.string(),
  cvFileName: z.string(),
  cvAnalysisStatus: z.literal('PENDING').optional(),
  entity_id: z.string().nullable().meta({ description: 'The analysis flow; null if none.' }),
  job_id: z.string().nullable().meta({ description: 'The same flow id as entity_id.' }),
}).meta({ id: 'CompletedCvUpload' });
export type TCompletedCvUpload = z.infer<typeof ZCompletedCvUpload>;

/** `GET /candidates/{id}/cv`: a link that downloads the CV as an attachment, for 5 minutes. */
export const ZCvDownloadUrl = z.object({ downloadUrl: z.string() }).meta({ id: 'CvDownloadUrl' });
export type TCvDownloadUrl = z.infer<typeof ZCvDownloadUrl>;
