import { Divider, Select, SimpleGrid, TextInput } from '@mantine/core';
import { LEGAL_BASES, LEGAL_BASIS_LABELS } from '@staffing/domain';
import type { UseFormReturnType } from '@mantine/form';
import { can } from '@staffing/domain';
import { useSession } from '../../../shared/session/index.ts';
import { ListInput } from '../../../shared/ui/list-input.tsx';
import type { TCandidateFormValues } from '../utils/candidate-form.ts';

/**
 * Name, e-mail, phone, skills (Enter adds one), CV URL, expected TJM, consultant daily cost
 * (Admin and Sales) and Salesforce id; then data protection: legal basis, consent date and last
 * contact.
 */
export function CandidateFormFields({
  form,
  disabled,
}: {
  form: UseFormReturnType<TCandidateFormValues>;
  disabled?: boolean;
}) {
  const { role } = useSession();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Name"
          withAsterisk
          placeholder="Full name"
          disabled={disabled}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email"
          withAsterisk
          type="email"
          placeholder="name@example.com"
          disabled={disabled}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Phone"
          placeholder="+33 6 12 34 56 78"
          disabled={disabled}
          {...form.getInputProps('phone')}
        />
        <TextInput
          label="Expected TJM (€/day)"
          type="number"
          step={0.01}
          min={0}
          disabled={disabled}
          {...form.getInputProps('expectedTjm')}
        />
        {role && can.seeMargin(role) ? (
          <TextInput
            label="Consultant daily cost (€/day)"
            description="What the consultant costs a day; never shown to Recruiters."
            type="number"
            step={0.01}
            min={0}
            disabled={disabled}
            {...form.getInputProps('consultantDailyCost')}
          />
        ) : null}
        <TextInput
          label="CV URL"
          placeholder="https://... (optional)"
          disabled={disabled}
          {...form.getInputProps('cvUrl')}
        />
        <TextInput
          label="Salesforce ID"
          disabled={disabled}
          {...form.getInputProps('salesforceId')}
        />
      </SimpleGrid>
      <ListInput
        label="Skills"
        placeholder="Type a skill and press Enter"
        disabled={disabled}
        splitChars={[',']}
        clearable
        {...form.getInputProps('skills')}
      />
      <Divider label="Data protection" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label="Legal basis"
          data={LEGAL_BASES.map((b) => ({ value: b, label: LEGAL_BASIS_LABELS[b] }))}
          allowDeselect={false}
          disabled={disabled}
          {...form.getInputProps('legalBasis')}
        />
        <TextInput
          label="Consent given on"
          type="date"
          disabled={disabled}
          {...form.getInputProps('consentGivenAt')}
        />
        <TextInput
          label="Last contact"
          type="date"
          disabled={disabled}
          {...form.getInputProps('lastContactAt')}
        />
      </SimpleGrid>
    </>
  );
}
