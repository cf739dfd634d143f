import { useState } from 'react';
import { Button, Center, Code, Collapse, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export const FALLBACK_TEXTS = {
  title: 'Something went wrong',
  body: 'An unexpected error occurred. Please refresh the page or contact support if the problem persists.',
  refresh: 'Refresh Page',
} as const;

type TErrorFallbackProps = { error: unknown };

function describe(error: unknown): string {
  if (error instanceof Error)
    return `${error.name}: ${error.message}${error.stack ? `\n\n${error.stack}` : ''}`;
  return String(error);
}

/** The global fallback screen (spec 000 §8, spec 001 §2). */
export function ErrorFallback({ error }: TErrorFallbackProps) {
  const [showDetails, setShowDetails] = useState(false);
  return (
    <Center mih="100vh" p="md" role="alert">
      <Paper withBorder shadow="sm" p="xl" maw={560} w="100%">
        <Stack align="center" gap="md">
          <IconAlertTriangle size={48} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={2}>{FALLBACK_TEXTS.title}</Title>
          <Text ta="center" c="dimmed">
            {FALLBACK_TEXTS.body}
          </Text>
          <Button onClick={() => window.location.reload()}>{FALLBACK_TEXTS.refresh}</Button>
          <Button
            variant="subtle"
            size="xs"
            aria-expanded={showDetails}
            onClick={() => setShowDetails((shown) => !shown)}
          >
            {showDetails ? 'Hide technical details' : 'Show technical details'}
          </Button>
          <Collapse in={showDetails} w="100%">
            <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }}>
              {describe(error)}
            </Code>
          </Collapse>
        </Stack>
      </Paper>
    </Center>
  );
}
