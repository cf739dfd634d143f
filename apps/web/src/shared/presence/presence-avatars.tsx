import { Avatar, Tooltip } from '@mantine/core';
import type { TPresenceUser } from '@staffing/domain';
import { useT } from '../../i18n/i18n.ts';
import type { TMessageKey } from '../../i18n/keys.ts';

const STATE_KEYS: Record<TPresenceUser['state'], TMessageKey> = {
  viewing: 'presence.avatars.viewing',
  editing: 'presence.avatars.editing',
};

/** The other users on a need: initials, a tooltip saying what they do, '+N' past `max`. */
export function PresenceAvatars({ users, max = 4 }: { users: TPresenceUser[]; max?: number }) {
  const t = useT();
  if (users.length === 0) return null;
  const shown = users.length > max ? users.slice(0, max - 1) : users;
  const hidden = users.slice(shown.length);
  const describe = (user: TPresenceUser) => t(STATE_KEYS[user.state], { name: user.name });
  return (
    <Avatar.Group spacing="xs" role="group" aria-label={t('presence.avatars.label')}>
      {shown.map((user) => (
        <Tooltip key={user.userId} label={describe(user)} withArrow>
          <Avatar
            name={user.name}
            color="initials"
            size="sm"
            role="img"
            aria-label={describe(user)}
            data-state={user.state}
            style={
              user.state === 'editing'
                ? { outline: '2px solid var(--mantine-color-orange-6)' }
                : undefined
            }
          />
        </Tooltip>
      ))}
      {hidden.length > 0 ? (
        <Tooltip label={hidden.map(describe).join('\n')} multiline withArrow>
          <Avatar
            size="sm"
            role="img"
            aria-label={t('presence.avatars.more', { count: hidden.length })}
          >
            {t('presence.avatars.moreShort', { count: hidden.length })}
          </Avatar>
        </Tooltip>
      ) : null}
    </Avatar.Group>
  );
}
