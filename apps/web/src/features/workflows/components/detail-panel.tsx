import type { ReactNode } from 'react';
import { Title } from '@mantine/core';
import { SectionPaper } from '../../../shared/ui/section-paper.tsx';

/** A titled section of a request's detail page; screen readers name it by `label`. */
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
    <SectionPaper label={label}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {children}
    </SectionPaper>
  );
}
