import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** /softeamboard/finished: sold, canceled and deleted needs. Placeholder. */
export function FinishedNeedsRoute() {
  return <PlaceholderPage title="Finished Needs" description="Completed, sold or canceled" />;
}
