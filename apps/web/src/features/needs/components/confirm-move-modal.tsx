import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { useMovePlan } from '../api/get-move-plan.ts';
import type { TPendingMove } from '../hooks/use-move-flow.ts';
import { ConfirmMoveSteps } from './confirm-move-steps.tsx';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

type TConfirmMoveModalProps = {
  pending: TPendingMove | null;
  /** The candidates the person unticked: the move gives them no step. */
  onConfirm: (skipCandidateIds: string[]) => void;
  onCancel: () => void;
};

/**
 * Every drop asks first (spec 000 §2 Board), and says which candidates the move gives a step to,
 * so nothing is written to their funnel unseen.
 */
export function ConfirmMoveModal({ pending, onConfirm, onCancel }: TConfirmMoveModalProps) {
  const t = useT();
  const plan = useMovePlan(pending?.need.id ?? null, pending?.to ?? null);
  const [skipped, setSkipped] = useState<{ move: TPendingMove | null; ids: Set<string> }>({
    move: pending,
    ids: new Set(),
  });
  // A new move starts with every candidate ticked.
  if (skipped.move !== pending) setSkipped({ move: pending, ids: new Set() });
  const toggle = (id: string) =>
    setSkipped((s) => {
      const ids = new Set(s.ids);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      return { ...s, ids };
    });
  return (
    <AppModal opened={pending !== null} onClose={onCancel} title={t('needs.move.title')} centered>
      {pending ? (
        <Stack gap="md">
          <Text>{t('needs.move.question')}</Text>
          <Text fw={600}>{pending.need.title}</Text>
          <Group gap="sm" align="center">
            <MoveEnd label={t('needs.move.from')} color="gray" testId="move-from">
              {labelOf(t, 'needColumn', pending.from)}
            </MoveEnd>
            <IconArrowRight size={18} aria-hidden />
            <MoveEnd label={t('needs.move.to')} color="blue" testId="move-to">
              {labelOf(t, 'needColumn', pending.to)}
            </MoveEnd>
          </Group>
          <ConfirmMoveSteps
            plan={plan.data}
            isLoading={plan.isLoading}
            isError={plan.isError}
            skipped={skipped.ids}
            onToggle={toggle}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.actions.cancel')}
            </Button>
            <Button onClick={() => onConfirm([...skipped.ids])} data-autofocus>
              {t('needs.move.title')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </AppModal>
  );
}

type TMoveEndProps = { label: string; color: string; testId: string; children: ReactNode };

/** One end of the move, the column it leaves or the one it enters, named above its badge. */
function MoveEnd({ label, color, testId, children }: TMoveEndProps) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Badge variant="light" color={color} size="lg" tt="none" data-testid={testId}>
        {children}
      </Badge>
    </Stack>
  );
}
