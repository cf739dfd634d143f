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
import { CATEGORIES, CATEGORY_LABELS, PRIORITIES, type TNeed } from '@staffing/domain';
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
import { OrderClientsInput } from './order-clients-input.tsx';
import { TagListInput } from './tag-list-input.tsx';

type TNeedCreateFormProps = {
  initialValues: TCreateNeedFormValues;
  extras?: TDuplicateExtras;
  onCreated: (need: TNeed) => void;
  onCancel: () => void;
};

const CREATE_FALLBACK = 'An unexpected error occurred';

/** Manual Entry (and the prefilled Duplicate form): every field of spec 000 §2, checked as typed. */
export function NeedCreateForm({
  initialValues,
  extras,
  onCreated,
  onCancel,
}: TNeedCreateFormProps) {
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
        toastSuccess(`"${need.title}" created successfully`);
        onCreated(need);
      },
      // The form stays as typed so nothing is lost; the reason shows above it.
      onError: (error) =>
        setBanner(
          getErrorMessage(
            error,
            error instanceof Error && error.message ? error.message : CREATE_FALLBACK,
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
            title="Failed to create need"
            withCloseButton
            onClose={() => setBanner(null)}
          >
            {banner}
          </Alert>
        ) : null}
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Client" required {...form.getInputProps('client')} />
          <Select
            label="Priority"
            data={[...PRIORITIES]}
            allowDeselect={false}
            {...form.getInputProps('priority')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Category"
            data={CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
            clearable
            {...form.getInputProps('category')}
          />
          <NumberInput
            label="Quantity"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('quantity')}
          />
          <NumberInput
            label="TJM (€/day)"
            required
            min={0.01}
            step={0.01}
            decimalScale={2}
            {...form.getInputProps('tjm')}
          />
        </SimpleGrid>
        <MultiSelect
          label="Consultants"
          placeholder={
            sales.data?.length === 0 ? 'No sales consultants available' : 'Select Sales users'
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
        <Divider label="Job description details" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Seniority" {...form.getInputProps('jdSeniority')} />
          <TextInput label="Team" {...form.getInputProps('jdTeam')} />
          <TextInput label="Project name" {...form.getInputProps('jdProjectName')} />
          <TextInput label="Company" {...form.getInputProps('jdCompany')} />
          <TextInput label="Location" {...form.getInputProps('jdLocation')} />
          <NumberInput
            label="Experience years"
            min={0}
            max={50}
            allowDecimal={false}
            {...form.getInputProps('jdExperienceYears')}
          />
        </SimpleGrid>
        <TextInput label="Education" {...form.getInputProps('jdEducation')} />
        <TagListInput label="Required skills" {...tagProps(form, 'jdRequiredSkills')} />
        <TagListInput label="Desired skills" {...tagProps(form, 'jdDesiredSkills')} />
        <TagListInput label="Soft skills" {...tagProps(form, 'jdSoftSkills')} />
        <TagListInput label="Responsibilities" {...tagProps(form, 'jdResponsibilities')} />
        <Group justify="space-between" mt="sm">
          <Text size="xs" c="dimmed">
            Title, client and a TJM above 0 are required.
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!request}>
              Create Need
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
