import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';

/** A bordered panel that is a named landmark: assistive technology lists it under `label`. */
export function SectionPaper({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      {children}
    </Paper>
  );
}
