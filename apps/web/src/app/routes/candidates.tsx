import { CandidatesPage } from '../../features/candidates/index.ts';

/** /candidates: every candidate, searchable and filterable (spec 001 §2). */
export function CandidatesRoute() {
  return <CandidatesPage />;
}
