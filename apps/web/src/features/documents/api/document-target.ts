/** Which stored document a widget works on: a need's job description or a candidate's CV. */
export type TDocumentTarget = { kind: 'jd'; needId: string } | { kind: 'cv'; candidateId: string };

export function getDocumentBasePath(target: TDocumentTarget): string {
  return target.kind === 'jd'
    ? `/needs/${encodeURIComponent(target.needId)}/jd`
    : `/candidates/${encodeURIComponent(target.candidateId)}/cv`;
}

/** The blob endpoint: GET /needs/{id}/jd/file or GET /candidates/{id}/cv/file. */
export function getDocumentFilePath(target: TDocumentTarget): string {
  return `${getDocumentBasePath(target)}/file`;
}
