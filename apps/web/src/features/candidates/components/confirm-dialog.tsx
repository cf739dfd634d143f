import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';

type TConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel = 'Confirm',
  color = 'red',
  loading,
  onConfirm,
  onCancel,
}: TConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => !loading && onCancel()}
      title={title}
      centered
      zIndex={400}
    >
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            Cancel
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type TPromptDialogProps = {
  opened: boolean;
  title: string;
  label: string;
  placeholder?: string;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: (value: string) => void;
  onCancel: () => void;
};

/** A prompt for optional text; Cancel aborts. */
export function PromptDialog({
  opened,
  title,
  label,
  placeholder,
  confirmLabel,
  loading,
  onConfirm,
  onCancel,
}: TPromptDialogProps) {
  const [value, setValue] = useState('');
  return (
    <Modal
      opened={opened}
      onClose={() => !loading && onCancel()}
      title={title}
      centered
      zIndex={400}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(value);
        }}
      >
        <Stack>
          <TextInput
            label={label}
            placeholder={placeholder}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={loading}>
              Cancel
            </Button>
            <Button color="red" type="submit" loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
