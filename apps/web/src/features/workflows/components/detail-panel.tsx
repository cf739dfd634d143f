import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** A titled, bordered section of a request's detail page; screen readers name it by `label`. */
export function DetailPanel({
  title,
  label = title,
  children,
}: {
  title: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
