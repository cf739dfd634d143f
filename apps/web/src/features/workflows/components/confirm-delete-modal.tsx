import { Button, Group, Modal, Text } from '@mantine/core';
import { useT } from '../../../i18n/i18n.ts';

/** Asks before a request is deleted; the delete itself is not undoable. */
export function ConfirmDeleteModal({
  name,
  opened,
  onConfirm,
  onClose,
}: {
  name: string;
  opened: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('workflows.delete.title')} centered>
      <Text size="sm">{t('workflows.delete.confirm', { name })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.actions.cancel')}
        </Button>
        <Button
          color="red"
          data-autofocus
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {t('common.actions.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
