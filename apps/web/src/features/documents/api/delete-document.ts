import { api } from '../../../shared/api/index.ts';
import { getDocumentBasePath, type TDocumentTarget } from './document-target.ts';

/** DELETE /needs/{id}/jd or DELETE /candidates/{id}/cv. */
export function deleteDocument(target: TDocumentTarget): Promise<void> {
  return api.delete(getDocumentBasePath(target));
}
