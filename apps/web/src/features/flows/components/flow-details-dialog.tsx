import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Center,
  Code,
  Divider,
  Group,
  Loader,
  Progress,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  FLOW_RETRY_STAGE,
  canWatchFlowLive,
  getCrmErrorKind,
  ZCrmFlowError,
  type TFlow,
  type TFlowAction,
  type TFlowStageRole,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import {
  FLOW_CATEGORY_KEYS,
  FLOW_STATUS_COLORS,
  canCancelFlow,
  canRetryFlow,
  formatDateTime,
  formatDuration,
  flowStageNameLabel,
  flowTypeLabel,
  getFlowDuration,
  getFlowRetry,
  getRetryActionForRole,
  RPA_RELAUNCH_LABEL_KEY,
  getRetryableStages,
} from '../utils/flow-display.ts';
import type { TFlowBusy } from '../hooks/use-flow-actions.ts';
import { FlowScreenshot } from './flow-screenshot.tsx';
import { FlowStageTimeline } from './flow-stage-timeline.tsx';
import { FlowStatusBadge } from './flows-table.tsx';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

type TFlowDetailsDialogProps = {
  flowId: string | null;
  /** The detail query's state: the flow with its stages once loaded. */
  flow: TFlow | undefined;
  /** The row's copy, shown while the detail loads. */
  fallback: TFlow | undefined;
  isLoading: boolean;
  error: Error | null;
  busy: TFlowBusy;
  onAction: (flow: TFlow, action: TFlowAction) => void;
  /** The flow's Retry: a new launch for a crm_rpa run (its stages keep their own retries). */
  onRetry: (flow: TFlow) => void;
  onRetryLoad: () => void;
  onClose: () => void;
  /** Where the RPA live viewer plugs in (CRM issue); shown for flows one may watch live. */
  renderWatchLive?: (flow: TFlow) => ReactNode;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: 'break-word' }}>
        {children ?? '—'}
      </Text>
    </Stack>
  );
}

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && Object.keys(value).length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <ScrollArea.Autosize mah={220} type="auto">
        <Code block>{JSON.stringify(value, null, 2)}</Code>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** The CRM's own words for a failed CRM run: its error code, kind and the fields concerned. */
function CrmErrorLine({ metadata }: { metadata: TFlow['metadata'] }) {
  const t = useT();
  const parsed = ZCrmFlowError.safeParse(metadata?.crmError);
  if (!parsed.success) return null;
  const { errorCode, fields } = parsed.data;
  return (
    <Text size="xs" mt={4} data-testid="crm-error">
      {t('flows.details.crmError')} <Code>{errorCode}</Code> (
      {t(`flows.crmErrorKind.${getCrmErrorKind(errorCode)}` as TMessageKey)})
      {fields.length ? t('flows.details.crmErrorFields', { fields: fields.join(', ') }) : ''}
    </Text>
  );
}

/** The flow details dialog: fields, payload, error and the stage timeline with its actions. */
export function FlowDetailsDialog({
  flowId,
  flow: detail,
  fallback,
  isLoading,
  error,
  busy,
  onAction,
  onRetry,
  onRetryLoad,
  onClose,
  renderWatchLive,
}: TFlowDetailsDialogProps) {
  const t = useT();
  const flow = detail ?? fallback;
  const isBusy = Boolean(flow && busy?.id === flow.id);
  const busyRole: TFlowStageRole | null =
    isBusy && busy?.action && busy.action !== 'cancel' && busy.action !== 'rpa_relaunch'
      ? FLOW_RETRY_STAGE[busy.action]
      : null;
  const isRpaRelaunch = Boolean(flow && getFlowRetry(flow).action === 'rpa_relaunch');
  const stages = detail?.stages ?? [];
  const retryable = flow && canRetryFlow(flow) ? getRetryableStages(stages) : [];
  const retryRoles = new Set(retryable.map((r) => r.role));
  // Narrow screens (spec: 768 px) get the whole screen for the timeline.

  return (
    <AppModal opened={flowId !== null} onClose={onClose} title={t('flows.details.title')} size="xl">
      {!flow && isLoading ? (
        <Center p="xl">
          <Loader aria-label={t('flows.details.loading')} />
        </Center>
      ) : !flow ? (
        <Alert color="red" role="alert" title={t('flows.errors.loadError')}>
          <Text size="sm">{getErrorMessage(error, t('flows.details.notFound'))}</Text>
          <Button mt="sm" size="xs" variant="light" onClick={onRetryLoad}>
            {t('flows.errors.tryAgain')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Text fw={600}>{flowTypeLabel(t, flow.type)}</Text>
              <FlowStatusBadge status={flow.status} testId="flow-status" />
            </Group>
            <Group gap="xs">
              {canRetryFlow(flow) && isRpaRelaunch ? (
                <Tooltip label={t(RPA_RELAUNCH_LABEL_KEY)}>
                  <Button
                    variant="light"
                    size="xs"
                    loading={isBusy && busy?.action === 'rpa_relaunch'}
                    disabled={isBusy}
                    onClick={() => onRetry(flow)}
                  >
                    {t('flows.details.retry')}
                  </Button>
                </Tooltip>
              ) : null}
              {canRetryFlow(flow) && !isRpaRelaunch && retryable.length === 0 && !isLoading ? (
                <Text size="xs" c="dimmed">
                  {t('flows.details.noStageToRetry')}
                </Text>
              ) : null}
              {canCancelFlow(flow) ? (
                <Button
                  color="red"
                  variant="light"
                  size="xs"
                  loading={isBusy && busy?.action === 'cancel'}
                  disabled={isBusy}
                  onClick={() => onAction(flow, 'cancel')}
                >
                  {t('flows.table.cancelTooltip')}
                </Button>
              ) : null}
            </Group>
          </Group>
          <Progress
            value={flow.progress}
            color={FLOW_STATUS_COLORS[flow.status] ?? 'blue'}
            aria-label={t('flows.table.progressLabel', { progress: flow.progress })}
          />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <Field label={t('flows.details.flowId')}>
              <Code>{flow.flowId}</Code>
            </Field>
            <Field label={t('flows.details.category')}>
              {FLOW_CATEGORY_KEYS[flow.category]
                ? t(FLOW_CATEGORY_KEYS[flow.category])
                : flow.category}
            </Field>
            <Field label={t('flows.table.stage')}>{flowStageNameLabel(t, flow.stage)}</Field>
            <Field label={t('flows.table.need')}>{flow.needName}</Field>
            <Field label={t('flows.table.candidate')}>
              {flow.candidateName}
              {flow.candidateEmail ? ` (${flow.candidateEmail})` : ''}
            </Field>
            <Field label={t('flows.details.clientEmail')}>{flow.clientEmail}</Field>
            <Field label={t('flows.table.started')}>
              {formatDateTime(flow.startedAt ?? flow.createdAt)}
            </Field>
            <Field label={t('flows.details.completed')}>{formatDateTime(flow.completedAt)}</Field>
            <Field label={t('flows.table.duration')}>{formatDuration(getFlowDuration(flow))}</Field>
          </SimpleGrid>
          {flow.message ? <Text size="sm">{flow.message}</Text> : null}
          {flow.error ? (
            <Alert color="red" title={t('flows.details.error')} role="alert">
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                {flow.error}
              </Text>
              <CrmErrorLine metadata={flow.metadata} />
            </Alert>
          ) : null}
          {renderWatchLive && canWatchFlowLive(flow) ? renderWatchLive(flow) : null}
          <FlowScreenshot flow={flow} />

          <Divider label={t('flows.details.timeline')} labelPosition="left" />
          {isLoading && !detail ? (
            <Center p="md">
              <Loader size="sm" aria-label={t('flows.details.loadingStages')} />
            </Center>
          ) : (
            <FlowStageTimeline
              stages={stages}
              retryRoles={retryRoles}
              busyRole={busyRole}
              onRetry={(role) => onAction(flow, getRetryActionForRole(role))}
            />
          )}

          <JsonBlock label={t('flows.details.payload')} value={flow.payload} />
          <JsonBlock label={t('flows.details.originalPayload')} value={flow.originalPayload} />
          <JsonBlock label={t('flows.details.metadata')} value={flow.metadata} />
        </Stack>
      )}
    </AppModal>
  );
}
