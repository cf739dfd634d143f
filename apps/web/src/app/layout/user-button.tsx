import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { useT } from '../../i18n/i18n.ts';
import { useSession } from '../../shared/session/index.ts';
import { getInitials } from '@staffing/domain';

/** The avatar button of the top bar; opens the profile modal. */
export function UserButton({ onClick, showName }: { onClick: () => void; showName: boolean }) {
  const t = useT();
  const { user } = useSession();
  if (!user) return null;
  return (
    <UnstyledButton
      onClick={onClick}
      aria-label={t('app.user.openProfile', { name: user.name })}

      aria-haspopup="dialog"
    >
      <Group gap="xs" wrap="nowrap">
        <Avatar src={user.avatarUrl || null} alt="" radius="xl" size="md" color="blue">
          {getInitials(user.name)}
        </Avatar>
        {showName ? (
          <Text
            size="sm"
            fw={500}
            maw={220}
            truncate
            visibleFrom="xl"
            data-testid="top-bar-user-name"
          >
            {user.name}
          </Text>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}
