import { useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { CATEGORIES, PRIORITIES, type TNeed } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useCreateNeed } from '../api/create-need.ts';
import { useSalesUsers } from '../api/get-sales-users.ts';
import {
  parseCreateForm,
  validateCreateForm,
  type TCreateNeedFormValues,
  type TDuplicateExtras,
} from '../utils/create-need-form.ts';
import { toastSuccess } from '../utils/toasts.ts';
import { MissionTermsInputs } from './mission-terms-inputs.tsx';
import { OrderClientsInput } from './order-clients-input.tsx';
import { TagListInput } from './tag-list-input.tsx';

type TNeedCreateFormProps = {
  initialValues: TCreateNeedFormValues;
  extras?: TDuplicateExtras;
  onCreated: (need: TNeed) => void;
  onCancel: () => void;
};

/** Manual Entry (and the prefilled Duplicate form): every field of spec 000 §2, checked as typed. */
export function NeedCreateForm({
  initialValues,
  extras,
  onCreated,
  onCancel,
}: TNeedCreateFormProps) {
  const t = useT();
  const create = useCreateNeed();
  const sales = useSalesUsers();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<TCreateNeedFormValues>({
    mode: 'controlled',
    initialValues,
    validate: validateCreateForm,
    validateInputOnChange: true,
    validateInputOnBlur: true,
  });
  // Submit waits for a title, a client, a positive TJM and no error (spec 000 §5).
  const request = parseCreateForm(form.values, extras);

  const submit = form.onSubmit(() => {
    if (!request) return;
    setBanner(null);
    create.mutate(request, {
      onSuccess: (need) => {
        toastSuccess(translate('needs.create.created', { title: need.title }));
        onCreated(need);
      },
      // The form stays as typed so nothing is lost; the reason shows above it.
      onError: (error) =>
        setBanner(
          getErrorMessage(
            error,
            error instanceof Error && error.message
              ? error.message
              : translate('needs.create.unexpectedError'),
          ),
        ),
    });
  });

  const salesOptions = (sales.data ?? []).map((u) => ({ value: u.id, label: u.name }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner ? (
          <Alert
            color="red"
            role="alert"
            title={t('needs.create.failed')}
            withCloseButton
            onClose={() => setBanner(null)}
          >
            {banner}
          </Alert>
        ) : null}
        <TextInput label={t('needs.fields.title')} required {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('needs.fields.client')} required {...form.getInputProps('client')} />
          <Select
            label={t('needs.fields.priority')}
            data={[...PRIORITIES]}
            allowDeselect={false}
            {...form.getInputProps('priority')}
          />
        </SimpleGrid>
        <Textarea
          label={t('needs.fields.description')}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('needs.fields.category')}
            data={CATEGORIES.map((c) => ({ value: c, label: labelOf(t, 'category', c) }))}
            clearable
            {...form.getInputProps('category')}
          />
          <NumberInput
            label={t('needs.fields.quantity')}
            min={1}
            allowDecimal={false}
            {...form.getInputProps('quantity')}
          />
          <NumberInput
            label={t('needs.fields.tjm')}
            required
            min={0.01}
            step={0.01}
            decimalScale={2}
            {...form.getInputProps('tjm')}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('needs.create.consultants')}
          placeholder={
            sales.data?.length === 0
              ? t('needs.edit.noSalesUsers')
              : t('needs.edit.selectSalesUsers')
          }
          data={salesOptions}
          searchable
          clearable
          {...form.getInputProps('consultants')}
        />
        <OrderClientsInput
          value={form.values.orderClients}
          onChange={(value) => form.setFieldValue('orderClients', value)}
        />
        <Divider label={t('needs.create.jdDetails')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('needs.fields.seniority')} {...form.getInputProps('jdSeniority')} />
          <TextInput label={t('needs.fields.team')} {...form.getInputProps('jdTeam')} />
          <TextInput
            label={t('needs.fields.projectName')}
            {...form.getInputProps('jdProjectName')}
          />
          <TextInput label={t('needs.fields.company')} {...form.getInputProps('jdCompany')} />
          <TextInput label={t('needs.fields.location')} {...form.getInputProps('jdLocation')} />
          <NumberInput
            label={t('needs.fields.experienceYears')}
            min={0}
            max={50}
            allowDecimal={false}
            {...form.getInputProps('jdExperienceYears')}
          />
          <MissionTermsInputs inputProps={(field) => form.getInputProps(field)} />
        </SimpleGrid>
        <TextInput label={t('needs.fields.education')} {...form.getInputProps('jdEducation')} />
        <TagListInput
          label={t('needs.fields.requiredSkills')}
          {...tagProps(form, 'jdRequiredSkills')}
        />
        <TagListInput
          label={t('needs.fields.desiredSkills')}
          {...tagProps(form, 'jdDesiredSkills')}
        />
        <TagListInput label={t('needs.fields.softSkills')} {...tagProps(form, 'jdSoftSkills')} />
        <TagListInput
          label={t('needs.fields.responsibilities')}
          {...tagProps(form, 'jdResponsibilities')}
        />
        <Group justify="space-between" mt="sm">
          <Text size="xs" c="dimmed">
            {t('needs.create.requiredHint')}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!request}>
              {t('needs.create.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

type TListField = 'jdRequiredSkills' | 'jdDesiredSkills' | 'jdSoftSkills' | 'jdResponsibilities';

function tagProps(form: ReturnType<typeof useForm<TCreateNeedFormValues>>, field: TListField) {
  return {
    value: form.values[field],
    onChange: (value: string[]) => form.setFieldValue(field, value),
    error: typeof form.errors[field] === 'string' ? (form.errors[field] as string) : undefined,
  };
}
