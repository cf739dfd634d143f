import type { ReactNode } from 'react';
import { useElementSize } from '@mantine/hooks';
import { Badge, Box, Group, Loader, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconEdit,
  IconSelector,
  IconTrash,
} from '@tabler/icons-react';
import {
  getAnalysisStatusLabel,
  getPriorityColor,
  getVisibleChips,
  truncateChip,
  truncateText,
  type TNeed,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { NeedStatusBadge } from '../../../shared/ui/need-status-badge.tsx';
import { TooltipAction } from '../../../shared/ui/tooltip-action.tsx';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { formatEuros, formatNumber } from '../../../shared/utils/format-number.ts';
import type { TNeedSortField, TSortOrder } from '../utils/need-list-params.ts';
import {
  NEEDS_TABLE_COLUMNS,
  getTableMinWidth,
  getVisibleTableColumns,
  type TNeedsTableColumn,
} from '../utils/needs-table-columns.ts';

/** What the candidates feature shows in a row: plain text (truncated here) or its own node. */
export type TRenderCandidatesCell = (need: TNeed) => ReactNode;

type TNeedsTableProps = {
  needs: readonly TNeed[];
  sortBy: TNeedSortField;
  sortOrder: TSortOrder;
  onSort: (field: TNeedSortField) => void;
  onOpen: (need: TNeed) => void;
  onEdit?: ((need: TNeed) => void) | undefined;
  onDelete?: ((need: TNeed) => void) | undefined;
  renderCandidatesCell?: TRenderCandidatesCell | undefined;
  /** Finished Needs leaves out the analysis and order client columns. */
  variant: 'active' | 'finished';
};

function SortHeader({
  label,
  field,
  sortBy,
  sortOrder,
  onSort,
}: {
  label: string;
  field: TNeedSortField;
  sortBy: TNeedSortField;
  sortOrder: TSortOrder;
  onSort: (f: TNeedSortField) => void;
}) {
  const t = useT();
  const isActive = sortBy === field;
  const Icon = !isActive ? IconSelector : sortOrder === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={isActive ? (sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)} aria-label={t('needs.table.sortBy', { label })}>
        <Group gap={4} wrap="nowrap">
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Each column's header; a sortable one sorts the server's list by its field. */
const COLUMN_HEADERS: Record<
  Exclude<TNeedsTableColumn, 'actions'>,
  { labelKey: TMessageKey; sortField?: TNeedSortField }
> = {
  title: { labelKey: 'needs.fields.title', sortField: 'title' },
  client: { labelKey: 'needs.fields.client', sortField: 'client' },
  priority: { labelKey: 'needs.fields.priority', sortField: 'priority' },
  status: { labelKey: 'needs.detail.status', sortField: 'status' },
  tjm: { labelKey: 'needs.detail.tjm', sortField: 'tjm' },
  analysis: { labelKey: 'needs.table.analysis' },
  orderClients: { labelKey: 'needs.table.orderClients' },
  candidates: { labelKey: 'needs.detail.candidates' },
  createdAt: { labelKey: 'needs.detail.created', sortField: 'createdAt' },
  updatedAt: { labelKey: 'needs.table.updated', sortField: 'updatedAt' },
};

/** The domain's analysis column labels, in the catalogue. */
const ANALYSIS_LABEL_KEYS: Record<string, TMessageKey> = {
  Analyzed: 'needs.table.analyzed',
  'Analyzing...': 'needs.table.analyzing',
  'No analysis': 'needs.edit.noAnalysis',
};

function AnalysisCell({ need }: { need: TNeed }) {
  const t = useT();
  const { label: domainLabel, count } = getAnalysisStatusLabel(need);
  const key = ANALYSIS_LABEL_KEYS[domainLabel];
  const label = key ? t(key) : domainLabel;
  if (domainLabel === 'Analyzing...')
    return (
      <Group gap={4} wrap="nowrap">
        <Loader size={12} />
        <Text size="xs">{label}</Text>
      </Group>
    );
  return (
    <Badge
      size="sm"
      variant="light"
      color={domainLabel === 'Analyzed' ? 'green' : 'gray'}
      tt="none"
      miw="max-content"
    >
      {label}
      {count !== null ? ` (${count})` : ''}
    </Badge>
  );
}

function OrderClientsCell({ need }: { need: TNeed }) {
  const { shown, more } = getVisibleChips(need.orderClients, 2);
  if (shown.length === 0)
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      {shown.map((name) => (
        <Tooltip key={name} label={name}>
          <Badge size="sm" variant="outline" tt="none" miw="max-content">
            {truncateChip(name)}
          </Badge>
        </Tooltip>
      ))}
      {more ? (
        <Badge size="sm" variant="light" color="gray">
          +{more}
        </Badge>
      ) : null}
    </Group>
  );
}

/** A candidate cell's text stays within 50 characters (47 + '...'). */
export function CandidatesCell({
  need,
  render,
}: {
  need: TNeed;
  render?: TRenderCandidatesCell | undefined;
}) {
  if (!render) return <Text size="sm">{formatNumber(need.candidateCount)}</Text>;
  const content = render(need);
  return typeof content === 'string' ? (
    <Text size="sm" title={content}>
      {truncateText(content, 50)}
    </Text>
  ) : (
    content
  );
}

/**
 * The needs tables (active list and Finished Needs): server-sorted rows, a click opens the need.
 * Columns have priorities: on a narrow screen the less important ones fold away so the title
 * keeps room to be read.
 */
export function NeedsTable({
  needs,
  sortBy,
  sortOrder,
  onSort,
  onOpen,
  onEdit,
  onDelete,
  renderCandidatesCell,
  variant,
}: TNeedsTableProps) {
  const t = useT();
  const sortProps = { sortBy, sortOrder, onSort };
  const { ref, width } = useElementSize();
  const shown = getVisibleTableColumns(width, { variant, hasActions: Boolean(onEdit || onDelete) });
  const show = (column: TNeedsTableColumn) => shown.has(column);
  const hasActions = show('actions');
  return (
    <Box ref={ref}>
      <Table.ScrollContainer minWidth={getTableMinWidth(shown)}>
        <Table highlightOnHover verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              {NEEDS_TABLE_COLUMNS.filter(show).map((column) => {
                if (column === 'actions')
                  return <Table.Th key={column} aria-label={t('needs.table.actions')} />;
                const { labelKey, sortField } = COLUMN_HEADERS[column];
                return sortField ? (
                  <SortHeader key={column} label={t(labelKey)} field={sortField} {...sortProps} />
                ) : (
                  <Table.Th key={column}>{t(labelKey)}</Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {needs.map((need) => (
              <Table.Tr
                key={need.id}
                onClick={() => onOpen(need)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && e.target === e.currentTarget) onOpen(need);
                }}
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                data-testid="need-row"
              >
                <Table.Td>
                  <Text size="sm" fw={500} lineClamp={2} title={need.title}>
                    {need.title}
                  </Text>
                </Table.Td>
                {show('client') ? (
                  <Table.Td>
                    <Text size="sm" title={need.client}>
                      {need.client}
                    </Text>
                  </Table.Td>
                ) : null}
                {show('priority') ? (
                  <Table.Td>
                    <Badge color={getPriorityColor(need.priority)} size="sm">
                      {need.priority}
                    </Badge>
                  </Table.Td>
                ) : null}
                {show('status') ? (
                  <Table.Td>
                    <NeedStatusBadge column={need.column} />
                  </Table.Td>
                ) : null}
                {show('tjm') ? (
                  <Table.Td>
                    <Text size="sm">{formatEuros(need.tjm)}</Text>
                  </Table.Td>
                ) : null}
                {show('analysis') ? (
                  <Table.Td>
                    <AnalysisCell need={need} />
                  </Table.Td>
                ) : null}
                {show('orderClients') ? (
                  <Table.Td>
                    <OrderClientsCell need={need} />
                  </Table.Td>
                ) : null}
                {show('candidates') ? (
                  <Table.Td>
                    <CandidatesCell need={need} render={renderCandidatesCell} />
                  </Table.Td>
                ) : null}
                {show('createdAt') ? (
                  <Table.Td>
                    <Text size="sm">{formatDate(need.createdAt)}</Text>
                  </Table.Td>
                ) : null}
                {show('updatedAt') ? (
                  <Table.Td>
                    <Text size="sm">{formatDate(need.updatedAt)}</Text>
                  </Table.Td>
                ) : null}
                {hasActions ? (
                  <Table.Td onClick={(e) => e.stopPropagation()}>
                    <Group gap={4} wrap="nowrap">
                      {onEdit ? (
                        <TooltipAction
                          label={t('needs.card.editNeed')}
                          aria-label={t('needs.table.editNamed', { title: need.title })}
                          onClick={() => onEdit(need)}
                        >
                          <IconEdit size={16} />
                        </TooltipAction>
                      ) : null}
                      {onDelete ? (
                        <TooltipAction
                          label={t('needs.table.deletePermanently')}
                          color="red"
                          aria-label={t('needs.table.deleteNamed', { title: need.title })}
                          onClick={() => onDelete(need)}
                        >
                          <IconTrash size={16} />
                        </TooltipAction>
                      ) : null}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
