import { useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Tooltip,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconArrowsExchange,
  IconCloudUpload,
  IconGitMerge,
  IconListDetails,
  IconPencil,
  IconPlus,
  IconPoint,
  IconSparkles,
} from '@tabler/icons-react';
import {
  describeHistoryChange,
  HISTORY_KINDS,
  type THistoryEntry,
  type THistoryKind,
} from '@staffing/domain';
import { useT, type TTranslate } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { getErrorMessage, invalidateCoalesced } from '../../../shared/api/index.ts';
import { useLiveEvent, type LiveEvent } from '../../../shared/live/index.ts';
import { formatDateTime } from '../../../shared/utils/format-date.ts';
import { historyKeys, useHistory, type THistorySubject } from '../api/get-history.ts';
import { historyChangeText, historySummaryText } from '../utils/history-text.ts';
import { formatRelativeTime } from '../utils/relative-time.ts';
// Only this lazy panel renders a Chip: its styles load with it, not on the first page.
import '@mantine/core/styles/Chip.css';

/** The timeline's catalogue keys. */
export const HISTORY_TEXTS = {
  heading: 'history.title',
  empty: 'history.empty',
  emptyFiltered: 'history.emptyFiltered',
  system: 'history.system',
  loadMore: 'history.loadMore',
  loading: 'history.loading',
  failed: 'history.failed',
  filters: 'history.filters',
  entries: 'history.entries',
} as const satisfies Record<string, TMessageKey>;

/** The kinds' names (the domain's HISTORY_KIND_LABELS) in the catalogue. */
const KIND_LABEL_KEYS: Record<THistoryKind, TMessageKey> = {
  field: 'history.kind.field',
  step: 'history.kind.step',
  move: 'history.kind.move',
  crm: 'history.kind.crm',
  merge: 'history.kind.merge',
  analysis: 'history.kind.analysis',
  created: 'history.kind.created',
  other: 'history.kind.other',
};

const KIND_ICONS: Record<THistoryKind, typeof IconPencil> = {
  field: IconPencil,
  step: IconListDetails,
  move: IconArrowsExchange,
  crm: IconCloudUpload,
  merge: IconGitMerge,
  analysis: IconSparkles,
  created: IconPlus,
  other: IconPoint,
};
const KIND_COLORS: Record<THistoryKind, string> = {
  field: 'blue',
  step: 'teal',
  move: 'violet',
  crm: 'orange',
  merge: 'grape',
  analysis: 'cyan',
  created: 'green',
  other: 'gray',
};

/** The live events that may add to this timeline: about the entity, or naming it in the payload. */
const LIVE_TYPES: ReadonlySet<string> = new Set([
  'need_updated',
  'candidate_updated',
  'step_created',
  'step_updated',
  'step_deleted',
  'workflow_request_updated',
]);

function concerns(event: LiveEvent, subject: THistorySubject): boolean {
  if (event.entityId === subject.id) return true;
  const payload = (event.payload ?? {}) as Record<string, unknown>;
  const keys = subject.entity === 'need' ? ['need_id', 'needId'] : ['candidate_id', 'candidateId'];
  return keys.some((key) => payload[key] === subject.id);
}

/** The summary in the interface's language: its message, else its changes, else the server's words. */
function summaryOf(t: TTranslate, entry: THistoryEntry): string {
  if (entry.message) return historySummaryText(t, entry);
  const listed = entry.changes.map(describeHistoryChange).join('; ');
  if (entry.changes.length && entry.summary === listed)
    return entry.changes.map((change) => historyChangeText(t, change)).join('; ');
  return entry.summary;
}

function Entry({ entry }: { entry: THistoryEntry }) {
  const t = useT();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
        {summaryOf(t, entry)}
      </Text>
      {entry.changes.length > 1 ? (
        <Stack gap={0} component="ul" style={{ margin: 0, paddingLeft: 18 }}>
          {entry.changes.map((change) => (
            <Text key={change.field} component="li" size="xs" style={{ wordBreak: 'break-word' }}>
              {historyChangeText(t, change)}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {entry.actor?.name ?? t(HISTORY_TEXTS.system)}
        </Text>
        <Text size="xs" c="dimmed">
          ·
        </Text>
        <Tooltip
          label={formatDateTime(entry.at)}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <Text
            size="xs"
            c="dimmed"
            component="time"
            dateTime={entry.at}
            tabIndex={0}
            aria-label={formatDateTime(entry.at)}
          >
            {formatRelativeTime(entry.at)}
          </Text>
        </Tooltip>
      </Group>
    </Stack>
  );
}

/**
 * Who changed what and when on a need or a candidate, newest first, read-only for every role:
 * filter chips by kind, "Load more" for older entries, refreshed by the entity's live events.
 */
export function HistoryTimeline({ subject }: { subject: THistorySubject }) {
  const t = useT();
  const [kinds, setKinds] = useState<THistoryKind[]>([]);
  const query = useHistory(subject, kinds);
  const queryClient = useQueryClient();
  useLiveEvent('*', (event) => {
    if (LIVE_TYPES.has(event.type) && concerns(event, subject))
      invalidateCoalesced(queryClient, historyKeys.of(subject));
  });
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="sm" component="section" aria-label={t(HISTORY_TEXTS.heading)}>
      <Chip.Group multiple value={kinds} onChange={(value) => setKinds(value as THistoryKind[])}>
        <Group gap={6} role="group" aria-label={t(HISTORY_TEXTS.filters)}>
          {HISTORY_KINDS.map((kind) => (
            <Chip key={kind} value={kind} size="xs" variant="outline" color={KIND_COLORS[kind]}>
              {t(KIND_LABEL_KEYS[kind])}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {query.isPending ? (
        <Loader size="sm" aria-label={t(HISTORY_TEXTS.loading)} />
      ) : query.isError ? (
        <Alert color="red">{getErrorMessage(query.error, t(HISTORY_TEXTS.failed))}</Alert>
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {kinds.length ? t(HISTORY_TEXTS.emptyFiltered) : t(HISTORY_TEXTS.empty)}
        </Text>
      ) : (
        <Timeline bulletSize={24} lineWidth={2} aria-label={t(HISTORY_TEXTS.entries)}>
          {entries.map((entry) => {
            const Icon = KIND_ICONS[entry.kind];
            return (
              <Timeline.Item
                key={entry.id}
                data-kind={entry.kind}
                bullet={
                  <ThemeIcon size={22} radius="xl" color={KIND_COLORS[entry.kind]} variant="light">
                    <Icon size={14} aria-hidden />
                  </ThemeIcon>
                }
              >
                <Entry entry={entry} />
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
      {query.hasNextPage ? (
        <Group>
          <Button
            variant="default"
            size="xs"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t(HISTORY_TEXTS.loadMore)}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
