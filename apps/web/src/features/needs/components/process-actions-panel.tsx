import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
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
  getProcessActionConfirmation,
  isProcessActionDisabled,
  type TNeed,
  type TProcessAction,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';
import { useProcessAction, type TProcessActionDeps } from '../hooks/use-process-action.ts';
import { PROCESS_ACTION_KEYS } from '../utils/process-action-texts.ts';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

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

/** The column that ends the need, for the confirmation's words (column and step labels). */
const END_OF_NEED: Partial<Record<TProcessAction, { column: 'SALE' | 'CANCELED' }>> = {
  sold: { column: 'SALE' },
  cancel: { column: 'CANCELED' },
};

/** Mark as Sold, Freeze/Unfreeze, Push/Disable Push, Cancel, Delete (spec 000 §2, §4). */

export function ProcessActionsPanel({ need, confirm }: TProcessActionsPanelProps) {
  const t = useT();
  const { run, isPending } = useProcessAction(confirm ? { confirm } : {});
  // Sold and Canceled end the need: they ask first, saying what will happen.
  const [asking, setAsking] = useState<TProcessAction | null>(null);
  // The domain decides which actions ask (getProcessActionConfirmation); the words are ours.
  const ends = asking ? END_OF_NEED[asking] : undefined;
  const confirmation =
    asking && ends && getProcessActionConfirmation(asking, need)
      ? {
          title: t('needs.process.confirm.title', { action: t(PROCESS_ACTION_KEYS.label[asking]) }),
          message: t('needs.process.confirm.message', {
            title: need.title,
            column: labelOf(t, 'needColumn', ends.column),
            count: need.candidateCount,
            step: labelOf(t, 'stepType', ends.column),
          }),
          confirmLabel: t(PROCESS_ACTION_KEYS.label[asking]),
        }
      : null;
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
    <TitledSection title={t('needs.process.title')} hint={t('needs.process.hint')}>
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
            {t(PROCESS_ACTION_KEYS.label[action])}
          </Button>
        ))}
      </Stack>
      <AppModal
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
                {t('common.actions.cancel')}
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
      </AppModal>
    </TitledSection>
  );
}
