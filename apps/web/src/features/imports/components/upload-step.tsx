import { useState, type DragEvent } from 'react';
import { Button, CloseButton, FileButton, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import {
  IMPORT_KINDS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type TImportKind,
  type TImportUpload,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { translateDomainMessage } from '../../../i18n/domain-messages.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { formatNumber } from '../../../shared/utils/format-number.ts';
import { useUploadImport } from '../api/upload-import.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';

const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the server would refuse anyway, said before the file travels: its type and its size. */
function findFileProblem(file: File): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return IMPORT_MESSAGES.fileType;
  if (file.size > IMPORT_LIMITS.fileMax) return IMPORT_MESSAGES.fileTooLarge;
  return null;
}

type TUploadStepProps = {
  onUploaded: (upload: TImportUpload) => void;
};

/** Step 1: what the file holds, and the file (picked or dropped). */
export function UploadStep({ onUploaded }: TUploadStepProps) {
  const t = useT();
  const upload = useUploadImport();
  const [kind, setKind] = useState<TImportKind>('candidates');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isDragging, setDragging] = useState(false);

  const choose = (next: File | null) => {
    setFile(next);
    upload.reset();
    setProblem(next ? findFileProblem(next) : null);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) choose(dropped);
  };
  const error = problem
    ? translateDomainMessage(problem)
    : upload.isError
      ? getErrorMessage(upload.error, t('imports.uploadFailed'))
      : null;

  return (
    <Stack gap="md">
      <Radio.Group
        label={t('imports.kind.label')}
        value={kind}
        onChange={(value) => setKind(value as TImportKind)}
      >
        <Group gap="lg" mt={6}>
          {IMPORT_KINDS.map((value) => (
            <Radio key={value} value={value} label={t(`imports.kind.${value}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Paper
        withBorder
        p="md"
        radius="md"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="import-drop-zone"
        style={{
          borderStyle: 'dashed',
          borderColor: isDragging ? 'var(--mantine-color-blue-6)' : undefined,
        }}
      >
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('imports.file.label')}
          </Text>
          {/* Mantine's FileInput would bring its input base into the login page's shared chunk. */}
          <Group gap="xs" wrap="nowrap">
            <FileButton accept={ACCEPT} onChange={choose}>
              {(props) => (
                <Button
                  variant="default"
                  leftSection={<IconFileSpreadsheet size={16} />}
                  {...props}
                >
                  {t('imports.file.placeholder')}
                </Button>
              )}
            </FileButton>
            {file ? (
              <>
                <Text size="sm" truncate="end" data-testid="import-file-name">
                  {file.name}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={t('imports.file.clear')}
                  onClick={() => choose(null)}
                />
              </>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t('imports.file.drop')}
            {' · '}
            {t('imports.file.hint', {
              mb: IMPORT_LIMITS.fileMax / 1024 / 1024,
              rows: formatNumber(IMPORT_LIMITS.rowsMax),
            })}
          </Text>
        </Stack>
      </Paper>
      <ErrorAlert message={error} />
      <Group justify="flex-end">
        <Button
          leftSection={<IconUpload size={16} />}
          disabled={!file || problem !== null}
          loading={upload.isPending}
          onClick={() => file && upload.mutate({ kind, file }, { onSuccess: onUploaded })}
        >
          {t('imports.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
