import { Button, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZSetupRequest, type TSetupRequest } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { zodFormValidator } from '../../../shared/utils/zod-form.ts';
import { FormErrorAlert } from '../../../shared/admin-ui/form-error-alert.tsx';
import { AuthHeading } from '../../../shared/layout/auth-heading.tsx';
import { useCompleteSetup } from '../api/complete-setup.ts';

/** First run: creates the first Admin account. */
export function SetupForm() {
  const t = useT();
  const setup = useCompleteSetup();
  const form = useForm<TSetupRequest>({
    initialValues: { name: '', email: '', password: '' },
    validate: zodFormValidator<TSetupRequest>(ZSetupRequest),
  });

  return (
    <Paper withBorder shadow="md" p="xl" radius="md" w="100%" maw={460}>
      <form
        noValidate
        aria-label={t('setup.form')}
        onSubmit={form.onSubmit((values) =>
          setup.mutate({
            name: values.name.trim(),
            email: values.email.trim(),
            password: values.password,
          }),
        )}
      >
        <Stack gap="md">
          <AuthHeading subtitle={t('setup.welcome')} />
          <FormErrorAlert message={setup.error?.message} />
          <TextInput
            label={t('setup.name')}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="new-password"
            description={t('setup.passwordHint')}
            withAsterisk
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={setup.isPending}>
            {t('setup.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
