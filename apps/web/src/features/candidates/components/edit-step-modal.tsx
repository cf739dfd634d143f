import { Divider, Select } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { STEP_STATUSES, type TStep, type TStepStatus } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { SandboxCrmBadge } from '../../../shared/ui/crm-link.tsx';
import { TooltipAction } from '../../../shared/ui/tooltip-action.tsx';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { useUpdateStep } from '../api/update-step.ts';
import { useStepForm } from '../hooks/use-step-form.ts';
import { buildStepBody, getEditStepValues } from '../utils/step-form.ts';
import { StepBaseFields, StepDetailsSection, StepFormModal } from './step-form-modal.tsx';

type TEditStepModalProps = { step: TStep | null; onClose: () => void };

export function EditStepModal({ step, onClose }: TEditStepModalProps) {
  if (!step) return null;
  return <EditStepForm key={step.id} step={step} onClose={onClose} />;
}

function EditStepForm({ step, onClose }: { step: TStep; onClose: () => void }) {
  const t = useT();
  const update = useUpdateStep();
  const saving = update.isPending;
  const { values, errors, set, serverError, setServerError, fields, validate } = useStepForm(
    () => getEditStepValues(step),
    'edit',
    saving,
  );

  const submit = () => {
    if (!validate()) return;
    const { type: _type, ...body } = buildStepBody(values);
    update.mutate(
      { id: step.id, body },
      {
        onSuccess: onClose,
        onError: (error) => setServerError(getErrorMessage(error, t('candidates.editStep.failed'))),
      },
    );
  };

  const url = values.propositionUrl.trim();
  return (
    <StepFormModal
      title={t('candidates.editStep.title', { type: labelOf(t, 'stepType', step.type) })}
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
    >
      <Divider label={t('candidates.editStep.basicInfo')} labelPosition="left" />
      <Select
        label={t('candidates.editStep.status')}
        withAsterisk
        data={STEP_STATUSES.map((s) => ({ value: s, label: labelOf(t, 'stepStatus', s) }))}
        value={values.status}
        onChange={(v) => set({ status: (v ?? '') as TStepStatus })}
        error={errors.status}
        disabled={saving}
      />
      <StepBaseFields
        dateLabel={t('candidates.editStep.dateTime')}
        urlProps={{
          description: url ? <SandboxCrmBadge url={url} /> : undefined,
          rightSection: url ? (
            <TooltipAction
              label={t('candidates.editStep.openInNewTab')}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('candidates.editStep.openUrlAria')}
            >
              <IconExternalLink size={16} />
            </TooltipAction>
          ) : null,
        }}
        {...fields}
      />
      <StepDetailsSection type={step.type} mode="edit" {...fields} />
      <FormActions
        error={serverError}
        onCancel={onClose}
        saving={saving}
        submitLabel={t('candidates.editStep.submit')}
      />
    </StepFormModal>
  );
}
