import { useRef, useState, type DragEvent } from 'react';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import type { TDocumentKind } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { formatNumber } from '../../../shared/utils/format-number.ts';
import { ACCEPT_ATTRIBUTE, ANALYSIS_MESSAGES } from '../utils/document-messages.ts';

export type TFileDropZoneProps = {
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
  /** What to drop: a job description or a CV. */
  kind: TDocumentKind;
};

const formatSize = (t: ReturnType<typeof useT>, bytes: number) =>
  bytes < 1024 * 1024
    ? t('documents.dropZone.kb', { size: formatNumber(Math.max(1, Math.round(bytes / 1024))) })
    : t('documents.dropZone.mb', {
        size: formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10, {
          maximumFractionDigits: 1,
        }),
      });

/** Drag and drop, or click to choose, one PDF/DOC/DOCX file. */
export function FileDropZone({ file, onFile, disabled = false, kind }: TFileDropZoneProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) onFile(e.dataTransfer.files?.[0] ?? null);
  };
  return (
    <UnstyledButton
      type="button"
      data-testid="file-drop-zone"
      aria-label={t('documents.dropZone.aria', { kind })}
      disabled={disabled}
      onClick={() => input.current?.click()}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      p="xl"
      style={{
        display: 'block',
        width: '100%',
        borderRadius: 8,
        border: `2px dashed var(--mantine-color-${isOver ? 'blue-5' : 'gray-4'})`,
        background: isOver ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)',
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT_ATTRIBUTE}
        data-testid="analysis-file-input"
        onChange={(e) => {
          onFile(e.currentTarget.files?.[0] ?? null);
          e.currentTarget.value = '';
        }}
      />
      <Stack align="center" gap={6}>
        {file ? (
          <IconFileText size={36} color="var(--mantine-color-blue-6)" />
        ) : (
          <IconUpload size={36} color="var(--mantine-color-gray-6)" />
        )}
        {file ? (
          <Group gap={6}>
            <Text fw={500}>{file.name}</Text>
            <Text size="sm" c="dimmed">
              ({formatSize(t, file.size)})
            </Text>
          </Group>
        ) : (
          <Text fw={500}>{t('documents.dropZone.hint', { kind })}</Text>
        )}
        <Text size="xs" c="dimmed">
          {ANALYSIS_MESSAGES.supported}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
