import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** A table cell's name in medium weight, with a dimmed line under it saying what it is. */
export function NamedCell({ name, detail }: { name: ReactNode; detail: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Stack>
  );
}
