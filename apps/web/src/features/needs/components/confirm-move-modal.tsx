import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import type { TPendingMove } from '../hooks/use-move-flow.ts';

type TConfirmMoveModalProps = {
  pending: TPendingMove | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Every drop asks first (spec 000 §2 Board). */
export function ConfirmMoveModal({ pending, onConfirm, onCancel }: TConfirmMoveModalProps) {
  const t = useT();
  return (
    <Modal
      opened={pending !== null}
      onClose={onCancel}
      title={t('needs.move.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      {pending ? (
        <Stack gap="md">
          <Text>{t('needs.move.question')}</Text>
          <Text fw={600}>{pending.need.title}</Text>
          <Group gap="sm" align="center">
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('needs.move.from')}
              </Text>
              <Badge variant="light" color="gray" size="lg" tt="none" data-testid="move-from">
                {labelOf(t, 'needColumn', pending.from)}
              </Badge>
            </Stack>
            <IconArrowRight size={18} aria-hidden />
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('needs.move.to')}
              </Text>
              <Badge variant="light" color="blue" size="lg" tt="none" data-testid="move-to">
                {labelOf(t, 'needColumn', pending.to)}
              </Badge>
            </Stack>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.actions.cancel')}
            </Button>
            <Button onClick={onConfirm} data-autofocus>
              {t('needs.move.title')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
