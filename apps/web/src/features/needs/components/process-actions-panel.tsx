import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconCheck,
  IconPlayerPause,
  IconPlayerPlay,
  IconRocket,
  IconRocketOff,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import {
  PROCESS_ACTION_LABELS,
  getProcessActionConfirmation,
  isProcessActionDisabled,
  type TNeed,
  type TProcessAction,
} from '@staffing/domain';
import { useProcessAction, type TProcessActionDeps } from '../hooks/use-process-action.ts';

type TProcessActionsPanelProps = { need: TNeed } & TProcessActionDeps;

const ICONS: Record<TProcessAction, ReactNode> = {
  sold: <IconCheck size={16} />,
  freeze: <IconPlayerPause size={16} />,
  unfreeze: <IconPlayerPlay size={16} />,
  push: <IconRocket size={16} />,
  disablePush: <IconRocketOff size={16} />,
  cancel: <IconX size={16} />,
  delete: <IconTrash size={16} />,
};

const COLORS: Record<TProcessAction, string> = {
  sold: 'green',
  freeze: 'cyan',
  unfreeze: 'cyan',
  push: 'orange',
  disablePush: 'orange',
  // Not gray: a gray light button reads as disabled although Cancel works.
  cancel: 'red',
  delete: 'red',
};

/** Mark as Sold, Freeze/Unfreeze, Push/Disable Push, Cancel, Delete (spec 000 §2, §4). */
export function ProcessActionsPanel({ need, confirm }: TProcessActionsPanelProps) {
  const { run, isPending } = useProcessAction(confirm ? { confirm } : {});
  // Sold and Canceled end the need: they ask first, saying what will happen.
  const [asking, setAsking] = useState<TProcessAction | null>(null);
  const confirmation = asking ? getProcessActionConfirmation(asking, need) : null;
  const start = (action: TProcessAction) => {
    if (getProcessActionConfirmation(action, need)) setAsking(action);
    else run(action, need);
  };
  // Freeze and Push each show the action that applies now.
  const actions: TProcessAction[] = [
    'sold',
    need.column === 'FROZEN' ? 'unfreeze' : 'freeze',
    need.column === 'PUSH' ? 'disablePush' : 'push',
    'cancel',
    'delete',
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Process management">
      <Title order={4} mb="xs">
        Process management
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        Lifecycle actions for this need.
      </Text>
      <Stack gap="xs">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'delete' ? 'outline' : 'light'}
            color={COLORS[action]}
            leftSection={ICONS[action]}
            justify="flex-start"
            disabled={isPending || isProcessActionDisabled(action, need)}
            onClick={() => start(action)}
          >
            {PROCESS_ACTION_LABELS[action]}
          </Button>
        ))}
      </Stack>
      <Modal
        opened={confirmation !== null}
        onClose={() => setAsking(null)}
        title={confirmation?.title}
        centered
      >
        {confirmation && asking ? (
          <Stack gap="md">
            <Text size="sm">{confirmation.message}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
                Cancel
              </Button>
              <Button
                color={COLORS[asking]}
                onClick={() => {
                  setAsking(null);
                  run(asking, need);
                }}
              >
                {confirmation.confirmLabel}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Paper>
  );
}
