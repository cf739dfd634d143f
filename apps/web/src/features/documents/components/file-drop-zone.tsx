import { useRef, useState, type DragEvent } from 'react';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import { ACCEPT_ATTRIBUTE, ANALYSIS_MESSAGES } from '../utils/document-messages.ts';

export type TFileDropZoneProps = {
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
  /** What to drop, e.g. 'a job description' or 'a CV'. */
  what: string;
};

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Drag and drop, or click to choose, one PDF/DOC/DOCX file. */
export function FileDropZone({ file, onFile, disabled = false, what }: TFileDropZoneProps) {
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
      aria-label={`Drop ${what} here or click to choose a file`}
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
              ({formatSize(file.size)})
            </Text>
          </Group>
        ) : (
          <Text fw={500}>Drag and drop {what} here, or click to choose a file</Text>
        )}
        <Text size="xs" c="dimmed">
          {ANALYSIS_MESSAGES.supported}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
