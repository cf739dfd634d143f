import { Code, Paper, Title } from '@mantine/core';
import { useT } from '../../../i18n/i18n.ts';

/** The request's payload as stored, for whoever needs the exact values. */
export function PayloadView({ payload }: { payload: Record<string, unknown> }) {
  const t = useT();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t('workflows.payload.title')}
    >
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
    </Paper>
  );
}
