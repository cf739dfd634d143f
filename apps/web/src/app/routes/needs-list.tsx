import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** /softeamboard/needs: active needs table. Placeholder until the needs-list feature lands. */
export function NeedsListRoute() {
  return <PlaceholderPage title="Needs List" description="Detailed table with filters" />;
}
