import { Anchor, Checkbox, Table, Text, Tooltip } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { shortId, type TWorkflowRequest } from '@staffing/domain';
import { useT, type TTranslate } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../shared/utils/format-date.ts';
import { formatNumber } from '../../../shared/utils/format-number.ts';
import {
  getWorkflowActionLabel,
  getWorkflowRowNames,
  workflowTypeDescription,
} from '../utils/workflow-display.ts';
import type { TWorkflowRowAction } from '../utils/workflow-row-actions.ts';
import { WorkflowActionButtons } from './workflow-action-buttons.tsx';
import { WorkflowStatusBadge } from './workflow-status-badge.tsx';
import { NamedCell } from '../../../shared/ui/named-cell.tsx';

type TProps = {
  requests: TWorkflowRequest[];
  /** Admin: the flow id links to Flow Administration. */
  canOpenFlows: boolean;
  isPending: (id: string) => boolean;
  onAction: (action: TWorkflowRowAction, request: TWorkflowRequest) => void;
  /** The requests chosen for a batch start (by id). */
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], isSelected: boolean) => void;
};

/** The accessible name of a request: its action and need, else its short id. */
export function getWorkflowRequestName(t: TTranslate, request: TWorkflowRequest): string {
  const { needTitle } = getWorkflowRowNames(request);
  const action = getWorkflowActionLabel(t, request.type).toLowerCase();
  return needTitle
    ? t('workflows.requestName.forNeed', { action, need: needTitle })
    : t('workflows.requestName.byId', { action, id: shortId(request.id) });
}

export function WorkflowRequestsTable({
  requests,
  canOpenFlows,
  isPending,
  onAction,
  selected,
  onSelect,
}: TProps) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('workflows.table.selectAll')}
                checked={requests.length > 0 && requests.every((r) => selected.has(r.id))}
                indeterminate={
                  requests.some((r) => selected.has(r.id)) &&
                  !requests.every((r) => selected.has(r.id))
                }
                onChange={(event) =>
                  onSelect(
                    requests.map((r) => r.id),
                    event.currentTarget.checked,
                  )
                }
              />
            </Table.Th>
            <Table.Th>{t('workflows.table.type')}</Table.Th>
            <Table.Th>{t('workflows.fields.need')}</Table.Th>
            <Table.Th>{t('workflows.fields.client')}</Table.Th>
            <Table.Th>{t('workflows.fields.candidate')}</Table.Th>
            <Table.Th>{t('workflows.fields.status')}</Table.Th>
            <Table.Th>{t('workflows.table.attempts')}</Table.Th>
            <Table.Th>{t('workflows.fields.lastError')}</Table.Th>
            <Table.Th>{t('workflows.table.flow')}</Table.Th>
            <Table.Th>{t('workflows.fields.updated')}</Table.Th>
            <Table.Th>{t('workflows.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => {
            const names = getWorkflowRowNames(request);
            const detailPath = `/admin/workflows/${encodeURIComponent(request.id)}`;
            return (
              <Table.Tr
                key={request.id}
                data-testid="workflow-row"
                data-id={request.id}
                style={{ cursor: 'pointer' }}
                onClick={() => void navigate(detailPath)}
              >
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    aria-label={t('workflows.table.select', {
                      name: getWorkflowRequestName(t, request),
                    })}
                    checked={selected.has(request.id)}
                    onChange={(event) => onSelect([request.id], event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <NamedCell
                    name={getWorkflowActionLabel(t, request.type)}
                    detail={workflowTypeDescription(t, request.type)}
                  />
                </Table.Td>
                <Table.Td>
                  {/* The row's keyboard entry: the link opens the detail like a click on the row. */}
                  <Anchor
                    component={Link}
                    to={detailPath}
                    size="sm"
                    onClick={(event) => event.stopPropagation()}
                  >
                    {names.needTitle ?? t('workflows.table.request', { id: shortId(request.id) })}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{names.clientName ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{names.candidateName ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <WorkflowStatusBadge status={request.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatNumber(request.attempts)}</Text>
                </Table.Td>
                <Table.Td maw={240}>
                  {request.lastError ? (
                    <Tooltip label={request.lastError} multiline maw={360}>
                      <Text size="xs" c="red" lineClamp={2}>
                        {request.lastError}
                      </Text>
                    </Tooltip>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {request.flowId ? (
                    canOpenFlows ? (
                      <Anchor
                        component={Link}
                        to={`/admin/flows?flow=${encodeURIComponent(request.flowId)}`}
                        size="xs"
                        ff="monospace"
                        onClick={(event) => event.stopPropagation()}
                      >
                        {request.flowId}
                      </Anchor>
                    ) : (
                      <Text size="xs" ff="monospace">
                        {request.flowId}
                      </Text>
                    )
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{formatDateTime(request.updatedAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <WorkflowActionButtons
                    variant="icons"
                    request={request}
                    name={getWorkflowRequestName(t, request)}
                    isPending={isPending(request.id)}
                    onAction={onAction}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
