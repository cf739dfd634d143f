import { Alert, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

export const ACCESS_DENIED_MESSAGE = 'You need administrator privileges to access this page.';

type TAccessDeniedProps = { message?: string; details?: string };

export function AccessDenied({ message = ACCESS_DENIED_MESSAGE, details }: TAccessDeniedProps) {
  return (
    <Stack p="md">
      <Alert color="red" icon={<IconLock size={18} />} title="Access Denied" role="alert">
        <Text size="sm">Access Denied: {message}</Text>
        {details ? (
          <Text size="sm" mt="xs">
            {details}
          </Text>
        ) : null}
      </Alert>
    </Stack>
  );
}
