import { useState, type ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { IconDatabaseImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TImportCheck, TImportDuplicate, TImportRowError } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { DataTable, type TDataColumn } from '../../../shared/admin-ui/data-table.tsx';
import { ListPagination } from '../../../shared/admin-ui/list-pagination.tsx';
import { useLocalPages } from '../../../shared/admin-ui/use-local-pages.ts';
import { formatNumber } from '../../../shared/utils/format-number.ts';
import { fieldLabel } from '../utils/field-labels.ts';
import { formatPreviewValue, previewColumns } from '../utils/mapping.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';

/** A 5,000-row file may have thousands of errors: they are read a page at a time. */
export const ERRORS_PAGE_SIZE = 50;
const DUPLICATES_PAGE_SIZE = 20;

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={color}>
        {formatNumber(value)}
      </Text>
    </Paper>
  );
}

function Section({
  title,
  count,
  emptyText,
  children,
}: {
  title: string;
  count?: number;
  /** Said instead of the content when the count is 0. */
  emptyText?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={4}>
        {title}
        {count !== undefined ? ` (${formatNumber(count)})` : ''}
      </Title>
      {count === 0 && emptyText !== undefined ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

/** The errors whose row number, field or message contains the text (any case). */
function filterErrors(
  errors: readonly TImportRowError[],
  text: string,
  labelOf: (error: TImportRowError) => string,
): readonly TImportRowError[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return errors;
  return errors.filter((e) =>
    [String(e.row), labelOf(e), e.message].some((part) => part.toLowerCase().includes(needle)),
  );
}

function ErrorList({ errors }: { errors: readonly TImportRowError[] }) {
  const t = useT();
  const [filter, setFilter] = useState('');
  const labelOf = (e: TImportRowError) =>
    e.field ? fieldLabel(t, e.field) : t('imports.errors.wholeRow');
  const pages = useLocalPages(filterErrors(errors, filter, labelOf), ERRORS_PAGE_SIZE);
  const columns: TDataColumn<TImportRowError>[] = [
    {
      key: 'row',
      header: t('imports.errors.row'),
      th: { w: 80 },
      cell: (e) => formatNumber(e.row),
    },
    { key: 'field', header: t('imports.errors.field'), th: { w: 200 }, cell: labelOf },
    { key: 'message', header: t('imports.errors.message'), cell: (e) => e.message },
  ];
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('imports.errors.skipped')}
      </Text>
      <TextInput
        label={t('imports.errors.filter')}
        placeholder={t('imports.errors.filterPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={filter}
        onChange={(event) => {
          setFilter(event.currentTarget.value);
          pages.setPage(1);
        }}
        maw={360}
      />
      <DataTable
        rows={pages.rows}
        columns={columns}
        rowKey={(e, i) => `${e.row}-${e.field ?? ''}-${i}`}
        minWidth={520}
        striped
        verticalSpacing={4}
        emptyText={t('imports.errors.noMatch')}
      />
      <ListPagination
        {...pages.pagination}
        aria-label={t('imports.errors.pages')}
        withControlLabels
      />
    </>
  );
}

function DuplicateList({ duplicates }: { duplicates: readonly TImportDuplicate[] }) {
  const t = useT();
  const pages = useLocalPages(duplicates, DUPLICATES_PAGE_SIZE);
  const columns: TDataColumn<TImportDuplicate>[] = [
    {
      key: 'row',
      header: t('imports.errors.row'),
      th: { w: 80 },
      cell: (d) => formatNumber(d.row),
    },
    {
      key: 'message',
      header: t('imports.counts.duplicates'),
      cell: (d) => (
        <Stack gap={2}>
          <Text size="sm">{d.message}</Text>
          {d.candidateId ? (
            <Anchor
              component={Link}
              to={`/candidates?candidate=${encodeURIComponent(d.candidateId)}`}
              size="sm"
            >
              {t('imports.duplicates.open')}
            </Anchor>
          ) : d.otherRow !== null ? (
            <Text size="sm" c="dimmed">
              {t('imports.duplicates.sameAsRow', { row: formatNumber(d.otherRow) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
  ];
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('imports.duplicates.hint')}
      </Text>
      <DataTable
        rows={pages.rows}
        columns={columns}
        rowKey={(d, i) => `${d.row}-${i}`}
        minWidth={480}
        verticalSpacing={4}
      />
      <ListPagination
        {...pages.pagination}
        aria-label={t('imports.duplicates.pages')}
        withControlLabels
      />
    </>
  );
}

type TPreviewRow = TImportCheck['preview'][number];

function PreviewTable({ check }: { check: TImportCheck }) {
  const t = useT();
  const fields = previewColumns(check.import.mapping, check.preview);
  // The preview shows refused rows too, as the file has them: they are marked.
  const refused = new Set(check.errors.map((e) => e.row));
  const columns: TDataColumn<TPreviewRow>[] = [
    {
      key: 'row',
      header: t('imports.errors.row'),
      cell: (r) => (
        <Group gap={6} wrap="nowrap">
          {formatNumber(r.row)}
          {refused.has(r.row) ? (
            <Badge size="xs" color="red" variant="light">
              {t('imports.preview.refused')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    ...fields.map((field): TDataColumn<TPreviewRow> => ({
      key: field,
      header: fieldLabel(t, field),
      cell: (r) => formatPreviewValue(r.values[field]),
    })),
  ];
  return (
    <DataTable
      rows={check.preview}
      columns={columns}
      rowKey={(r) => String(r.row)}
      minWidth={Math.max(480, fields.length * 140)}
      emptyText={t('imports.preview.none')}
      verticalSpacing={4}
      fz="sm"
    />
  );
}

type TCheckResultProps = {
  check: TImportCheck;
  onRun: () => void;
  onBack: () => void;
  isStarting: boolean;
  runError: string | null;
};

/** Step 3: what the dry run found; nothing is saved until Import. */
export function CheckResult({ check, onRun, onBack, isStarting, runError }: TCheckResultProps) {
  const t = useT();
  const rowCount = check.import.rowCount;
  const errorRows = check.import.errorCount ?? rowCount - check.validCount;
  return (
    <Stack gap="lg">
      <SimpleGrid
        cols={{ base: 2, sm: 4 }}
        component="ul"
        aria-label={t('imports.counts')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        <Count label={t('imports.counts.rows')} value={rowCount} />
        <Count label={t('imports.counts.valid')} value={check.validCount} color="green" />
        <Count
          label={t('imports.counts.errors')}
          value={errorRows}
          color={errorRows ? 'red' : undefined}
        />
        <Count
          label={t('imports.counts.duplicates')}
          value={check.duplicates.length}
          color={check.duplicates.length ? 'orange' : undefined}
        />
      </SimpleGrid>
      <Section
        title={t('imports.errors.title')}
        count={check.errors.length}
        emptyText={t('imports.errors.none')}
      >
        <ErrorList errors={check.errors} />
      </Section>
      {check.import.kind === 'candidates' ? (
        <Section
          title={t('imports.duplicates.title')}
          count={check.duplicates.length}
          emptyText={t('imports.duplicates.none')}
        >
          <DuplicateList duplicates={check.duplicates} />
        </Section>
      ) : null}
      <Section title={t('imports.preview.title')}>
        <PreviewTable check={check} />
      </Section>
      <ErrorAlert message={runError} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('imports.back')}
        </Button>
        <Button
          leftSection={<IconDatabaseImport size={16} />}
          onClick={onRun}
          loading={isStarting}
          disabled={check.validCount === 0}
        >
          {t('imports.run', { count: check.validCount })}
        </Button>
      </Group>
    </Stack>
  );
}
