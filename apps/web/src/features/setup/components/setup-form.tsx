import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { ZSetupRequest, type TSetupRequest } from '@staffing/domain';
import { zodFormValidator } from '../../../shared/utils/zod-form.ts';
import { useCompleteSetup } from '../api/complete-setup.ts';

/** First run: creates the first Admin account. */
export function SetupForm() {
  const setup = useCompleteSetup();
  const form = useForm<TSetupRequest>({
    initialValues: { name: '', email: '', password: '' },
    validate: zodFormValidator<TSetupRequest>(ZSetupRequest),
  });

  return (
    <Paper withBorder shadow="md" p="xl" radius="md" w="100%" maw={460}>
      <form
        noValidate
        aria-label="Create the administrator account"
        onSubmit={form.onSubmit((values) =>
          setup.mutate({
            name: values.name.trim(),
            email: values.email.trim(),
            password: values.password,
          }),
        )}
      >
        <Stack gap="md">
          <div>
            <Title order={1} ta="center" size="h2">
              Kanban Board
            </Title>
            <Text ta="center" c="dimmed" mt={4}>
              Welcome! Create the administrator account to finish setting up.
            </Text>
          </div>
          {setup.error ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {setup.error.message}
            </Alert>
          ) : null}
          <TextInput
            label="Name"
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="At least 8 characters"
            withAsterisk
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={setup.isPending}>
            Create Admin Account
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
