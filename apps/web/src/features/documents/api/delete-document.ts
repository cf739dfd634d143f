import { apiClient } from '../../../shared/api/index.ts';
import type { TDocumentTarget } from './document-target.ts';

/** DELETE /needs/{id}/jd or DELETE /candidates/{id}/cv. */
export async function deleteDocument(target: TDocumentTarget): Promise<void> {
  if (target.kind === 'jd')
    await apiClient.DELETE('/api/v1/needs/{id}/jd', { params: { path: { id: target.needId } } });
  else
    await apiClient.DELETE('/api/v1/candidates/{id}/cv', {
      params: { path: { id: target.candidateId } },
    });
}
