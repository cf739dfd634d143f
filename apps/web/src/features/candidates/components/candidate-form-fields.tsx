import { Divider, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { can, LEGAL_BASES } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
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
  const t = useT();
  const { role } = useSession();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('candidates.form.name')}
          withAsterisk
          placeholder={t('candidates.form.namePlaceholder')}
          disabled={disabled}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('candidates.form.email')}
          withAsterisk
          type="email"
          placeholder={t('candidates.form.emailPlaceholder')}
          disabled={disabled}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('candidates.form.phone')}
          placeholder={t('candidates.form.phonePlaceholder')}
          disabled={disabled}
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={t('candidates.form.expectedTjm')}
          type="number"
          step={0.01}
          min={0}
          disabled={disabled}
          {...form.getInputProps('expectedTjm')}
        />
        {role && can.seeMargin(role) ? (
          <TextInput
            label={t('candidates.form.dailyCost')}
            description={t('candidates.form.dailyCostHint')}
            type="number"
            step={0.01}
            min={0}
            disabled={disabled}
            {...form.getInputProps('consultantDailyCost')}
          />
        ) : null}
        <TextInput
          label={t('candidates.form.cvUrl')}
          placeholder={t('candidates.form.cvUrlPlaceholder')}
          disabled={disabled}
          {...form.getInputProps('cvUrl')}
        />
        <TextInput
          label={t('candidates.form.salesforceId')}
          disabled={disabled}
          {...form.getInputProps('salesforceId')}
        />
      </SimpleGrid>
      <ListInput
        label={t('candidates.form.skills')}
        placeholder={t('candidates.form.skillsPlaceholder')}
        disabled={disabled}
        splitChars={[',']}
        clearable
        {...form.getInputProps('skills')}
      />
      <DataProtectionFields form={form} disabled={disabled} />
    </>
  );
}

/** Data protection, on the add and edit forms alike: legal basis, consent date and last contact. */
export function DataProtectionFields({
  form,
  disabled,
}: {
  form: {
    getInputProps: (path: 'legalBasis' | 'consentGivenAt' | 'lastContactAt') => object;
  };
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <>
      <Divider label={t('candidates.form.dataProtection')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('candidates.form.legalBasis')}
          data={LEGAL_BASES.map((b) => ({
            value: b,
            label: t(`candidates.legalBasis.${b}` as TMessageKey),
          }))}
          allowDeselect={false}
          disabled={disabled}
          {...form.getInputProps('legalBasis')}
        />
        <TextInput
          label={t('candidates.form.consentGivenOn')}
          type="date"
          disabled={disabled}
          {...form.getInputProps('consentGivenAt')}
        />
        <TextInput
          label={t('candidates.form.lastContact')}
          type="date"
          disabled={disabled}
          {...form.getInputProps('lastContactAt')}
        />
      </SimpleGrid>
    </>
  );
}
