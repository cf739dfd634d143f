import { Code, Title } from '@mantine/core';
import { useT } from '../../../i18n/i18n.ts';
import { SectionPaper } from '../../../shared/ui/section-paper.tsx';

/** The request's payload as stored, for whoever needs the exact values. */
export function PayloadView({ payload }: { payload: Record<string, unknown> }) {
  const t = useT();
  return (
    <SectionPaper label={t('workflows.payload.title')}>
      <Title order={4} mb="sm">
        {t('workflows.payload.title')}
      </Title>
      <Code
        block
        tabIndex={0}
        aria-label={t('workflows.payload.json')}
        style={{ maxHeight: 360, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {JSON.stringify(payload, null, 2)}
      </Code>
    </SectionPaper>
  );
}
