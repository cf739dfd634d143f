import { Code, Paper, Title } from '@mantine/core';

/** The request's payload as stored, for whoever needs the exact values. */
export function PayloadView({ payload }: { payload: Record<string, unknown> }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Payload">
      <Title order={4} mb="sm">
        Payload
      </Title>
      <Code
        block
        tabIndex={0}
        aria-label="Payload JSON"
        style={{ maxHeight: 360, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {JSON.stringify(payload, null, 2)}
      </Code>
    </Paper>
  );
}
