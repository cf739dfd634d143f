import type { ReactNode } from 'react';
import {
  ActionIcon,
  Badge,
  Group,
  Loader,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
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
import { NeedStatusBadge } from '../../../shared/ui/need-status-badge.tsx';
import { formatDate } from '../../../shared/utils/format-date.ts';
import type { TNeedSortField, TSortOrder } from '../utils/need-list-params.ts';

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
  const isActive = sortBy === field;
  const Icon = !isActive ? IconSelector : sortOrder === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={isActive ? (sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)} aria-label={`Sort by ${label}`}>
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

function AnalysisCell({ need }: { need: TNeed }) {
  const { label, count } = getAnalysisStatusLabel(need);
  if (label === 'Analyzing...')
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
      color={label === 'Analyzed' ? 'green' : 'gray'}
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
          <Badge size="sm" variant="outline" tt="none">
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
  if (!render) return <Text size="sm">{need.candidateCount}</Text>;
  const content = render(need);
  return typeof content === 'string' ? (
    <Text size="sm" title={content}>
      {truncateText(content, 50)}
    </Text>
  ) : (
    content
  );
}

/** The needs tables (active list and Finished Needs): server-sorted rows, a click opens the need. */
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
  const sortProps = { sortBy, sortOrder, onSort };
  const hasActions = Boolean(onEdit || onDelete);
  return (
    <Table.ScrollContainer minWidth={variant === 'active' ? 1100 : 800}>
      <Table highlightOnHover verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Title" field="title" {...sortProps} />
            <SortHeader label="Client" field="client" {...sortProps} />
            <SortHeader label="Priority" field="priority" {...sortProps} />
            <SortHeader label="Status" field="status" {...sortProps} />
            <SortHeader label="TJM" field="tjm" {...sortProps} />
            {variant === 'active' ? <Table.Th>Analysis</Table.Th> : null}
            {variant === 'active' ? <Table.Th>Order clients</Table.Th> : null}
            <Table.Th>Candidates</Table.Th>
            <SortHeader label="Created" field="createdAt" {...sortProps} />
            <SortHeader label="Updated" field="updatedAt" {...sortProps} />
            {hasActions ? <Table.Th aria-label="Actions" /> : null}
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
              <Table.Td>
                <Text size="sm" title={need.client}>
                  {need.client}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={getPriorityColor(need.priority)} size="sm">
                  {need.priority}
                </Badge>
              </Table.Td>
              <Table.Td>
                <NeedStatusBadge column={need.column} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{need.tjm != null ? `${need.tjm} €` : '—'}</Text>
              </Table.Td>
              {variant === 'active' ? (
                <Table.Td>
                  <AnalysisCell need={need} />
                </Table.Td>
              ) : null}
              {variant === 'active' ? (
                <Table.Td>
                  <OrderClientsCell need={need} />
                </Table.Td>
              ) : null}
              <Table.Td>
                <CandidatesCell need={need} render={renderCandidatesCell} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(need.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(need.updatedAt)}</Text>
              </Table.Td>
              {hasActions ? (
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  <Group gap={4} wrap="nowrap">
                    {onEdit ? (
                      <Tooltip label="Edit need">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${need.title}`}
                          onClick={() => onEdit(need)}
                        >
                          <IconEdit size={16} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                    {onDelete ? (
                      <Tooltip label="Delete permanently">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${need.title} permanently`}
                          onClick={() => onDelete(need)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
