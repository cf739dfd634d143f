import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '../../../i18n/i18n.ts';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

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
    <DialogModal opened={opened} title={title} loading={loading} onCancel={onCancel}>
      <Stack>
        <Text size="sm">{message}</Text>
        <DialogButtons loading={loading} onCancel={onCancel}>
          <Button color={color} onClick={onConfirm} loading={loading}>
            {confirmLabel ?? t('candidates.confirm.confirm')}
          </Button>
        </DialogButtons>
      </Stack>
    </DialogModal>
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
    <DialogModal opened={opened} title={title} loading={loading} onCancel={onCancel}>
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
          <DialogButtons loading={loading} onCancel={onCancel}>
            <Button color="red" type="submit" loading={loading}>
              {confirmLabel}
            </Button>
          </DialogButtons>
        </Stack>
      </form>
    </DialogModal>
  );
}

type TDialogModalProps = {
  opened: boolean;
  title: string;
  loading?: boolean;
  onCancel: () => void;
  children: ReactNode;
};

/** Both dialogs open above the candidate's modal and cannot be closed while their action runs. */
function DialogModal({ opened, title, loading, onCancel, children }: TDialogModalProps) {
  return (
    <AppModal
      opened={opened}
      onClose={() => !loading && onCancel()}
      title={title}
      centered
      zIndex={400}
    >
      {children}
    </AppModal>
  );
}

type TDialogButtonsProps = { loading?: boolean; onCancel: () => void; children: ReactNode };

/** Cancel, then the dialog's own confirm button, at the right. */
function DialogButtons({ loading, onCancel, children }: TDialogButtonsProps) {
  const t = useT();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={loading}>
        {t('common.actions.cancel')}
      </Button>
      {children}
    </Group>
  );
}
