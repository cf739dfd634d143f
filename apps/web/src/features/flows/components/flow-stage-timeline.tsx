import { Badge, Button, Group, Paper, Stack, Text, Timeline } from '@mantine/core';
import type { TFlowStageAttempt, TFlowStageRole } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import {
  flowStageLabel,
  flowStageNameLabel,
  formatDateTime,
  formatDuration,
} from '../utils/flow-display.ts';

const ATTEMPT_COLORS: Record<TFlowStageAttempt['status'], string> = {
  running: 'blue',
  completed: 'green',
  error: 'red',
  cancelled: 'orange',
};

type TFlowStageTimelineProps = {
  stages: readonly TFlowStageAttempt[];
  /** Offer "Retry from here" on the latest attempt of each role (only while the flow may retry). */
  retryRoles: ReadonlySet<TFlowStageRole>;
  busyRole: TFlowStageRole | null;
  onRetry: (role: TFlowStageRole) => void;
};

function Summary({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <Text size="xs" style={{ wordBreak: 'break-word' }}>
      <Text span fw={600} size="xs">
        {label}
      </Text>{' '}
      {text}
    </Text>
  );
}

/**
 * The run's timeline: every stage attempt as its own span, with queue wait apart from execution
 * time, the input and output summaries and the error (what run consoles show).
 */
export function FlowStageTimeline({
  stages,
  retryRoles,
  busyRole,
  onRetry,
}: TFlowStageTimelineProps) {
  const t = useT();
  if (stages.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('flows.timeline.empty')}
      </Text>
    );
  const lastIndexOfRole = new Map<TFlowStageRole, number>();
  stages.forEach((s, i) => s.role && lastIndexOfRole.set(s.role, i));

  return (
    <Timeline bulletSize={18} lineWidth={2} aria-label={t('flows.details.timeline')}>
      {stages.map((attempt, index) => {
        const canRetryHere =
          attempt.role !== null &&
          retryRoles.has(attempt.role) &&
          lastIndexOfRole.get(attempt.role) === index;
        return (
          <Timeline.Item
            key={`${attempt.stage}-${attempt.attempt}-${index}`}
            color={ATTEMPT_COLORS[attempt.status]}
            data-testid="stage-attempt"
            title={
              <Group gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {flowStageNameLabel(t, attempt.stage)}
                </Text>
                {attempt.role ? (
                  <Badge size="sm" variant="outline" tt="none" miw="max-content">
                    {flowStageLabel(t, attempt.role)}
                  </Badge>
                ) : null}
                <Text size="xs" c="dimmed">
                  {t('flows.timeline.attempt', { attempt: attempt.attempt })}
                </Text>
                <Badge
                  size="sm"
                  variant="light"
                  color={ATTEMPT_COLORS[attempt.status]}
                  miw="max-content"
                >
                  {t(`flows.attemptStatus.${attempt.status}` as TMessageKey)}
                </Badge>
              </Group>
            }
          >
            <Stack gap={2} mt={4}>
              <Text size="xs" c="dimmed">
                {t('flows.timeline.timing', {
                  started: formatDateTime(attempt.startedAt ?? attempt.queuedAt),
                  wait: formatDuration(attempt.queueWaitMs),
                  duration: formatDuration(attempt.durationMs),
                })}
              </Text>
              <Summary label={t('flows.timeline.input')} text={attempt.inputSummary} />
              <Summary label={t('flows.timeline.output')} text={attempt.outputSummary} />
              {attempt.error ? (
                <Paper p={6} radius="sm" bg="red.0">
                  <Text size="xs" c="red.8" style={{ wordBreak: 'break-word' }}>
                    {attempt.error}
                  </Text>
                </Paper>
              ) : null}
              {canRetryHere && attempt.role ? (
                <Group>
                  <Button
                    size="compact-xs"
                    variant="light"
                    loading={busyRole === attempt.role}
                    disabled={busyRole !== null}
                    onClick={() => onRetry(attempt.role!)}
                  >
                    {t('flows.retry.fromStage', { stage: flowStageLabel(t, attempt.role) })}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
