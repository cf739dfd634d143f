import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { t } from '../../../i18n/i18n.ts';

/** Long enough to reach the Undo button; the timer also pauses while the pointer is on the toast. */
export const UNDO_TOAST_MS = 6000;

let undoToastCount = 0;

/** A success toast with an Undo button; Undo closes the toast before it runs. */
export function showUndoToast(message: string, onUndo: () => void): void {
  const id = `undo-${++undoToastCount}`;
  notifications.show({
    id,
    color: 'green',
    autoClose: UNDO_TOAST_MS,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          {t('needs.move.undo')}
        </Button>
      </Group>
    ),
  });
}
