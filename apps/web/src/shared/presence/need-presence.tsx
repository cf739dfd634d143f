import { Alert, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TPresenceState, TPresenceUser } from '@staffing/domain';
import { useT } from '../../i18n/i18n.ts';
import { getIntlLocale } from '../../i18n/locale.ts';
import { PresenceAvatars } from './presence-avatars.tsx';
import { useNeedPresence } from './use-need-presence.ts';

/** Names in the language's list form: 'Camille Martin and Paul Durand'. */
function listNames(names: string[]): string {
  return new Intl.ListFormat(getIntlLocale(), { type: 'conjunction' }).format(names);
}

/** Warns, before a save, that other users are editing the same need. */
export function PresenceEditingWarning({ users }: { users: TPresenceUser[] }) {
  const t = useT();
  const editors = users.filter((user) => user.state === 'editing').map((user) => user.name);
  if (editors.length === 0) return null;
  const text =
    editors.length === 1
      ? t('presence.editing.warningOne', { name: editors[0] })
      : t('presence.editing.warningMany', { names: listNames(editors) });
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={16} />}
      py={6}
      role="alert"
    >
      {text}
    </Alert>
  );
}

/**
 * Who else is on this need, for a page (viewing) or the Edit dialog (editing, with the warning
 * when someone else edits it too).
 */
export function NeedPresence({ needId, state }: { needId: string; state: TPresenceState }) {
  const others = useNeedPresence(needId, state);
  if (others.length === 0) return null;
  return state === 'editing' ? (
    <>
      <Group gap="xs">
        <PresenceAvatars users={others} />
      </Group>
      <PresenceEditingWarning users={others} />
    </>
  ) : (
    <PresenceAvatars users={others} />
  );
}
