import { useState } from 'react';
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
import {
  buildStepBody,
  collectStepErrors,
  getEditStepValues,
  type TStepFormValues,
} from '../utils/step-form.ts';
import { StepDetailFields } from './step-detail-fields.tsx';
import { StepBaseFields, StepFormModal } from './step-form-modal.tsx';

type TEditStepModalProps = { step: TStep | null; onClose: () => void };

export function EditStepModal({ step, onClose }: TEditStepModalProps) {
  if (!step) return null;
  return <EditStepForm key={step.id} step={step} onClose={onClose} />;
}

function EditStepForm({ step, onClose }: { step: TStep; onClose: () => void }) {
  const t = useT();
  const [values, setValues] = useState<TStepFormValues>(() => getEditStepValues(step));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const update = useUpdateStep();
  const saving = update.isPending;
  const set = (patch: Partial<TStepFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = () => {
    const found = collectStepErrors(values, 'edit', new Date());
    setErrors(found);
    if (Object.keys(found).length) return;
    setServerError(null);
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
        values={values}
        errors={errors}
        disabled={saving}
        onChange={set}
      />
      <Divider label={t('candidates.createStep.details')} labelPosition="left" />
      <StepDetailFields
        type={step.type}
        mode="edit"
        values={values.detail}
        errors={errors}
        disabled={saving}
        onChange={(name, value) => set({ detail: { ...values.detail, [name]: value } })}
      />
      <FormActions
        error={serverError}
        onCancel={onClose}
        saving={saving}
        submitLabel={t('candidates.editStep.submit')}
      />
    </StepFormModal>
  );
}
