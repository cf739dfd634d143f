import type { ReactNode } from 'react';
import { Divider, Stack, TextInput, Textarea, type TextInputProps } from '@mantine/core';
import type { TStepType } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TStepFormValues } from '../utils/step-form.ts';
import { StepDetailFields } from './step-detail-fields.tsx';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

/** The dialog of the Create and Edit Step forms: it cannot be closed while the step saves. */
export function StepFormModal(props: {
  title: string;
  saving: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <AppModal
      opened
      onClose={() => !props.saving && props.onClose()}
      title={props.title}
      size="lg"
      zIndex={300}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        <Stack gap="sm">{props.children}</Stack>
      </form>
    </AppModal>
  );
}

/** What every block of the step form is given: the values, their errors and the way to change them. */
export type TStepFieldsProps = {
  values: TStepFormValues;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (patch: Partial<TStepFormValues>) => void;
};

/**
 * A step's date, comment and proposition URL, asked alike on creation and on edit: only the date's
 * label and the URL's hints (`urlProps`) differ.
 */
export function StepBaseFields(
  props: TStepFieldsProps & {
    dateLabel: string;
    urlProps: Pick<TextInputProps, 'placeholder' | 'description' | 'rightSection'>;
  },
) {
  const t = useT();
  return (
    <>
      <TextInput
        label={props.dateLabel}
        type="datetime-local"
        withAsterisk
        value={props.values.date}
        onChange={(e) => props.onChange({ date: e.currentTarget.value })}
        error={props.errors.date}
        disabled={props.disabled}
      />
      <Textarea
        label={t('candidates.createStep.comment')}
        autosize
        minRows={2}
        value={props.values.comment}
        onChange={(e) => props.onChange({ comment: e.currentTarget.value })}
        disabled={props.disabled}
      />
      <TextInput
        label={t('candidates.createStep.propositionUrl')}
        type="url"
        {...props.urlProps}
        value={props.values.propositionUrl}
        onChange={(e) => props.onChange({ propositionUrl: e.currentTarget.value })}
        disabled={props.disabled}
      />
    </>
  );
}

/** The step type's own fields under their divider; a change goes into the values' `detail`. */
export function StepDetailsSection(
  props: TStepFieldsProps & { type: TStepType; mode: 'create' | 'edit' },
) {
  const t = useT();
  const { values, onChange } = props;
  return (
    <>
      <Divider label={t('candidates.createStep.details')} labelPosition="left" />
      <StepDetailFields
        type={props.type}
        mode={props.mode}
        values={values.detail}
        errors={props.errors}
        disabled={props.disabled}
        onChange={(name, value) => onChange({ detail: { ...values.detail, [name]: value } })}
      />
    </>
  );
}
