import {
  ZDocumentPreviewResponse,
  type TDocumentKind,
  type TDocumentPreview,
} from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';

export const PREVIEW_MESSAGES = {
  unexpectedReply:
    'The analysis answered in an unexpected form. Try again, or fill the fields by hand.',
  noPreview: 'The analysis returned nothing for this file. Try again, or fill the fields by hand.',
} as const;

/**
 * POST /analysisIA/files/analyze with `preview=true`: what the document says, field by field
 * with the line it came from, and no record written (DECISIONS.md "Reviewed imports").
 */
export async function previewDocument(file: File, kind: TDocumentKind): Promise<TDocumentPreview> {
  const form = new FormData();
  form.append('files', file, file.name);
  form.append('file_types', kind);
  form.append('preview', 'true');
  const reply = await api.post<unknown>('/analysisIA/files/analyze', form);
  const parsed = ZDocumentPreviewResponse.safeParse(reply);
  if (!parsed.success) throw new Error(PREVIEW_MESSAGES.unexpectedReply);
  const first = parsed.data.previews[0];
  if (!first) throw new Error(PREVIEW_MESSAGES.noPreview);
  return first;
}
