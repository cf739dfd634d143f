import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { isLoginFilled, USER_MESSAGES } from '@staffing/domain';
import { useLogin } from '../api/login.ts';

/** Spec 001 §2 Login and §5: both fields required; the login call's error is shown. */
export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const loginMutation = useLogin();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only the form's own rule here: the server checks the rest (lengths) and says why.
    if (!isLoginFilled(email, password)) {
      setFormError(USER_MESSAGES.loginFieldsRequired);
      return;
    }
    setFormError(null);
    loginMutation.mutate({ email: email.trim(), password });
  };

  const error = formError ?? (loginMutation.error ? loginMutation.error.message : null);

  return (
    <Paper withBorder shadow="md" p="xl" radius="md" w="100%" maw={420}>
      <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
        <Stack gap="md">
          <div>
            <Title order={1} ta="center" size="h2">
              Kanban Board
            </Title>
            <Text ta="center" c="dimmed" mt={4}>
              Sign in to your account
            </Text>
          </div>
          {error ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            autoFocus
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
          />
          <Button type="submit" fullWidth loading={loginMutation.isPending}>
            Sign In
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
