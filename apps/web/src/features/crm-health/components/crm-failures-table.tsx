import { Link } from 'react-router';
import { Anchor, Badge, Checkbox, Code, Group, Stack, Table, Text } from '@mantine/core';
import type { TCrmHealthFailure } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../shared/utils/format-date.ts';
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
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={t('crm-health.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ width: 40 }}>
              <Checkbox
                aria-label={t('crm-health.table.selectAll')}
                checked={isAll}
                indeterminate={count > 0 && !isAll}
                onChange={(e) => onToggleAll(e.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>{t('crm-health.table.need')}</Table.Th>
            <Table.Th>{t('crm-health.table.candidate')}</Table.Th>
            <Table.Th>{t('crm-health.table.error')}</Table.Th>
            <Table.Th>{t('crm-health.table.message')}</Table.Th>
            <Table.Th>{t('crm-health.table.fields')}</Table.Th>
            <Table.Th>{t('crm-health.table.when')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {failures.map((f) => (
            <Table.Tr key={f.flowId} data-testid="crm-failure-row" data-flow-id={f.flowId}>
              <Table.Td>
                <Checkbox
                  aria-label={t('crm-health.table.select', {
                    run: formatCrmRunType(f.type),
                    need: f.needName ?? f.flowId,
                  })}
                  checked={selected.has(f.flowId)}
                  onChange={() => onToggle(f.flowId)}
                />
              </Table.Td>
              <Table.Td>
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
              </Table.Td>
              <Table.Td>
                <Text size="sm">{f.candidateName ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  {f.errorCode ? (
                    <Code style={{ wordBreak: 'break-all' }}>{f.errorCode}</Code>
                  ) : null}
                  <Badge size="xs" variant="light" color={f.kind === 'other' ? 'gray' : 'red'}>
                    {t(crmKindKey(f.kind))}
                  </Badge>
                </Stack>
              </Table.Td>
              <Table.Td style={{ minWidth: 200 }}>
                <Text size="sm" lineClamp={3} title={f.message ?? undefined}>
                  {f.message ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                {f.fields.length ? (
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
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(f.failedAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
