import { Badge, Tooltip } from '@mantine/core';
import { useT } from '../../i18n/i18n.ts';
import type { LiveState } from './live-connection.ts';
import { useLiveStatus } from './use-live-status.ts';

const LABELS = {
  connected: 'app.live.label.connected',
  connecting: 'app.live.label.connecting',
  disconnected: 'app.live.label.disconnected',
} as const satisfies Record<LiveState, string>;
const COLORS: Record<LiveState, string> = {
  connected: 'green',
  connecting: 'yellow',
  disconnected: 'gray',
};
const HINTS = {
  connected: 'app.live.hint.connected',
  connecting: 'app.live.hint.connecting',
  disconnected: 'app.live.hint.disconnected',
} as const satisfies Record<LiveState, string>;

/** The connection indicator of pages that follow live events. */
export function LiveStatusIndicator() {
  const t = useT();
  const state = useLiveStatus();
  return (
    <Tooltip label={t(HINTS[state])}>
      <Badge
        variant="dot"
        color={COLORS[state]}
        role="status"
        aria-label={t('app.live.aria', { state: t(LABELS[state]) })}
        data-state={state}
        tt="none"
      >
        {t(LABELS[state])}
      </Badge>
    </Tooltip>
  );
}
