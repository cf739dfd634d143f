import { Divider, Select, SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { can, LEGAL_BASES } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { useSession } from '../../../shared/session/index.ts';
import { ListInput } from '../../../shared/ui/list-input.tsx';
import type { TCandidateFormValues } from '../utils/candidate-form.ts';

/** A money amount in euros, to the cent: the expected TJM and the consultant's daily cost. */
export const AMOUNT_INPUT = { type: 'number', step: 0.01, min: 0 } as const;

/**
 * A text input of a candidate form, bound to one of its fields and disabled while it saves: the
 * add and edit forms build their inputs with it.
 */
export function useCandidateTextInput<TValues>(
  form: { getInputProps: (path: keyof TValues & string) => object },
  disabled: boolean | undefined,
) {
  const t = useT();
  return (name: keyof TValues & string, label: TMessageKey, props: TextInputProps = {}) => (
    <TextInput label={t(label)} disabled={disabled} {...props} {...form.getInputProps(name)} />
  );
}

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
  const text = useCandidateTextInput<TCandidateFormValues>(form, disabled);
  const placeholder = (key: TMessageKey) => ({ placeholder: t(key) });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('name', 'candidates.form.name', {
          withAsterisk: true,
          ...placeholder('candidates.form.namePlaceholder'),
        })}
        {text('email', 'candidates.form.email', {
          withAsterisk: true,
          type: 'email',
          ...placeholder('candidates.form.emailPlaceholder'),
        })}
        {text('phone', 'candidates.form.phone', placeholder('candidates.form.phonePlaceholder'))}
        {text('expectedTjm', 'candidates.form.expectedTjm', AMOUNT_INPUT)}
        {role && can.seeMargin(role)
          ? text('consultantDailyCost', 'candidates.form.dailyCost', {
              ...AMOUNT_INPUT,
              description: t('candidates.form.dailyCostHint'),
            })
          : null}
        {text('cvUrl', 'candidates.form.cvUrl', placeholder('candidates.form.cvUrlPlaceholder'))}
        {text('salesforceId', 'candidates.form.salesforceId')}
        {text('linkedinUrl', 'candidates.form.linkedinUrl', { type: 'url' })}
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
