import { Link } from 'react-router';
import { Anchor, Badge, Checkbox, Code, Group, Stack, Text } from '@mantine/core';
import type { TCrmHealthFailure } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../shared/utils/format-date.ts';
import { DataTable } from '../../../shared/admin-ui/data-table.tsx';
import { crmKindKey } from '../utils/crm-kind-label.ts';

type TProps = {
  failures: TCrmHealthFailure[];
  selected: ReadonlySet<string>;
  onToggle: (flowId: string) => void;
  onToggleAll: (select: boolean) => void;
};

/** What a run was doing, for the row's spoken names: 'RPA Mission', 'RPA Opportunity'. */
export function formatCrmRunType(type: string): string {
  const action = /^rpa_(?:browser_)?(\w+)$/.exec(type)?.[1];
  if (!action) return type;
  return `RPA ${action.charAt(0).toUpperCase()}${action.slice(1)}`;
}

/** The failed CRM runs: the need (to its page), the candidate, the CRM's refusal and when. */
export function CrmFailuresTable({ failures, selected, onToggle, onToggleAll }: TProps) {
  const t = useT();
  const count = failures.filter((f) => selected.has(f.flowId)).length;
  const isAll = failures.length > 0 && count === failures.length;
  return (
    <DataTable
      minWidth={720}
      verticalSpacing="xs"
      highlightOnHover
      aria-label={t('crm-health.table.label')}
      rows={failures}
      rowKey={(f) => f.flowId}
      rowProps={(f) => ({ 'data-testid': 'crm-failure-row', 'data-flow-id': f.flowId })}
      columns={[
        {
          key: 'select',
          header: (
            <Checkbox
              aria-label={t('crm-health.table.selectAll')}
              checked={isAll}
              indeterminate={count > 0 && !isAll}
              onChange={(e) => onToggleAll(e.currentTarget.checked)}
            />
          ),
          th: { style: { width: 40 } },
          cell: (f) => (
            <Checkbox
              aria-label={t('crm-health.table.select', {
                run: formatCrmRunType(f.type),
                need: f.needName ?? f.flowId,
              })}
              checked={selected.has(f.flowId)}
              onChange={() => onToggle(f.flowId)}
            />
          ),
        },
        {
          key: 'need',
          header: t('crm-health.table.need'),
          cell: (f) => (
            <Stack gap={0}>
              {f.needId ? (
                <Anchor
                  component={Link}
                  to={`/softeamboard/need/${encodeURIComponent(f.needId)}`}
                  size="sm"
                  fw={500}
                >
                  {f.needName ?? f.needId.slice(0, 8)}
                </Anchor>
              ) : (
                <Text size="sm">{f.needName ?? '—'}</Text>
              )}
              <Text size="xs" c="dimmed">
                {formatCrmRunType(f.type)}
              </Text>
            </Stack>
          ),
        },
        {
          key: 'candidate',
          header: t('crm-health.table.candidate'),
          cell: (f) => <Text size="sm">{f.candidateName ?? '—'}</Text>,
        },
        {
          key: 'error',
          header: t('crm-health.table.error'),
          cell: (f) => (
            <Stack gap={2} align="flex-start">
              {f.errorCode ? <Code style={{ wordBreak: 'break-all' }}>{f.errorCode}</Code> : null}
              <Badge size="xs" variant="light" color={f.kind === 'other' ? 'gray' : 'red'}>
                {t(crmKindKey(f.kind))}
              </Badge>
            </Stack>
          ),
        },
        {
          key: 'message',
          header: t('crm-health.table.message'),
          td: { style: { minWidth: 200 } },
          cell: (f) => (
            <Text size="sm" lineClamp={3} title={f.message ?? undefined}>
              {f.message ?? '—'}
            </Text>
          ),
        },
        {
          key: 'fields',
          header: t('crm-health.table.fields'),
          cell: (f) =>
            f.fields.length ? (
              <Group gap={4}>
                {f.fields.map((field) => (
                  <Badge key={field} size="xs" variant="outline" color="gray" tt="none">
                    {field}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                —
              </Text>
            ),
        },
        {
          key: 'when',
          header: t('crm-health.table.when'),
          cell: (f) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(f.failedAt)}
            </Text>
          ),
        },
      ]}
    />
  );
}
