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
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useWindowEvent } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconLogout } from '@tabler/icons-react';
import {
  getInitials,
  USER_MESSAGES,
  ZProfileForm,
  type TProfileForm,
  type TUser,
} from '@staffing/domain';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { formatLongDate } from '../../../shared/utils/format-date.ts';
import { zodFormValidator } from '../../../shared/utils/zod-form.ts';
import { sessionsQueryKey } from '../api/get-sessions.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { buildProfileUpdate } from '../utils/build-profile-update.ts';
import { SessionsSection } from './sessions-section.tsx';

export const PROFILE_TEXTS = {
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile',
  confirmLogout: 'Are you sure you want to logout?',
} as const;

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
  const navigate = useNavigate();
  const { logout } = useSession();
  const queryClient = useQueryClient();
  const update = useUpdateProfile(user);
  const [isConfirmingLogout, setConfirmingLogout] = useState(false);
  const [isLoggingOut, setLoggingOut] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const form = useForm<TProfileForm>({
    initialValues: { name: user.name, currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: zodFormValidator<TProfileForm>(ZProfileForm),
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

  const handleSubmit = (values: TProfileForm) => {
    update.mutate(buildProfileUpdate(values), {
      onSuccess: () => {
        setSaved(true);
        // A new password signs the other devices out: show the list as it now is.
        void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
        notifications.show({ color: 'green', message: PROFILE_TEXTS.saved });
      },
      onError: (error) => {
        const message = getErrorMessage(error, PROFILE_TEXTS.saveFailed);
        if (message === USER_MESSAGES.currentPasswordWrong)
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

  const serverError = update.error ? getErrorMessage(update.error, PROFILE_TEXTS.saveFailed) : null;
  const passwordToggle = { 'aria-label': 'Show or hide password' };

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title="Profile"
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
                {user.role}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {user.email}
            </Text>
            <Text size="xs" c="dimmed">
              Member since {formatLongDate(user.createdAt)}
            </Text>
          </Stack>
        </Group>
        <Divider />

        {isSaved ? (
          <Alert color="green" icon={<IconCheck size={18} />} role="status">
            {PROFILE_TEXTS.saved}
          </Alert>
        ) : null}
        {serverError && !form.errors.currentPassword ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {serverError}
          </Alert>
        ) : null}

        <form noValidate aria-label="Edit profile" onSubmit={form.onSubmit(handleSubmit)}>
          <Stack gap="sm">
            <TextInput
              label="Name"
              autoComplete="name"
              data-autofocus
              {...form.getInputProps('name')}
            />
            <PasswordInput
              label="Current Password"
              autoComplete="current-password"
              visibilityToggleButtonProps={passwordToggle}
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label="New Password"
              autoComplete="new-password"
              description="Leave blank to keep your password"
              visibilityToggleButtonProps={passwordToggle}
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label="Confirm New Password"
              autoComplete="new-password"
              visibilityToggleButtonProps={passwordToggle}
              {...form.getInputProps('confirmPassword')}
            />

            {isConfirmingLogout ? (
              <Alert color="orange" title={PROFILE_TEXTS.confirmLogout} role="alertdialog">
                <Group justify="flex-end" mt="sm">
                  <Button
                    variant="default"
                    onClick={() => setConfirmingLogout(false)}
                    data-autofocus
                  >
                    Cancel
                  </Button>
                  <Button color="red" loading={isLoggingOut} onClick={() => void handleLogout()}>
                    Yes, Logout
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
                  Logout
                </Button>
                <Group gap="xs">
                  <Button variant="default" onClick={requestClose} disabled={isSaving}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={isSaving} disabled={isSaved}>
                    Save Changes
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
