import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '../../../i18n/i18n.ts';

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
  confirmLabel,
  color = 'red',
  loading,
  onConfirm,
  onCancel,
}: TConfirmDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={() => !loading && onCancel()}
      title={title}
      centered
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {t('common.actions.cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading}>
            {confirmLabel ?? t('candidates.confirm.confirm')}
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
  const t = useT();
  const [value, setValue] = useState('');
  return (
    <Modal
      opened={opened}
      onClose={() => !loading && onCancel()}
      title={title}
      centered
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
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
              {t('common.actions.cancel')}
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
