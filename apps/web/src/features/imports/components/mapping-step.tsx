import { useMemo } from 'react';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import {
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  type TImportField,
  type TImportMapping,
  type TImportUpload,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { translateDomainMessage } from '../../../i18n/domain-messages.ts';
import { DataTable, type TDataColumn } from '../../../shared/admin-ui/data-table.tsx';
import { fieldLabel } from '../utils/field-labels.ts';
import { findFieldsMappedTwice, sampleValuesOf } from '../utils/mapping.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';

/** A Select cannot hold null: a column left out is this value. */
const LEAVE_OUT = 'leave-out';

type TMappingStepProps = {
  upload: TImportUpload;
  mapping: TImportMapping;
  onChange: (mapping: TImportMapping) => void;
  onCheck: () => void;
  onBack: () => void;
  isChecking: boolean;
  /** The check's refusal (a mapping the server finds incomplete), in its words. */
  error: string | null;
};

type TColumnRow = { index: number; header: string; samples: string[] };

/** Step 2: each column of the file, its first values, and the field it feeds. */
export function MappingStep(props: TMappingStepProps) {
  const t = useT();
  const { upload, mapping } = props;
  const kind = upload.import.kind;
  const options = useMemo(
    () => [
      { value: LEAVE_OUT, label: t('imports.mapping.leaveOut') },
      ...IMPORT_FIELDS[kind].map((field) => ({ value: field, label: fieldLabel(t, field) })),
    ],
    [kind, t],
  );
  const twice = findFieldsMappedTwice(mapping);
  const rows: TColumnRow[] = upload.import.headers.map((header, index) => ({
    index,
    header: header.trim() || t('imports.mapping.emptyHeader', { index: index + 1 }),
    samples: sampleValuesOf(upload.sample, index),
  }));

  const setField = (index: number, value: string | null) =>
    props.onChange(
      mapping.map((field, i) =>
        i === index ? (value && value !== LEAVE_OUT ? (value as TImportField) : null) : field,
      ),
    );

  const columns: TDataColumn<TColumnRow>[] = [
    {
      key: 'header',
      header: t('imports.mapping.column'),
      cell: (row) => <Text fw={600}>{row.header}</Text>,
    },
    {
      key: 'samples',
      header: t('imports.mapping.samples'),
      cell: (row) => (
        <Text size="sm" c="dimmed" lineClamp={2} style={{ wordBreak: 'break-word' }}>
          {row.samples.join(' · ')}
        </Text>
      ),
    },
    {
      key: 'field',
      header: t('imports.mapping.field'),
      th: { w: 260 },
      cell: (row) => {
        const field = mapping[row.index] ?? null;
        return (
          <Select
            aria-label={t('imports.mapping.fieldOf', { column: row.header })}
            data={options}
            value={field ?? LEAVE_OUT}
            onChange={(value) => setField(row.index, value)}
            allowDeselect={false}
            searchable
            error={
              field && twice.has(field)
                ? translateDomainMessage(IMPORT_MESSAGES.mappingTwice(fieldLabel(t, field)))
                : undefined
            }
          />
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <div>
        <Title order={3} size="h4">
          {t('imports.mapping.title', { file: upload.import.fileName })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('imports.mapping.rows', { count: upload.import.rowCount })}
          {' · '}
          {t('imports.mapping.intro')}
        </Text>
      </div>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(row) => String(row.index)}
        minWidth={640}
        verticalSpacing="xs"
      />
      <ErrorAlert message={props.error} />
      <Group justify="space-between">
        <Button variant="default" onClick={props.onBack}>
          {t('imports.back')}
        </Button>
        <Button
          leftSection={<IconListCheck size={16} />}
          onClick={props.onCheck}
          loading={props.isChecking}
          disabled={twice.size > 0 || mapping.every((field) => field === null)}
        >
          {t('imports.check')}
        </Button>
      </Group>
    </Stack>
  );
}
