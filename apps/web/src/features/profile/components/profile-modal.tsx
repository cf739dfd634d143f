import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  NativeSelect,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  type PasswordInputProps,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useWindowEvent } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconLogout } from '@tabler/icons-react';
import { getInitials, USER_MESSAGES, ZProfileForm, type TUser } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { translateDomainMessage } from '../../../i18n/domain-messages.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { formatLongDate } from '../../../shared/utils/format-date.ts';
import { zodFormValidator } from '../../../shared/utils/zod-form.ts';
import { FormErrorAlert } from '../../../shared/admin-ui/form-error-alert.tsx';
import { sessionsQueryKey } from '../api/get-sessions.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  buildProfileUpdate,
  toLanguageChoice,
  type TProfileFormValues,
} from '../utils/build-profile-update.ts';
import { SessionsSection } from './sessions-section.tsx';

export const PROFILE_TEXTS = {
  saved: 'profile.messages.saved',
  saveFailed: 'profile.messages.saveFailed',
  confirmLogout: 'profile.messages.confirmLogout',
} as const satisfies Record<string, TMessageKey>;

/** The language choices, 'browser' standing for no setting (null). */
const LANGUAGE_OPTIONS: { value: string; key: TMessageKey }[] = [
  { value: 'browser', key: 'profile.form.languageBrowser' },
  { value: 'en', key: 'common.language.en' },
  { value: 'fr', key: 'common.language.fr' },
];

/** The modal closes this long after a successful save (spec 001 §9). */
export const PROFILE_CLOSE_DELAY_MS = 2000;

type TProfileModalProps = { opened: boolean; onClose: () => void };

export function ProfileModal({ opened, onClose }: TProfileModalProps) {
  const { user } = useSession();
  if (!user) return null;
  // Remounting on each open starts from the current user with empty password fields.
  return <ProfileModalContent key={String(opened)} user={user} opened={opened} onClose={onClose} />;
}

function ProfileModalContent({ user, opened, onClose }: TProfileModalProps & { user: TUser }) {
  const t = useT();
  const navigate = useNavigate();
  const { logout } = useSession();
  const queryClient = useQueryClient();
  const update = useUpdateProfile(user);
  const [isConfirmingLogout, setConfirmingLogout] = useState(false);
  const [isLoggingOut, setLoggingOut] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const form = useForm<TProfileFormValues>({
    initialValues: {
      name: user.name,
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
      language: toLanguageChoice(user.language),
    },
    validate: zodFormValidator<TProfileFormValues>(ZProfileForm),
  });
  const isSaving = update.isPending;

  const close = useEffectEvent(() => onClose());

  // After a successful save the modal closes by itself.
  useEffect(() => {
    if (!isSaved) return;
    const timer = setTimeout(() => close(), PROFILE_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isSaved]);

  const requestClose = () => {
    if (!isSaving) onClose();
  };

  // Escape first dismisses the logout confirmation, then the modal.
  useWindowEvent('keydown', (event) => {
    if (!opened || event.key !== 'Escape') return;
    event.preventDefault();
    if (isConfirmingLogout) setConfirmingLogout(false);
    else requestClose();
  });

  const handleSubmit = (values: TProfileFormValues) => {
    update.mutate(buildProfileUpdate(values, user.language), {
      onSuccess: () => {
        setSaved(true);
        // A new password signs the other devices out: show the list as it now is.
        void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
        notifications.show({ color: 'green', message: t(PROFILE_TEXTS.saved) });
      },
      onError: (error) => {
        const message = getErrorMessage(error, t(PROFILE_TEXTS.saveFailed));
        const wrong = USER_MESSAGES.currentPasswordWrong;
        if (message === wrong || message === translateDomainMessage(wrong))
          form.setFieldError('currentPassword', message);
      },
    });
  };

  const handleLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      setLoggingOut(false);
    }
    onClose();
    navigate('/login', { replace: true });
  };

  const serverError = update.error
    ? getErrorMessage(update.error, t(PROFILE_TEXTS.saveFailed))
    : null;
  const password = (
    name: 'currentPassword' | 'newPassword' | 'confirmPassword',
    label: TMessageKey,
    autoComplete: string,
    props?: PasswordInputProps,
  ) => (
    <PasswordInput
      label={t(label)}
      autoComplete={autoComplete}
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': t('profile.form.passwordToggle') }}
      {...form.getInputProps(name)}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={t('profile.modal.title')}
      closeButtonProps={{ 'aria-label': t('profile.actions.close') }}
      closeOnEscape={false}
      closeOnClickOutside={!isSaving}
      withCloseButton={!isSaving}
      trapFocus
      centered
      size="md"
    >
      <Stack gap="md">
        <Group wrap="nowrap" align="center">
          <Avatar src={user.avatarUrl || null} alt={user.name} size="lg" radius="xl" color="blue">
            {getInitials(user.name)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} truncate>
                {user.name}
              </Text>
              <Badge size="sm" variant="light">
                {labelOf(t, 'role', user.role)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {user.email}
            </Text>
            <Text size="xs" c="dimmed">
              {t('profile.modal.memberSince', {
                date: formatLongDate(user.createdAt, { fallback: t('profile.modal.unknownDate') }),
              })}
            </Text>
          </Stack>
        </Group>
        <Divider />

        {isSaved ? (
          <Alert color="green" icon={<IconCheck size={18} />} role="status">
            {t(PROFILE_TEXTS.saved)}
          </Alert>
        ) : null}
        {/* While the current password shows an error beside its field, the banner would repeat it. */}
        <FormErrorAlert message={form.errors.currentPassword ? null : serverError} />

        <form
          noValidate
          aria-label={t('profile.form.ariaLabel')}
          onSubmit={form.onSubmit(handleSubmit)}
        >
          <Stack gap="sm">
            <TextInput
              label={t('profile.form.name')}
              autoComplete="name"
              data-autofocus
              {...form.getInputProps('name')}
            />
            {password('currentPassword', 'profile.form.currentPassword', 'current-password')}
            {password('newPassword', 'profile.form.newPassword', 'new-password', {
              description: t('profile.form.newPasswordHint'),
            })}
            {password('confirmPassword', 'profile.form.confirmPassword', 'new-password')}
            <NativeSelect
              label={t('profile.form.language')}
              description={t('profile.form.languageHint')}
              data={LANGUAGE_OPTIONS.map((option) => ({
                value: option.value,
                label: t(option.key),
              }))}
              {...form.getInputProps('language')}
            />

            {isConfirmingLogout ? (
              <Alert color="orange" title={t(PROFILE_TEXTS.confirmLogout)} role="alertdialog">
                <Group justify="flex-end" mt="sm">
                  <Button
                    variant="default"
                    onClick={() => setConfirmingLogout(false)}
                    data-autofocus
                  >
                    {t('profile.actions.cancel')}
                  </Button>
                  <Button color="red" loading={isLoggingOut} onClick={() => void handleLogout()}>
                    {t('profile.actions.confirmLogout')}
                  </Button>
                </Group>
              </Alert>
            ) : (
              <Group justify="space-between" mt="sm">
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconLogout size={16} />}
                  onClick={() => setConfirmingLogout(true)}
                  disabled={isSaving}
                >
                  {t('profile.actions.logout')}
                </Button>
                <Group gap="xs">
                  <Button variant="default" onClick={requestClose} disabled={isSaving}>
                    {t('profile.actions.cancel')}
                  </Button>
                  <Button type="submit" loading={isSaving} disabled={isSaved}>
                    {t('profile.actions.save')}
                  </Button>
                </Group>
              </Group>
            )}
          </Stack>
        </form>
        <Divider />
        <SessionsSection onSignedOut={onClose} disabled={isSaving} />
      </Stack>
    </Modal>
  );
}
