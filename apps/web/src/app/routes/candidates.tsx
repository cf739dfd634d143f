import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** /candidates: candidates page (spec 001 §2). Placeholder. */
export function CandidatesRoute() {
  return <PlaceholderPage title="Candidates" description="All candidates and their progress" />;
}
