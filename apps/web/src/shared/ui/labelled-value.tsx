import type { ReactNode } from 'react';
import { Box, Stack, Text } from '@mantine/core';

type TLabelledValueProps = {
  label: string;
  /** Long unbroken values (ids, URLs) wrap anywhere rather than widen their column. */
  wrapAnywhere?: boolean;
  children: ReactNode;
};

/** One value of a record's detail page, under its dimmed name. */
export function LabelledValue({ label, wrapAnywhere = false, children }: TLabelledValueProps) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Box fz="sm" style={wrapAnywhere ? { overflowWrap: 'anywhere' } : undefined}>
        {children}
      </Box>
    </Stack>
  );
}
