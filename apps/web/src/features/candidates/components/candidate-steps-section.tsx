import { useState } from 'react';
import { Alert, Button, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { compareStepCreation, type TStep } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { useCreateStep } from '../api/create-step.ts';
import { useSteps } from '../api/get-steps.ts';
import { buildNoGoStep } from '../utils/build-no-go-step.ts';
import { closeDialogAfter } from '../utils/candidate-errors.ts';
import { PromptDialog } from './confirm-dialog.tsx';
import { CreateStepModal } from './create-step-modal.tsx';
import { EditStepModal } from './edit-step-modal.tsx';
import { StepCard } from './step-card.tsx';

/** Newest first by creation (docs/decisions/0009-latest-step.md): a back-dated step still tops the list. */
const byCreationDesc = (a: TStep, b: TStep) => compareStepCreation(b, a);

/** Recruitment Steps of one candidate on one need, with No Go and Add Step. */
export function CandidateStepsSection({
  needId,
  candidateId,
  candidateName,
  readOnly,
}: {
  needId: string;
  candidateId: string;
  candidateName: string;
  readOnly: boolean;
}) {
  const t = useT();
  const steps = useSteps(needId, candidateId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TStep | null>(null);
  const [askingNoGo, setAskingNoGo] = useState(false);
  const create = useCreateStep();
  const list = [...(steps.data ?? [])].sort(byCreationDesc);

  const noGo = (reason: string) =>
    create.mutate(
      { needId, candidateId, body: buildNoGoStep(reason, new Date()) },
      closeDialogAfter(
        () => setAskingNoGo(false),
        (detail) => translate('candidates.steps.noGoFailed', { detail }),
      ),
    );

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={5}>{t('candidates.steps.title')}</Title>
        {!readOnly ? (
          <Group gap="xs">
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconX size={14} />}
              onClick={() => setAskingNoGo(true)}
            >
              {t('candidates.steps.noGo')}
            </Button>
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
              {t('candidates.steps.addStep')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {steps.isPending ? (
        <Loader size="sm" aria-label={t('candidates.steps.loading')} />
      ) : steps.isError ? (
        <Alert color="red">{t('candidates.steps.loadFailed')}</Alert>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('candidates.steps.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
          <Stack gap="xs">
            {list.map((s) => (
              <StepCard key={s.id} step={s} readOnly={readOnly} onEdit={setEditing} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <CreateStepModal
        opened={adding}
        needId={needId}
        candidateId={candidateId}
        candidateName={candidateName}
        onClose={() => setAdding(false)}
      />
      <EditStepModal step={editing} onClose={() => setEditing(null)} />
      {askingNoGo ? (
        <PromptDialog
          opened
          title={t('candidates.steps.noGoTitle', { name: candidateName })}
          label={t('candidates.steps.noGoReason')}
          placeholder={t('candidates.steps.noGoPlaceholder')}
          confirmLabel={t('candidates.steps.confirmNoGo')}
          loading={create.isPending}
          onConfirm={noGo}
          onCancel={() => setAskingNoGo(false)}
        />
      ) : null}
    </Stack>
  );
}
