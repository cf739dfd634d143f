import { NumberInput, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useT } from '../../../i18n/i18n.ts';

type TMissionTermsField = 'jdStartDate' | 'jdDuration' | 'jdRemoteDays';

/** The mission's terms (start, duration, remote days a week), alike in Create and Edit Need. */
export function MissionTermsInputs({
  inputProps,
}: {
  inputProps: (field: TMissionTermsField) => GetInputPropsReturnType;
}) {
  const t = useT();
  return (
    <>
      <TextInput label={t('needs.fields.startDate')} {...inputProps('jdStartDate')} />
      <TextInput label={t('needs.fields.duration')} {...inputProps('jdDuration')} />
      <NumberInput
        label={t('needs.fields.remoteDays')}
        min={0}
        max={7}
        allowDecimal={false}
        {...inputProps('jdRemoteDays')}
      />
    </>
  );
}
