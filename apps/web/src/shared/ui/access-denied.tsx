import { Alert, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n.ts';
import type { TMessageKey } from '../../i18n/keys.ts';

/** A catalogue key: 'You need administrator privileges to access this page.' */
export const ACCESS_DENIED_MESSAGE: TMessageKey = 'app.access.admin';

/** `message` and `details` are already in the reader's language. */
type TAccessDeniedProps = { message?: string; details?: string };

export function AccessDenied({ message, details }: TAccessDeniedProps) {
  const t = useT();
  return (
    <Stack p="md">
      <Alert color="red" icon={<IconLock size={18} />} title={t('app.access.title')} role="alert">
        <Text size="sm">
          {t('app.access.message', { message: message ?? t(ACCESS_DENIED_MESSAGE) })}
        </Text>
        {details ? (
          <Text size="sm" mt="xs">
            {details}
          </Text>
        ) : null}
      </Alert>
    </Stack>
  );
}
