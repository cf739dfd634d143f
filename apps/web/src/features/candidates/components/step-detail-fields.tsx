import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { TStepType } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { STEP_DETAIL_FIELDS } from '../utils/step-form.ts';

type TStepDetailFieldsProps = {
  type: TStepType | null;
  mode: 'create' | 'edit';
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
  disabled?: boolean;
  onChange: (name: string, value: string) => void;
};

/** The details block of one step type; errors are keyed `detail.<field>`. */
export function StepDetailFields({
  type,
  mode,
  values,
  errors,
  disabled,
  onChange,
}: TStepDetailFieldsProps) {
  const t = useT();
  const fields = (type && STEP_DETAIL_FIELDS[type]) || [];
  if (!fields.length) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {fields.map((field) => {
        const common = {
          key: field.name,
          label: t(field.labelKey),
          name: field.name,
          disabled,
          withAsterisk:
            field.required === 'create' || (field.required === 'edit' && mode === 'edit'),
          error: errors[`detail.${field.name}`],
        };
        const value = values[field.name] ?? '';
        if (field.kind === 'select')
          return (
            <Select
              {...common}
              data={(field.options ?? []).map((o) => ({
                value: o,
                label: field.labelSet ? labelOf(t, field.labelSet, o) : o,
              }))}
              value={value || null}
              onChange={(v) => onChange(field.name, v ?? '')}
              allowDeselect={false}
            />
          );
        if (field.kind === 'textarea')
          return (
            <Textarea
              {...common}
              autosize
              minRows={2}
              value={value}
              onChange={(e) => onChange(field.name, e.currentTarget.value)}
              style={{ gridColumn: '1 / -1' }}
            />
          );
        return (
          <TextInput
            {...common}
            type={
              field.kind === 'number'
                ? 'number'
                : field.kind === 'email'
                  ? 'email'
                  : field.kind === 'date'
                    ? 'date'
                    : 'text'
            }
            step={field.kind === 'number' ? 0.01 : undefined}
            min={field.kind === 'number' ? 0 : undefined}
            value={value}
            onChange={(e) => onChange(field.name, e.currentTarget.value)}
          />
        );
      })}
    </SimpleGrid>
  );
}
