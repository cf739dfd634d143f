import { apiClient } from '../../../shared/api/index.ts';

/** Which stored document a widget works on: a need's job description or a candidate's CV. */
export type TDocumentTarget = { kind: 'jd'; needId: string } | { kind: 'cv'; candidateId: string };

/** The blob endpoint: GET /needs/{id}/jd/file or GET /candidates/{id}/cv/file. */
export function fetchDocumentFile(target: TDocumentTarget): Promise<Response> {
  return target.kind === 'jd'
    ? apiClient.GET_RESPONSE('/api/v1/needs/{id}/jd/file', {
        params: { path: { id: target.needId } },
      })
    : apiClient.GET_RESPONSE('/api/v1/candidates/{id}/cv/file', {
        params: { path: { id: target.candidateId } },
      });
}
