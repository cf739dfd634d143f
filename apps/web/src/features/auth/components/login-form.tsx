import { useState, type FormEvent } from 'react';
import { Button, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { isLoginFilled, USER_MESSAGES } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { useLogin } from '../api/login.ts';
import { translateDomainMessage } from '../../../i18n/domain-messages.ts';
import { FormErrorAlert } from '../../../shared/admin-ui/form-error-alert.tsx';
import { AuthHeading } from '../../../shared/layout/auth-heading.tsx';

/** Spec 001 §2 Login and §5: both fields required; the login call's error is shown. */
export function LoginForm() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const loginMutation = useLogin();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only the form's own rule here: the server checks the rest (lengths) and says why.
    if (!isLoginFilled(email, password)) {
      setFormError(translateDomainMessage(USER_MESSAGES.loginFieldsRequired));
      return;
    }
    setFormError(null);
    loginMutation.mutate({ email: email.trim(), password });
  };

  const error = formError ?? (loginMutation.error ? loginMutation.error.message : null);

  return (
    <Paper withBorder shadow="md" p="xl" radius="md" w="100%" maw={420}>
      <form onSubmit={handleSubmit} noValidate aria-label={t('auth.login.form')}>
        <Stack gap="md">
          <AuthHeading subtitle={t('auth.login.subtitle')} />
          <FormErrorAlert message={error} />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            placeholder={t('auth.login.emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            autoFocus
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            placeholder={t('auth.login.passwordPlaceholder')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
          />
          <Button type="submit" fullWidth loading={loginMutation.isPending}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
