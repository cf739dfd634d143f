import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** /softeamboard: the needs board (spec 000 §2 Board). Placeholder until the board feature lands. */
export function BoardRoute() {
  return <PlaceholderPage title="Kanban Board" description="Visual board with drag and drop" />;
}
