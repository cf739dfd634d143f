import {
  ZDocumentPreviewResponse,
  type TDocumentKind,
  type TDocumentPreview,
} from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { catalogueTexts } from '../../../shared/utils/catalogue-texts.ts';

/** The preview's errors in the interface's language, read from the catalogues when used. */
export const PREVIEW_MESSAGES = catalogueTexts({
  unexpectedReply: 'documents.preview.unexpectedReply',
  noPreview: 'documents.preview.noPreview',
});

/**
 * POST /analysisIA/files/analyze with `preview=true`: what the document says, field by field
 * with the line it came from, and no record written (docs/decisions/0012-reviewed-imports.md).
 */
export async function previewDocument(file: File, kind: TDocumentKind): Promise<TDocumentPreview> {
  const form = new FormData();
  form.append('files', file, file.name);
  form.append('file_types', kind);
  form.append('preview', 'true');
  const reply = await apiClient.POST_FORM('/api/v1/analysisIA/files/analyze', { body: form });
  const parsed = ZDocumentPreviewResponse.safeParse(reply);
  if (!parsed.success) throw new Error(PREVIEW_MESSAGES.unexpectedReply);
  const first = parsed.data.previews[0];
  if (!first) throw new Error(PREVIEW_MESSAGES.noPreview);
  return first;
}
