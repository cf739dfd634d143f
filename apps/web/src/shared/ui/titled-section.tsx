import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import { SectionPaper } from './section-paper.tsx';

type TTitledSectionProps = { title: string; hint?: string; children: ReactNode };

/** A panel of the need page named by its title, with a dimmed line saying what it is for. */
export function TitledSection({ title, hint, children }: TTitledSectionProps) {
  return (
    <SectionPaper label={title}>
      <Title order={4} mb="xs">
        {title}
      </Title>
      {hint ? (
        <Text size="xs" c="dimmed" mb="sm">
          {hint}
        </Text>
      ) : null}
      {children}
    </SectionPaper>
  );
}
