import { useState } from 'react';
import { Alert, Badge, Group, Loader, Select, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  getCreatableStepTypes,
  getDefaultStepType,
  pickLatestStep,
  getStepDetailKey,
  type TStep,
  type TStepType,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { useCreateStep } from '../api/create-step.ts';
import { useSteps } from '../api/get-steps.ts';
import { useStepNeed } from '../api/need-sale.ts';
import { offerMarkSold } from '../utils/offer-mark-sold.tsx';
import { useStepForm } from '../hooks/use-step-form.ts';
import { buildStepBody, getCreateStepValues } from '../utils/step-form.ts';
import { StepBaseFields, StepDetailsSection, StepFormModal } from './step-form-modal.tsx';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

type TCreateStepModalProps = {
  opened: boolean;
  needId: string;
  candidateId: string;
  candidateName?: string;
  onClose: () => void;
  onCreated?: (step: TStep) => void;
};

export function CreateStepModal(props: TCreateStepModalProps) {
  const t = useT();
  const steps = useSteps(props.opened ? props.needId : null, props.candidateId);
  if (!props.opened) return null;
  if (steps.isPending)
    return (
      <AppModal opened onClose={props.onClose} title={t('candidates.createStep.title')} size="lg">
        <Group justify="center" p="lg">
          <Loader aria-label={t('candidates.steps.loading')} />
        </Group>
      </AppModal>
    );
  // Unreadable steps offer only CANDIDATE_IDENTIFIED (spec 001 section 4).
  const existing = steps.isError ? null : steps.data;
  return <CreateStepForm {...props} existing={existing} />;
}

function CreateStepForm({
  needId,
  candidateId,
  candidateName,
  onClose,
  onCreated,
  existing,
}: TCreateStepModalProps & { existing: TStep[] | null }) {
  const t = useT();
  const existingTypes = existing?.map((s) => s.type) ?? null;
  const allowed = getCreatableStepTypes(existingTypes);
  const current = pickLatestStep(existing ?? []);
  const need = useStepNeed(needId).data;
  const needTjm = need?.tjm ?? null;
  const create = useCreateStep();
  const saving = create.isPending;
  const { values, setValues, errors, setErrors, serverError, setServerError, fields, validate } =
    useStepForm(
      () => getCreateStepValues(getDefaultStepType(existingTypes), new Date(), { needTjm }),
      'create',
      saving,
    );
  // The need may arrive after the form opened on a Sale: its TJM fills a still-empty field.
  const [filledTjm, setFilledTjm] = useState(needTjm !== null);
  if (!filledTjm && needTjm !== null) {
    setFilledTjm(true);
    if (values.type === 'SALE' && !values.detail.tjm)
      setValues((v) => ({ ...v, detail: { ...v.detail, tjm: String(needTjm) } }));
  }

  const changeType = (type: TStepType | null) => {
    // A new type starts from its own defaults; the comment and URL typed so far are kept.
    setValues((v) => ({
      ...getCreateStepValues(type, new Date(), { needTjm }),
      comment: v.comment,
      propositionUrl: v.propositionUrl,
    }));
    setErrors({});
  };

  const submit = () => {
    if (!validate()) return;
    create.mutate(
      { needId, candidateId, body: buildStepBody(values) },
      {
        onSuccess: (step) => {
          onCreated?.(step);
          onClose();
          if (step.type === 'SALE' && need?.column !== 'SALE') offerMarkSold(needId);
        },
        onError: (error) => {
          const detail = getErrorMessage(error, '');
          setServerError(
            detail
              ? t('candidates.createStep.failedDetail', { detail })
              : t('candidates.createStep.failed'),
          );
        },
      },
    );
  };

  return (
    <StepFormModal
      title={
        candidateName
          ? t('candidates.createStep.titleFor', { name: candidateName })
          : t('candidates.createStep.title')
      }
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
    >
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('candidates.createStep.current')}
        </Text>
        <Badge variant="light" color={current ? 'blue' : 'gray'}>
          {current ? labelOf(t, 'stepType', current.type) : t('candidates.createStep.none')}
        </Badge>
      </Group>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('candidates.createStep.nextAllowed')}
        </Text>
        {allowed.length ? (
          allowed.map((type) => (
            <Badge key={type} variant="outline" size="sm">
              {labelOf(t, 'stepType', type)}
            </Badge>
          ))
        ) : (
          <Text size="sm">{t('candidates.createStep.none')}</Text>
        )}
      </Group>
      {existing === null ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={16} />}>
          {t('candidates.createStep.stepsUnavailable')}
        </Alert>
      ) : null}
      {allowed.length === 0 ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={16} />} role="alert">
          {t('candidates.createStep.noTypeAllowed')}
        </Alert>
      ) : null}
      <Select
        label={t('candidates.createStep.type')}
        withAsterisk
        data={allowed.map((type) => ({ value: type, label: labelOf(t, 'stepType', type) }))}
        value={values.type}
        onChange={(v) => changeType(v as TStepType | null)}
        error={errors.type}
        disabled={saving || allowed.length === 0}
        allowDeselect={false}
      />
      <StepBaseFields
        dateLabel={t('candidates.createStep.date')}
        urlProps={{ placeholder: t('candidates.createStep.urlPlaceholder') }}
        {...fields}
      />
      {values.type && getStepDetailKey(values.type) ? (
        <StepDetailsSection type={values.type} mode="create" {...fields} />
      ) : null}
      <FormActions
        error={serverError}
        onCancel={onClose}
        saving={saving}
        submitDisabled={allowed.length === 0}
        submitLabel={t('candidates.createStep.submit')}
      />
    </StepFormModal>
  );
}
