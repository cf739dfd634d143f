import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import type { TAuthSession } from '@staffing/domain';
import { useT, type TTranslate } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { formatDateTime } from '../../../shared/utils/format-date.ts';
import { FormErrorAlert } from '../../../shared/admin-ui/form-error-alert.tsx';
import { useSessions } from '../api/get-sessions.ts';
import { useRevokeSession } from '../api/revoke-session.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';

export const SESSIONS_TEXTS = {
  heading: 'profile.sessions.title',
  loading: 'profile.sessions.loading',
  loadFailed: 'profile.sessions.loadFailed',
  revokeFailed: 'profile.sessions.revokeFailed',
  signOutFailed: 'profile.sessions.signOutFailed',
  thisDevice: 'profile.sessions.thisDevice',
  signOutEverywhere: 'profile.sessions.signOutEverywhere',
  confirmSignOutEverywhere: 'profile.sessions.confirmSignOutEverywhere',
} as const satisfies Record<string, TMessageKey>;

function formatLastUse(t: TTranslate, value: string): string {
  return t('profile.sessions.lastUsed', { date: formatDateTime(value) });
}

type TSessionsSectionProps = {
  /** Called once this browser is signed out (after "Sign out everywhere"). */
  onSignedOut: () => void;
  disabled?: boolean;
};

/** The user's signed-in devices: revoke one, or sign out of all of them. */
export function SessionsSection({ onSignedOut, disabled }: TSessionsSectionProps) {
  const t = useT();
  const navigate = useNavigate();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const signOut = useSignOutEverywhere();
  const [isConfirming, setConfirming] = useState(false);

  // Not mutate's callbacks: signing out unmounts this section before they would run.
  const handleSignOutEverywhere = async () => {
    try {
      await signOut.mutateAsync();
    } catch {
      return; // shown from signOut.error
    }
    onSignedOut();
    navigate('/login', { replace: true });
  };

  const actionError = revoke.error
    ? getErrorMessage(revoke.error, t(SESSIONS_TEXTS.revokeFailed))
    : signOut.error
      ? getErrorMessage(signOut.error, t(SESSIONS_TEXTS.signOutFailed))
      : null;

  return (
    <Stack gap="xs" component="section" aria-labelledby="profile-sessions-title">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} id="profile-sessions-title">
          {t(SESSIONS_TEXTS.heading)}
        </Text>
        {isConfirming ? null : (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => setConfirming(true)}
            disabled={disabled}
          >
            {t(SESSIONS_TEXTS.signOutEverywhere)}
          </Button>
        )}
      </Group>
      {isConfirming ? (
        <Alert color="orange" title={t(SESSIONS_TEXTS.confirmSignOutEverywhere)} role="alertdialog">
          <Group justify="flex-end" mt="xs">
            <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
              {t('profile.sessions.cancel')}
            </Button>
            <Button
              color="red"
              size="xs"
              loading={signOut.isPending}
              onClick={() => void handleSignOutEverywhere()}
            >
              {t('profile.sessions.confirmSignOutEverywhereYes')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <FormErrorAlert message={actionError} />
      {sessions.isPending ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t(SESSIONS_TEXTS.loading)}
          </Text>
        </Group>
      ) : sessions.isError ? (
        <Text size="sm" c="red">
          {t(SESSIONS_TEXTS.loadFailed)}
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              isRevoking={revoke.isPending && revoke.variables === session.id}
              onRevoke={() => revoke.mutate(session.id)}
              disabled={disabled || signOut.isPending}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function SessionRow({
  session,
  isRevoking,
  onRevoke,
  disabled,
}: {
  session: TAuthSession;
  isRevoking: boolean;
  onRevoke: () => void;
  disabled?: boolean;
}) {
  const t = useT();
  const details = [session.ipAddress, formatLastUse(t, session.lastUsedAt)].filter(Boolean);
  return (
    <Paper component="li" withBorder p="xs" radius="sm" aria-label={session.device}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconDeviceDesktop size={18} aria-hidden />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={500} truncate>
                {session.device}
              </Text>
              {session.current ? (
                <Badge size="xs" color="green" variant="light">
                  {t(SESSIONS_TEXTS.thisDevice)}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {details.join(' · ')}
            </Text>
          </Stack>
        </Group>
        {session.current ? null : (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={isRevoking}
            onClick={onRevoke}
            disabled={disabled}
            aria-label={t('profile.sessions.revokeDevice', { device: session.device })}
          >
            {t('profile.sessions.revoke')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
