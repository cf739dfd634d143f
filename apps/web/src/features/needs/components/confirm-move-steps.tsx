import { Checkbox, Loader, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import type { TMovePlanStep } from '../api/get-move-plan.ts';

type TConfirmMoveStepsProps = {
  plan: TMovePlanStep[] | undefined;
  isLoading: boolean;
  isError: boolean;
  skipped: ReadonlySet<string>;
  onToggle: (candidateId: string) => void;
};

/**
 * What the move writes besides the column: the step each candidate gets (docs/decisions/0004-column-steps.md
 * rule), each one ticked; unticking leaves that candidate's steps as they are.
 */
export function ConfirmMoveSteps({
  plan,
  isLoading,
  isError,
  skipped,
  onToggle,
}: TConfirmMoveStepsProps) {
  const t = useT();
  if (isLoading)
    return <Loader size="xs" aria-label={t('needs.move.stepsLoading')} data-testid="move-steps" />;
  if (isError)
    return (
      <Text size="sm" c="dimmed" data-testid="move-steps">
        {t('needs.move.stepsFailed')}
      </Text>
    );
  if (!plan?.length) return null;
  const kept = plan.filter((p) => !skipped.has(p.candidateId)).length;
  const step = labelOf(t, 'stepType', plan[0]!.type);
  return (
    <Stack gap={6} data-testid="move-steps">
      <Text size="sm" fw={500}>
        {t('needs.move.stepsPlanned', { count: kept, step })}
      </Text>
      {plan.map((p) => (
        <Checkbox
          key={p.candidateId}
          size="sm"
          label={t('needs.move.stepFor', { name: p.name, step })}
          checked={!skipped.has(p.candidateId)}
          onChange={() => onToggle(p.candidateId)}
        />
      ))}
      <Text size="xs" c="dimmed">
        {t('needs.move.stepsHint')}
      </Text>
    </Stack>
  );
}
