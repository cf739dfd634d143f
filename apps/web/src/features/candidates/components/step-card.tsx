import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import {
  STEP_LEVELS,
  getNextStepHints,
  getStepDetailKey,
  isDeletableStep,
  isEditableStep,
  shortId,
  type TStep,
  type TStepStatus,
  stepCommentCode,
} from '@staffing/domain';
import { t as translate, useT, type TTranslate } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { SandboxCrmBadge } from '../../../shared/ui/crm-link.tsx';
import { formatDate, formatDateTime } from '../../../shared/utils/format-date.ts';
import { formatNumber } from '../../../shared/utils/format-number.ts';
import { useDeleteStep } from '../api/delete-step.ts';
import { closeDialogAfter } from '../utils/candidate-errors.ts';
import { STEP_DETAIL_FIELDS, type TDetailField } from '../utils/step-form.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const STATUS_COLORS: Record<TStepStatus, string> = {
  COMPLETED: 'green',
  PENDING: 'yellow',
  FAILED: 'red',
};

/** The server's own comments in the interface's language; a person's comment as written. */
function stepCommentText(t: TTranslate, comment: string): string {
  const code = stepCommentCode(comment);
  return code ? t(`candidates.stepComment.${code}` as TMessageKey) : comment;
}

function formatDetailValue(t: TTranslate, field: TDetailField, value: unknown): string {
  const { kind } = field;
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'date') return formatDate(String(value));
  if (kind === 'number' && typeof value === 'number') return formatNumber(value);
  if (field.labelSet) return labelOf(t, field.labelSet, String(value));
  return String(value);
}

type TStepCardProps = { step: TStep; readOnly?: boolean; onEdit?: (step: TStep) => void };

export function StepCard({ step, readOnly, onEdit }: TStepCardProps) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteStep();
  const typeLabel = labelOf(t, 'stepType', step.type);
  const statusLabel = labelOf(t, 'stepStatus', step.status);
  const key = getStepDetailKey(step.type);
  const detail = key ? (step[key] as Record<string, unknown> | null) : null;
  const fields = STEP_DETAIL_FIELDS[step.type] ?? [];
  const next = getNextStepHints(step.type);
  const meta = Object.entries(step.meta ?? {});

  const confirmDelete = () =>
    remove.mutate(
      step,
      closeDialogAfter(
        () => setConfirming(false),
        (message) => translate('candidates.stepCard.deleteFailed', { message }),
      ),
    );

  return (
    <Paper withBorder p="sm" radius="md" data-testid="step-card" aria-label={typeLabel}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={statusLabel}>
            <Box
              w={10}
              h={10}
              style={{ borderRadius: '50%', flex: 'none' }}
              bg={STATUS_COLORS[step.status]}
              aria-label={t('candidates.stepCard.statusAria', { status: statusLabel })}
            />
          </Tooltip>
          <div>
            <Text fw={600} size="sm">
              {typeLabel}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(step.date)}
            </Text>
          </div>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Badge size="xs" variant="light" color="gray">
            {t('candidates.stepCard.level', { level: STEP_LEVELS[step.type] })}
          </Badge>
          {!readOnly && isEditableStep(step.type) ? (
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('candidates.stepCard.edit')}
              onClick={() => onEdit?.(step)}
            >
              <IconEdit size={14} />
            </ActionIcon>
          ) : null}
          {!readOnly && isDeletableStep(step.type) ? (
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={t('candidates.stepCard.delete')}
              onClick={() => setConfirming(true)}
            >
              <IconTrash size={14} />
            </ActionIcon>
          ) : null}
        </Group>
      </Group>
      {step.comment ? (
        <Text size="sm" mt={6}>
          {stepCommentText(t, step.comment)}
        </Text>
      ) : null}
      {detail ? (
        <Stack gap={2} mt={6}>
          {fields.map((f) => {
            const text = formatDetailValue(t, f, detail[f.name]);
            return text ? (
              <Text size="xs" key={f.name}>
                <Text span c="dimmed" size="xs">
                  {t('candidates.stepCard.field', { label: t(f.labelKey) })}
                </Text>{' '}
                {text}
              </Text>
            ) : null;
          })}
        </Stack>
      ) : null}
      {step.propositionUrl ? (
        <Group gap={6} mt={4}>
          <Anchor size="xs" href={step.propositionUrl} target="_blank" rel="noopener noreferrer">
            {t('candidates.stepCard.proposition')}
          </Anchor>
          <SandboxCrmBadge url={step.propositionUrl} />
        </Group>
      ) : null}
      {meta.length ? (
        <Stack gap={0} mt={6}>
          <Text size="xs" fw={600} c="dimmed">
            {t('candidates.stepCard.persistedData')}
          </Text>
          {meta.map(([k, v]) => (
            <Text size="xs" key={k}>
              {k}: {typeof v === 'string' ? v : JSON.stringify(v)}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Group gap={6} mt={6} justify="space-between">
        {next.length ? (
          <Text size="xs" c="dimmed">
            {t('candidates.stepCard.next', {
              steps: next.map((type) => labelOf(t, 'stepType', type)).join(', '),
            })}
          </Text>
        ) : (
          <span />
        )}
        <Text size="xs" c="dimmed">
          #{shortId(step.id)}
          {step.source ? ` · ${labelOf(t, 'stepSource', step.source)}` : ''}
        </Text>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('candidates.stepCard.deleteTitle')}
        message={t('candidates.stepCard.confirmDelete')}
        confirmLabel={t('common.actions.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
