import type { ReactNode } from 'react';
import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/i18n.ts';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={6} mb={6}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function Chips({ items, color, empty }: { items: string[]; color: string; empty?: string }) {
  const t = useT();
  if (!items.length)
    return (
      <Text size="sm" c="dimmed">
        {empty ?? t('candidates.detail.noneListed')}
      </Text>
    );
  return (
    <Group gap={6}>
      {items.map((s) => (
        <Badge key={s} variant="light" color={color} tt="none">
          {s}
        </Badge>
      ))}
    </Group>
  );
}

export function Field({ label, value }: { label: string; value: ReactNode }) {
  const t = useT();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={110}>
        {label}
      </Text>
      <Text size="sm">{value ?? t('common.notSpecified')}</Text>
    </Group>
  );
}
