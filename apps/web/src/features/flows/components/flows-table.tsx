import type { KeyboardEvent, MouseEvent } from 'react';
import { Badge, Checkbox, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconEye, IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { canWatchFlowLive, type TFlow, type TFlowAction } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TFlowBusy } from '../hooks/use-flow-actions.ts';
import {
  FLOW_CATEGORY_KEYS,
  FLOW_STATUS_COLORS,
  canCancelFlow,
  canRetryFlow,
  formatDateTime,
  formatDuration,
  flowStageNameLabel,
  flowStatusLabel,
  flowTypeLabel,
  getFlowDuration,
  getFlowRetry,
} from '../utils/flow-display.ts';
import { NamedCell } from '../../../shared/ui/named-cell.tsx';
import { TooltipAction } from '../../../shared/ui/tooltip-action.tsx';

export type TFlowsTableProps = {
  flows: TFlow[];
  selected: ReadonlySet<string>;
  /** Every flow matching the filter is selected, beyond this page. */
  isAllMatchingSelected: boolean;
  busy: TFlowBusy;
  onToggle: (id: string) => void;
  onTogglePage: (select: boolean) => void;
  onOpen: (flow: TFlow) => void;
  onAction: (flow: TFlow, action: TFlowAction) => void;
  /** The row's Retry: a stage retry, or a new launch for a crm_rpa run. */
  onRetry: (flow: TFlow) => void;
  /** Opens the live viewer of a processing RPA run. */
  onWatchLive?: (flow: TFlow) => void;
};

const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

/** A status reads whole: the badge keeps its text's width and never ends in an ellipsis. */
export function FlowStatusBadge({ status, testId }: { status: string; testId?: string }) {
  const t = useT();
  return (
    <Badge
      variant="light"
      color={FLOW_STATUS_COLORS[status] ?? 'gray'}
      data-testid={testId ?? 'flow-status-badge'}
      miw="max-content"
      style={{ overflow: 'visible' }}
    >
      {flowStatusLabel(t, status)}
    </Badge>
  );
}

export function FlowsTable({
  flows,
  selected,
  isAllMatchingSelected,
  busy,
  onToggle,
  onTogglePage,
  onOpen,
  onAction,
  onRetry,
  onWatchLive,
}: TFlowsTableProps) {
  const t = useT();
  const selectedOnPage = flows.filter((f) => isAllMatchingSelected || selected.has(f.id)).length;
  const isPageSelected = flows.length > 0 && selectedOnPage === flows.length;

  return (
    <Table.ScrollContainer minWidth={980}>
      <Table highlightOnHover verticalSpacing="xs" aria-label={t('flows.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ width: 40 }}>
              <Checkbox
                aria-label={t('flows.table.selectPage')}
                checked={isPageSelected}
                indeterminate={selectedOnPage > 0 && !isPageSelected}
                onChange={(e) => onTogglePage(e.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>{t('flows.table.type')}</Table.Th>
            <Table.Th>{t('flows.table.need')}</Table.Th>
            <Table.Th>{t('flows.table.candidate')}</Table.Th>
            <Table.Th>{t('flows.table.status')}</Table.Th>
            <Table.Th style={{ minWidth: 110 }}>{t('flows.table.progress')}</Table.Th>
            <Table.Th>{t('flows.table.stage')}</Table.Th>
            <Table.Th>{t('flows.table.started')}</Table.Th>
            <Table.Th>{t('flows.table.duration')}</Table.Th>
            <Table.Th style={{ width: 110 }}>{t('flows.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {flows.map((flow) => {
            const retry = getFlowRetry(flow);
            const isBusy = busy?.id === flow.id;
            const label = `${flowTypeLabel(t, flow.type)} ${flow.id}`;
            return (
              <Table.Tr
                key={flow.id}
                data-testid="flow-row"
                data-flow-id={flow.id}
                tabIndex={0}
                aria-label={t('flows.table.openDetails', { label })}
                style={{ cursor: 'pointer' }}
                onClick={() => onOpen(flow)}
                onKeyDown={(e) => {
                  if (e.target !== e.currentTarget) return;
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onOpen(flow);
                  }
                }}
              >
                <Table.Td onClick={stop} onKeyDown={stop}>
                  <Checkbox
                    aria-label={t('flows.table.selectFlow', { label })}
                    checked={isAllMatchingSelected || selected.has(flow.id)}
                    disabled={isAllMatchingSelected}
                    onChange={() => onToggle(flow.id)}
                  />
                </Table.Td>
                <Table.Td>
                  <NamedCell
                    name={flowTypeLabel(t, flow.type)}
                    detail={
                      FLOW_CATEGORY_KEYS[flow.category]
                        ? t(FLOW_CATEGORY_KEYS[flow.category])
                        : flow.category
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {flow.needName ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{flow.candidateName ?? '—'}</Text>
                    {flow.candidateEmail ? (
                      <Text size="xs" c="dimmed">
                        {flow.candidateEmail}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <FlowStatusBadge status={flow.status} />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Progress
                      value={flow.progress}
                      color={FLOW_STATUS_COLORS[flow.status] ?? 'blue'}
                      style={{ flex: 1 }}
                      aria-label={t('flows.table.progressLabel', { progress: flow.progress })}
                    />
                    <Text size="xs" c="dimmed" w={34} ta="right">
                      {Math.round(flow.progress)}%
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" data-testid="flow-stage">
                    {flowStageNameLabel(t, flow.stage)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(flow.startedAt ?? flow.createdAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDuration(getFlowDuration(flow))}</Text>
                </Table.Td>
                <Table.Td onClick={stop} onKeyDown={stop}>
                  <Group gap={4} wrap="nowrap">
                    {onWatchLive && canWatchFlowLive(flow) ? (
                      <TooltipAction
                        label={t('flows.live.watch')}
                        color="grape"
                        aria-label={t('flows.table.watchLiveFlow', { label })}
                        onClick={() => onWatchLive(flow)}
                      >
                        <IconEye size={16} />
                      </TooltipAction>
                    ) : null}
                    {canRetryFlow(flow) ? (
                      <TooltipAction
                        label={retry.label}
                        aria-label={t('flows.table.retryFlow', { label })}
                        loading={isBusy && busy?.action === retry.action}
                        disabled={isBusy}
                        onClick={() => onRetry(flow)}
                      >
                        <IconRefresh size={16} />
                      </TooltipAction>
                    ) : null}
                    {canCancelFlow(flow) ? (
                      <TooltipAction
                        label={t('flows.table.cancelTooltip')}
                        color="red"
                        aria-label={t('flows.table.cancelFlow', { label })}
                        loading={isBusy && busy?.action === 'cancel'}
                        disabled={isBusy}
                        onClick={() => onAction(flow, 'cancel')}
                      >
                        <IconPlayerStop size={16} />
                      </TooltipAction>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
