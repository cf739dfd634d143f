import { Badge, Tooltip } from '@mantine/core';
import type { LiveState } from './live-connection.ts';
import { useLiveStatus } from './use-live-status.ts';

const LABELS: Record<LiveState, string> = {
  connected: 'Live',
  connecting: 'Connecting...',
  disconnected: 'Offline',
};
const COLORS: Record<LiveState, string> = {
  connected: 'green',
  connecting: 'yellow',
  disconnected: 'gray',
};
const HINTS: Record<LiveState, string> = {
  connected: 'Changes appear as they happen',
  connecting: 'Connecting to live updates',
  disconnected: 'Live updates unavailable; the page refreshes on its timer',
};

/** The connection indicator of pages that follow live events. */
export function LiveStatusIndicator() {
  const state = useLiveStatus();
  return (
    <Tooltip label={HINTS[state]}>
      <Badge
        variant="dot"
        color={COLORS[state]}
        role="status"
        aria-label={`Live updates: ${LABELS[state]}`}
        data-state={state}
        tt="none"
      >
        {LABELS[state]}
      </Badge>
    </Tooltip>
  );
}
