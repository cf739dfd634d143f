import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { getColumnTitle } from '@staffing/domain';
import type { TPendingMove } from '../hooks/use-move-flow.ts';

type TConfirmMoveModalProps = {
  pending: TPendingMove | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Every drop asks first (spec 000 §2 Board). */
export function ConfirmMoveModal({ pending, onConfirm, onCancel }: TConfirmMoveModalProps) {
  return (
    <Modal opened={pending !== null} onClose={onCancel} title="Confirm Move" centered>
      {pending ? (
        <Stack gap="md">
          <Text>Are you sure you want to move this need?</Text>
          <Text fw={600}>{pending.need.title}</Text>
          <Group gap="sm" align="center">
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                From
              </Text>
              <Badge variant="light" color="gray" size="lg" tt="none" data-testid="move-from">
                {getColumnTitle(pending.from)}
              </Badge>
            </Stack>
            <IconArrowRight size={18} aria-hidden />
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                To
              </Text>
              <Badge variant="light" color="blue" size="lg" tt="none" data-testid="move-to">
                {getColumnTitle(pending.to)}
              </Badge>
            </Stack>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button onClick={onConfirm} data-autofocus>
              Confirm Move
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
